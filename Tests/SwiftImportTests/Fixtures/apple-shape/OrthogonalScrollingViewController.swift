import UIKit

final class OrthogonalScrollingViewController: UIViewController {
    func createLayout() -> UICollectionViewLayout {
        LayoutBuilder { Section { HGroup { Item() } }.orthogonalScrollingBehavior(.continuous) }
    }

    // The same section for every index.
    func createLayoutOld() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { (_: Int, _: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection? in
            let big = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(0.7), heightDimension: .fractionalHeight(1.0)))
            big.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
            let small = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(0.3)))
            small.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
            let pair = NSCollectionLayoutGroup.vertical(
                layoutSize: .init(widthDimension: .fractionalWidth(0.3), heightDimension: .fractionalHeight(1.0)), subitem: small, count: 2)
            let container = NSCollectionLayoutGroup.horizontal(
                layoutSize: .init(widthDimension: .fractionalWidth(0.85), heightDimension: .fractionalHeight(0.4)), subitems: [big, pair])
            let section = NSCollectionLayoutSection(group: container)
            section.orthogonalScrollingBehavior = .continuous
            return section
        }
    }
}
