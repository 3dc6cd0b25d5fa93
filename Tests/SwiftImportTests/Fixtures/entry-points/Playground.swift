import UIKit

// Top-level code, as in a playground or a script.
let cell = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1 / 4), heightDimension: .fractionalWidth(1 / 4)))
let strip = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1 / 4)), subitems: [cell])
// catalog: playground-grid
let playgroundLayout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: strip))
