import UIKit

// `guard` and `if case` over an enum identifier: footer and profile are told apart, the other
// cases fall through to the last return (the default).
final class PreferencesViewController: UIViewController {
    enum Section {
        case profile, general, privacy, footer
    }

    private var dataSource: UICollectionViewDiffableDataSource<Section, Int>?

    func createLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { index, _ in
            guard let section = self.dataSource?.sectionIdentifier(for: index) else { return nil }
            guard section != .footer else { return Rows.make(height: 30) }
            if case .profile = section {
                return Rows.make(height: 120)
            }
            return Rows.make(height: 44)
        }
    }
}
