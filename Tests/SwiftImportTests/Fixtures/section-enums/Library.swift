import UIKit

// The provider asks the data source which section it is building: one entry per kind. The
// snapshot below appends the cases in another order than the enum declares them, and that order
// is the entries'.
final class LibraryViewController: UIViewController {
    enum Section: CaseIterable {
        case all, featured, recent
    }

    var dataSource: UICollectionViewDiffableDataSource<Section, Int>!

    func createLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { [weak self] sectionIndex, environment in
            guard let section = self?.dataSource.sectionIdentifier(for: sectionIndex) else { return nil }
            switch section {
            case .featured:
                let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: .init(widthDimension: .fractionalWidth(0.9), heightDimension: .absolute(220)), subitems: [item])
                let featured = NSCollectionLayoutSection(group: group)
                featured.orthogonalScrollingBehavior = .groupPagingCentered
                return featured
            case .recent:
                return Self.rows(height: 60)
            case .all:
                // The container decides the columns: a `when` on the width.
                let columns = environment.container.effectiveContentSize.width > 600 ? 4 : 2
                let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(150)), subitem: item, count: columns)
                return NSCollectionLayoutSection(group: group)
            }
        }
    }

    static func rows(height: CGFloat) -> NSCollectionLayoutSection {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height))
        return NSCollectionLayoutSection(group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
    }

    func applySnapshot(items: [Int]) {
        var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
        snapshot.appendSections([.featured, .recent])
        snapshot.appendSections([.all])
        snapshot.appendItems(items, toSection: .all)
        dataSource.apply(snapshot)
    }
}
