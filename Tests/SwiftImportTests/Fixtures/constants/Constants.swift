import UIKit

// File-level constants, static lets, enum raw values and arithmetic on them.
let gutter: CGFloat = 12
let columns = 3

enum Metrics {
    static let rowHeight: CGFloat = 44
    static let spacing = 2.5
}

enum Inset: CGFloat {
    case small = 4
    case large = 16
}

enum Ratio: Int {
    case one = 1, two, three
}

struct ConstantsLayouts {
    static let headerKind = "header-\(columns)"

    static func columnsLayout() -> UICollectionViewLayout {
        // `1 / columns` would be 0 (Int); CGFloat(columns) makes it a fraction.
        let fraction = 1.0 / CGFloat(columns)
        let truncated = 7 / 2
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(fraction), heightDimension: .absolute(Metrics.rowHeight * 2 - Inset.small.rawValue)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: gutter / 2, bottom: CGFloat(truncated), trailing: (gutter / 2))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(CGFloat(Ratio.three.rawValue) * 30)),
            subitems: [item])
        group.interItemSpacing = .fixed((Metrics.spacing * 2))
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: Inset.large.rawValue, leading: 0, bottom: -(-Inset.large.rawValue), trailing: 0)
        section.interGroupSpacing = 1 / 4
        section.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(Metrics.rowHeight)),
                elementKind: headerKind, alignment: .top),
        ]
        return UICollectionViewCompositionalLayout(section: section)
    }
}
