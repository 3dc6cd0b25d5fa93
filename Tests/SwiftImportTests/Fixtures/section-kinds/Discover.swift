import UIKit

// A data source made by a method, holding text identifiers that the provider turns into its enum
// by raw value: the raw values are the kinds, and any other text is the default.
final class DiscoverViewController: UIViewController {
    enum Section: String {
        case hero, shelf, footer
    }

    private var collectionView: UICollectionView!
    private lazy var dataSource = makeDataSource()

    private func makeDataSource() -> UICollectionViewDiffableDataSource<String, Int> {
        UICollectionViewDiffableDataSource<String, Int>(collectionView: collectionView) { _, _, _ in nil }
    }

    func createLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { index, _ in
            guard let identifier = self.dataSource.sectionIdentifier(for: index), let section = Section(rawValue: identifier) else {
                return Rows.make(height: 10)
            }
            switch section {
            case .hero: return Rows.make(height: 260)
            case .shelf: return Rows.grid(columns: 3)
            case .footer: return Rows.make(height: 24)
            }
        }
    }
}

// A view model the view controller creates, whose list of sections the app fills later.
final class ShelfViewModel {
    enum Section {
        case header, books, authors
    }

    @Published private(set) var sections: [Section] = []

    func section(at index: Int) -> Section {
        sections[index]
    }
}

final class ShelfViewController: UIViewController {
    private let viewModel = ShelfViewModel()

    func createLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { [unowned self] index, _ in
            switch viewModel.section(at: index) {
            case .header: return Rows.make(height: 140)
            case .books, .authors: return Rows.grid(columns: 4)
            }
        }
    }
}
