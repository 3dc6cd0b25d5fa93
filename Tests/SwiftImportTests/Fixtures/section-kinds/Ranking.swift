import UIKit

// Raw values: the identifier's raw value compared with literals names the cases it tells apart.
final class RankingViewController: UIViewController {
    enum Tab: Int {
        case top = 0, rising, new, archived
    }

    private var dataSource: UICollectionViewDiffableDataSource<Tab, Int>!

    func createLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { sectionIndex, _ in
            let tab = self.dataSource.snapshot().sectionIdentifiers[sectionIndex]
            switch tab.rawValue {
            case 0:
                return Rows.make(height: 140)
            case 1:
                return Rows.grid(columns: 2)
            default:
                return Rows.make(height: 50)
            }
        }
    }
}
