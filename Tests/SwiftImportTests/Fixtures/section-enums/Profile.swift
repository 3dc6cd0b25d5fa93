import UIKit

enum ProfileSection: Int, CaseIterable {
    case header, posts

    // One layout per case: the provider below asks each case for it.
    var layoutSection: NSCollectionLayoutSection {
        switch self {
        case .header:
            let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(180))
            return NSCollectionLayoutSection(group: .horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
        case .posts:
            let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            let row = NSCollectionLayoutGroup.horizontal(
                layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1.0 / 3)), subitem: item, count: 3)
            return NSCollectionLayoutSection(group: row)
        }
    }
}

// Through a typealias and the snapshot's section identifiers, by kind. No snapshot in the files
// appends ProfileSection's cases: the entries take the enum's order.
final class ProfileViewController: UIViewController {
    typealias DataSource = UICollectionViewDiffableDataSource<ProfileSection, String>
    private var dataSource: DataSource!

    func createLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { index, _ in
            let kind = self.dataSource.snapshot().sectionIdentifiers[index]
            return kind.layoutSection
        }
    }
}

// A member of an enum that no provider uses: each case that builds a different layout is a
// layout of its own, named with the case.
enum DiscoverSection {
    case hero, tiles

    func layout() -> NSCollectionLayoutSection {
        switch self {
        case .hero:
            return LibraryViewController.rows(height: 300)
        case .tiles:
            let tile = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
            let row = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(120)), subitems: [tile])
            return NSCollectionLayoutSection(group: row)
        }
    }
}

// `Section.allCases[index]`, and a range pattern written as `~=`.
final class SettingsViewController: UIViewController {
    enum Section: CaseIterable {
        case account, privacy, about
    }

    func createLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { index, _ in
            guard index < Section.allCases.count else { return nil }
            let height: CGFloat = 0...1 ~= index ? 44 : 60
            return LibraryViewController.rows(height: Section.allCases[index] == .about ? 88 : height)
        }
    }
}
