import UIKit

final class NestedGroupsViewController: UIViewController {
    func createLayout() -> UICollectionViewLayout {
        LayoutBuilder { Section { HGroup { Item(width: .fractionalWidth(0.7)); VGroup(count: 2) { Item() } } } }
    }

    func createLayoutOld() -> UICollectionViewLayout {
        let inset = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        let leading = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(0.7), heightDimension: .fractionalHeight(1.0)))
        leading.contentInsets = inset
        let stacked = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(0.3)))
        stacked.contentInsets = inset
        let trailing = NSCollectionLayoutGroup.vertical(
            layoutSize: .init(widthDimension: .fractionalWidth(0.3), heightDimension: .fractionalHeight(1.0)), subitem: stacked, count: 2)
        let outer = NSCollectionLayoutGroup.horizontal(
            layoutSize: .init(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(0.4)), subitems: [leading, trailing])
        return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: outer))
    }
}
