import UIKit

final class GridViewController: UIViewController {
    var collectionView: UICollectionView!
}

extension GridViewController {
    func createLayout() -> UICollectionViewLayout {
        LayoutBuilder { Section { HGroup { Item(width: .fractionalWidth(0.2)) }.height(.fractionalWidth(0.2)) } }
    }

    func createLayoutOld() -> UICollectionViewLayout {
        let cellSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.2), heightDimension: .fractionalHeight(1.0))
        let cell = NSCollectionLayoutItem(layoutSize: cellSize)
        let rowSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(0.2))
        let row = NSCollectionLayoutGroup.horizontal(layoutSize: rowSize, subitems: [cell])
        return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: row))
    }
}
