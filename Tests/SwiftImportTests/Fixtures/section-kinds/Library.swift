import UIKit

// An exhaustive switch over the snapshot's section identifiers: every case is a kind of its own
// (two of them share a branch), in the enum's order (no snapshot in the files appends them), and
// there is no default.
final class LibraryViewController: UIViewController {
    enum Section: Int, CaseIterable {
        case recent, albums, artists, playlists
    }

    typealias DataSource = UICollectionViewDiffableDataSource<Section, String>
    private var dataSource: DataSource!

    func createLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { index, _ in
            let kind = self.dataSource.snapshot().sectionIdentifiers[index]
            switch kind {
            case .recent:
                return Rows.make(height: 180)
            case .albums, .artists:
                return Rows.grid(columns: 3)
            case .playlists:
                return Rows.make(height: 60)
            }
        }
    }
}
