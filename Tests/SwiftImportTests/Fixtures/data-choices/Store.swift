import UIKit

// Which sections the store shows depends on its data (the reviews it loaded): the layout is
// followed both ways, and each answer is a layout (without reviews, section 1 is nil, as apps
// hide an empty section). The sections are a struct's constants, as some apps write them.
final class StoreViewController: UIViewController {
    private struct Section: RawRepresentable, Equatable {
        var rawValue: Int
        static let banner = Section(rawValue: 0)
        static let reviews = Section(rawValue: 1)
        var isShelf: Bool { rawValue > Section.reviews.rawValue }
    }

    var reviews: [String] = []

    func createLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { [reviews] sectionIndex, environment in
            let section = Section(rawValue: sectionIndex)
            switch section {
            case .banner:
                let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(200))
                return NSCollectionLayoutSection(group: .horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
            case .reviews:
                guard !reviews.isEmpty else { return nil }
                var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
                configuration.headerMode = .supplementary
                return NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
            case _ where section.isShelf:
                let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: .init(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(120)), subitems: [item])
                let shelf = NSCollectionLayoutSection(group: group)
                shelf.orthogonalScrollingBehavior = .continuous
                shelf.interGroupSpacing = 8
                return shelf
            default:
                return nil
            }
        }
    }
}
