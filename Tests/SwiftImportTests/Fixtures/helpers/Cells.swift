import UIKit

// Helpers in one file, used by layouts in another (helpers/Screens.swift).
enum Cells {
    static func square(_ fraction: CGFloat, inset: CGFloat = 2) -> NSCollectionLayoutItem {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(fraction), heightDimension: .fractionalWidth(fraction)))
        item.contentInsets = NSDirectionalEdgeInsets(top: inset, leading: inset, bottom: inset, trailing: inset)
        return item
    }
}

func row(of item: NSCollectionLayoutItem, height: NSCollectionLayoutDimension, spacing: CGFloat? = nil) -> NSCollectionLayoutGroup {
    let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: height), subitems: [item])
    if let spacing {
        group.interItemSpacing = .fixed(spacing)
    }
    return group
}

extension NSCollectionLayoutSection {
    static func padded(_ group: NSCollectionLayoutGroup, by padding: CGFloat) -> NSCollectionLayoutSection {
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: padding, leading: padding, bottom: padding, trailing: padding)
        return section
    }
}
