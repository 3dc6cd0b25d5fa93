import UIKit

// How a section provider's tests of the width and the index become `oneOf` / `when` and
// `sections:` / `defaultSection`.
enum ProviderAnalysis {
    static func rows(_ columns: Int) -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), subitem: item, count: columns)
        return NSCollectionLayoutSection(group: group)
    }

    // Three width ranges; the middle one includes both its bounds.
    static func threeWays() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { _, environment in
            let width = environment.container.effectiveContentSize.width
            let columns: Int
            if width < 500 {
                columns = 1
            } else if width <= 900 {
                columns = 2
            } else {
                columns = 4
            }
            return rows(columns)
        }
    }

    // One exact width.
    static func exactWidth() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { _, environment in
            rows(environment.container.effectiveContentSize.width == 768 ? 3 : 2)
        }
    }

    // No section below 600 (inclusive bound) or at and below 600 (exclusive).
    static func wideOnly() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { _, environment in
            if environment.container.effectiveContentSize.width >= 600 { return rows(2) }
            return nil
        }
    }

    static func wideOnlyExclusive() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { _, environment in
            if environment.container.effectiveContentSize.width > 600 { return rows(2) }
            return nil
        }
    }

    // An order test on the index: sections 0 and 1, then the rest.
    static func leadingPair() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { sectionIndex, _ in
            sectionIndex < 2 ? rows(3) : rows(1)
        }
    }

    // The index as a value or alternating: `sections:` cannot say either.
    static func growing() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { sectionIndex, _ in rows(sectionIndex + 1) }
    }

    static func alternating() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { sectionIndex, _ in
            sectionIndex % 2 == 0 ? rows(1) : rows(2)
        }
    }
}
