import UIKit

// A segmented control switches the gallery between a grid and a strip scrolling sideways: the
// mode is read twice, and each case builds its own layout.
final class GalleryViewController: UIViewController {
    enum Mode { case grid, strip }

    var mode: Mode = .grid

    func createLayout() -> UICollectionViewLayout {
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group: NSCollectionLayoutGroup
        switch mode {
        case .grid:
            group = .horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitem: item, count: 3)
        case .strip:
            group = .horizontal(layoutSize: .init(widthDimension: .fractionalWidth(0.8), heightDimension: .absolute(200)), subitems: [item])
        }
        let section = NSCollectionLayoutSection(group: group)
        if mode == .strip { section.orthogonalScrollingBehavior = .groupPaging }
        return UICollectionViewCompositionalLayout(section: section)
    }
}

// A kind with associated values cannot be listed case by case: skipped.
final class BoardViewController: UIViewController {
    enum Kind { case columns(Int), rows(Int) }

    var kind: Kind = .columns(2)

    func createLayout() -> UICollectionViewLayout {
        let count: Int
        switch kind {
        case .columns(let n): count = n
        case .rows(let n): count = n
        }
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(80)), subitem: item, count: count)
        return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    }
}
