import UIKit

final class ItemBadgeSupplementaryViewController: UIViewController {
    static let badgeElementKind = "badge-element-kind"

    func createLayout() -> UICollectionViewLayout {
        LayoutBuilder { Section { HGroup { Item(width: .fractionalWidth(0.25)).supplementaryItems { Badge() } } } }
    }

    func createLayoutOld() -> UICollectionViewLayout {
        let anchor = NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3))
        let badge = NSCollectionLayoutSupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20)),
            elementKind: Self.badgeElementKind, containerAnchor: anchor)
        let cell = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1.0)),
            supplementaryItems: [badge])
        cell.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        let row = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(0.2)), subitems: [cell])
        let section = NSCollectionLayoutSection(group: row)
        section.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20)
        return UICollectionViewCompositionalLayout(section: section)
    }
}
