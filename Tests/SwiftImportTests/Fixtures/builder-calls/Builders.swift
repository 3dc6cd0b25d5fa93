import UIKit

enum Metrics {
    static let wideColumns = 4
    static let rowHeight: CGFloat = 100
}

enum CardStyle {
    case compact, tall
}

extension NSCollectionLayoutSection {
    // Needs its column count: each call below that fixes it is a layout of its own.
    static func gridSection(columnCount: Int, spacing: CGFloat = 8) -> NSCollectionLayoutSection {
        let cell = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let row = NSCollectionLayoutGroup.horizontal(
            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(Metrics.rowHeight)),
            subitem: cell, count: columnCount)
        row.interItemSpacing = .fixed(spacing)
        return NSCollectionLayoutSection(group: row)
    }

    // An enum case as the argument; the name shows it.
    static func cards(style: CardStyle) -> NSCollectionLayoutSection {
        let height: CGFloat
        switch style {
        case .compact: height = 120
        case .tall: height = 240
        }
        let card = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: .init(widthDimension: .fractionalWidth(0.8), heightDimension: .absolute(height)), subitems: [card])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .groupPaging
        return section
    }
}
