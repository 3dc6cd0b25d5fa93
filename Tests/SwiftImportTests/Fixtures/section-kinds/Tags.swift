import UIKit

// String identifiers: the strings the code compares with are the kinds, in the order it tests
// them; what it returns for any other string is the default.
final class TagsViewController: UIViewController {
    private var dataSource: UICollectionViewDiffableDataSource<String, UUID>!

    func createLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { sectionIndex, _ in
            guard let identifier = self.dataSource.sectionIdentifier(for: sectionIndex) else { return nil }
            switch identifier {
            case "featured":
                return Rows.make(height: 200)
            case "popular", "recent":
                return Rows.grid(columns: 2)
            default:
                return Rows.make(height: 44)
            }
        }
    }
}
