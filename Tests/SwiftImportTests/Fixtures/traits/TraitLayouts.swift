import UIKit

// Section providers testing the trait collection: they become `when` conditions on
// horizontalSizeClass, verticalSizeClass and userInterfaceIdiom.
enum TraitLayouts {
    static func rows(_ columns: Int) -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)), subitem: item, count: columns)
        return NSCollectionLayoutSection(group: group)
    }

    static func sizeClassColumns() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { _, environment in
            let columns = environment.traitCollection.horizontalSizeClass == .regular ? 4 : 2
            return rows(columns)
        }
    }

    static func idiomColumns() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { _, layoutEnvironment in
            switch layoutEnvironment.traitCollection.userInterfaceIdiom {
            case .pad:
                return rows(3)
            case .mac:
                return rows(5)
            default:
                return rows(1)
            }
        }
    }

    static func sizeClassAndWidth() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { _, environment in
            if environment.traitCollection.horizontalSizeClass == .compact {
                return rows(1)
            }
            return environment.container.effectiveContentSize.width > 1000 ? rows(4) : rows(3)
        }
    }
}
