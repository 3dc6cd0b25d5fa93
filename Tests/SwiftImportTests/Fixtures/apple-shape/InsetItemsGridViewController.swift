import UIKit

final class InsetItemsGridViewController: UIViewController {
    func createLayout() -> UICollectionViewLayout {
        LayoutBuilder { Section { HGroup { Item(width: .fractionalWidth(0.2)).contentInsets(value: 5) }.height(.fractionalWidth(0.2)) } }
    }

    func createLayoutOld() -> UICollectionViewLayout {
        let cell = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.2), heightDimension: .fractionalHeight(1.0)))
        cell.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        let row = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(0.2)), subitems: [cell])
        let section = NSCollectionLayoutSection(group: row)
        let layout = UICollectionViewCompositionalLayout(section: section)
        return layout
    }
}
