import UIKit

// `#available` branches: the newest iOS takes the first branch, iOS 15 the `else`.
@MainActor
func makeAvailabilityLayout() -> UICollectionViewCompositionalLayout {
    let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)))
    let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50))
    let group: NSCollectionLayoutGroup
    if #available(iOS 16.0, *) {
        group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, repeatingSubitem: item, count: 4)
    } else {
        group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
    }
    let section = NSCollectionLayoutSection(group: group)
    guard #available(iOS 14, *) else { return UICollectionViewCompositionalLayout(section: section) }
    section.contentInsetsReference = .readableContent
    return UICollectionViewCompositionalLayout(section: section)
}
