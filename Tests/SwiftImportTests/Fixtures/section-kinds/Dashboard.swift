import UIKit

// Only the index decides: sections by index, as before.
final class DashboardViewController: UIViewController {
    func createLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { sectionIndex, _ in
            switch sectionIndex {
            case 0: return Rows.make(height: 100)
            case 1: return Rows.grid(columns: 2)
            default: return Rows.make(height: 44)
            }
        }
    }
}
