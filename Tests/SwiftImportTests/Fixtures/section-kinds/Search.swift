import UIKit

// A subclass of the diffable data source with a helper of its own, matched as optionals: the
// index test against its number of sections holds for every section the provider builds.
enum SearchSection: Hashable {
    case suggestions, results, empty
}

final class SearchDataSource: UICollectionViewDiffableDataSource<SearchSection, Int> {
    func section(at index: Int) -> SearchSection? {
        guard index < snapshot().numberOfSections else { return nil }
        return sectionIdentifier(for: index)
    }
}

final class SearchViewController: UIViewController {
    private var dataSource: SearchDataSource!

    func createLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { index, _ in
            switch self.dataSource.section(at: index) {
            case .suggestions?: return Rows.make(height: 36)
            case .results?: return Rows.make(height: 72)
            default: return Rows.make(height: 200)
            }
        }
    }
}
