import UIKit

// An enum switch with a default, widths inside one kind, and the snapshot's order: the kinds
// come in the order `applySnapshot` appends them (grid before featured), and the cases the code
// does not name (banner, recent, footer) share the default.
final class StorefrontViewController: UIViewController {
    enum Section: Hashable {
        case banner, featured, grid, recent, footer
    }

    private var dataSource: UICollectionViewDiffableDataSource<Section, Int>!

    func createLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { [weak self] sectionIndex, environment in
            guard let self, let section = self.dataSource.sectionIdentifier(for: sectionIndex) else { return nil }
            switch section {
            case .featured:
                return Rows.make(height: 220)
            case .grid:
                if environment.container.effectiveContentSize.width >= 600 {
                    return Rows.grid(columns: 4)
                }
                return Rows.grid(columns: 2)
            default:
                return Rows.make(height: 44)
            }
        }
    }

    func applySnapshot() {
        var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
        snapshot.appendSections([.banner, .grid])
        snapshot.appendSections([.featured, .recent])
        dataSource.apply(snapshot)
    }
}
