import UIKit

protocol SectionFactory {
    func makeSection() -> NSCollectionLayoutSection
}

enum FeatureFlags {
    static var isNewGridEnabled: Bool { UserDefaults.standard.bool(forKey: "newGrid") }
}

final class RuntimeViewController: UIViewController {
    var cellHeight: CGFloat = 88
    var cachedHeights: [CGFloat] = []
    var factory: SectionFactory!
    var heights: [CGFloat] = []

    // A number the app may change: followed with its initial value.
    func rowLayout() -> UICollectionViewLayout {
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(cellHeight)))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(88)), subitems: [item])
        return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    }

    // The view controller's view: read as the container, with a warning.
    func measuredLayout() -> UICollectionViewLayout {
        let side = view.bounds.width / 3
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .absolute(side), heightDimension: .absolute(side)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(side)), subitems: [item])
        return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    }

    // A default after `??`.
    func cachedLayout() -> UICollectionViewLayout {
        let height = cachedHeights.first ?? 44
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)), subitems: [item])
        return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    }

    // A feature flag: one layout per answer.
    func flaggedLayout() -> UICollectionViewLayout {
        let columns: Int
        if FeatureFlags.isNewGridEnabled {
            columns = 3
        } else {
            columns = 2
        }
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitem: item, count: columns)
        return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    }

    // A custom group whose frames come from data.
    func waterfallLayout() -> UICollectionViewLayout {
        let group = NSCollectionLayoutGroup.custom(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(400))) { environment in
            var y: CGFloat = 0
            var items: [NSCollectionLayoutGroupCustomItem] = []
            for height in self.heights {
                items.append(NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: y, width: environment.container.contentSize.width, height: height)))
                y += height
            }
            return items
        }
        return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    }

    // Protocol dispatch to a conformance the import cannot see.
    func delegatedLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout(section: factory.makeSection())
    }

    // Not a frame: left out with a warning, the layout is imported.
    func carouselLayout() -> UICollectionViewLayout {
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(0.8), heightDimension: .absolute(200)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .groupPagingCentered
        section.visibleItemsInvalidationHandler = { items, offset, environment in
            items.forEach { $0.transform = CGAffineTransform(scaleX: 0.9, y: 0.9) }
        }
        item.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
        return UICollectionViewCompositionalLayout(section: section)
    }

    // A provider that stops the app past its sections.
    func strictLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { index, _ in
            switch index {
            case 0, 1:
                let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50))
                return NSCollectionLayoutSection(group: .horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
            default:
                fatalError("no section \(index)")
            }
        }
    }
}
