import UIKit

// Providers that choose by the section index as well as by the data's section identifier.
enum MixedRows {
    static func make(height: CGFloat) -> NSCollectionLayoutSection {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height))
        return NSCollectionLayoutSection(group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
    }
}

// The data source's identifiers, in the order the snapshot appends them: taken by index, as
// before this kind of provider was followed by kind, with a note.
final class HomeViewController: UIViewController {
    enum Section: Hashable {
        case hero, list
    }

    private var dataSource: UICollectionViewDiffableDataSource<Section, Int>!

    func createLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { index, _ in
            if index == 0 { return MixedRows.make(height: 300) }
            switch self.dataSource.sectionIdentifier(for: index) {
            case .hero: return MixedRows.make(height: 200)
            case .list: return MixedRows.make(height: 44)
            case nil: return nil
            }
        }
    }

    func applySnapshot() {
        var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
        snapshot.appendSections([.hero, .list])
        dataSource.apply(snapshot)
    }
}

// An array the app fills, and the index compared: neither `sections:` nor `sectionsByKind:`.
final class NewsViewController: UIViewController {
    enum Section {
        case top, stories
    }

    var sections: [Section] = []

    func createLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { index, _ in
            if index == 0 { return MixedRows.make(height: 320) }
            switch self.sections[index] {
            case .top: return MixedRows.make(height: 180)
            case .stories: return MixedRows.make(height: 90)
            }
        }
    }
}

// A kind whose section the data sizes: not written out, so not imported.
final class GalleryViewController: UIViewController {
    enum Section {
        case strip(height: CGFloat), grid
    }

    var sections: [Section] = []

    func createLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { index, _ in
            switch self.sections[index] {
            case .strip(let height): return MixedRows.make(height: height)
            case .grid: return MixedRows.make(height: 120)
            }
        }
    }
}

// The identifier read first, then the index compared inside a kind: by index in the snapshot's
// order, as before, with a note saying why not by kind.
final class ArticleViewController: UIViewController {
    enum Section: Hashable {
        case body, related
    }

    private var dataSource: UICollectionViewDiffableDataSource<Section, Int>!

    func createLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { index, _ in
            switch self.dataSource.sectionIdentifier(for: index) {
            case .body: return index == 1 ? MixedRows.make(height: 400) : MixedRows.make(height: 200)
            case .related: return MixedRows.make(height: 80)
            case nil: return nil
            }
        }
    }

    func applySnapshot() {
        var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
        snapshot.appendSections([.body, .related])
        dataSource.apply(snapshot)
    }
}

// The last section found from the number of sections: by index in the snapshot's order, as before.
final class StoriesViewController: UIViewController {
    enum Section: Hashable {
        case stories, footer
    }

    private var dataSource: UICollectionViewDiffableDataSource<Section, Int>!

    func createLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { index, _ in
            let isLast = index == self.dataSource.snapshot().numberOfSections - 1
            switch self.dataSource.sectionIdentifier(for: index) {
            case .stories: return MixedRows.make(height: isLast ? 100 : 60)
            case .footer: return MixedRows.make(height: 30)
            case nil: return nil
            }
        }
    }

    func applySnapshot() {
        var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
        snapshot.appendSections([.stories, .footer])
        dataSource.apply(snapshot)
    }
}
