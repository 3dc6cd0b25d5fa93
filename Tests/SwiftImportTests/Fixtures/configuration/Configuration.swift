import UIKit

// The layout configuration, passed at init and set afterwards.
extension UICollectionViewCompositionalLayout {
    static func pagedStories() -> UICollectionViewCompositionalLayout {
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)), subitems: [item])
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        configuration.interSectionSpacing = 24
        configuration.contentInsetsReference = .none
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: .init(widthDimension: .absolute(60), heightDimension: .fractionalHeight(1)),
            elementKind: "layout-header", alignment: .leading)
        header.pinToVisibleBounds = true
        configuration.boundarySupplementaryItems = [header]
        return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group), configuration: configuration)
    }

    static func spacedGrid() -> UICollectionViewCompositionalLayout {
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(90)), subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 12
        layout.configuration = configuration
        return layout
    }
}
