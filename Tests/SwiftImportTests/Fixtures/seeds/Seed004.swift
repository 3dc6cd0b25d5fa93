// The Swift snippet of seed article 004 (组合类 FlowLayout 布局), typed as the article shows it.
// The article does not define toolsTitleItem, toolsFooterItem or sectionPaddingItem; they are
// written here as the preset's summary describes them (full-width, estimated 44, estimated 44
// and absolute 10 pt), with the section and layout around the group.
import UIKit

// catalog: seed-tools-block
func makeToolsLayout() -> UICollectionViewLayout {
let toolsTitleItem = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)))
let toolsFooterItem = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)))
let sectionPaddingItem = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(10)))

let itemSize = NSCollectionLayoutSize(
    widthDimension: .fractionalWidth(1/4), 
    heightDimension: .estimated(69)
)

let normalLayoutSize = NSCollectionLayoutSize(
    widthDimension: .fractionalWidth(1), 
    heightDimension: .estimated(500)
)

let toolsListGroup = NSCollectionLayoutGroup.horizontal(
    layoutSize: normalLayoutSize,
    subitems: [ .init(layoutSize: itemSize) ]
)

let rows = 5
let toolsGroup = NSCollectionLayoutGroup.vertical(
    layoutSize: normalLayoutSize,
    subitems: [
        [toolsTitleItem],
        Array(repeating: toolsListGroup, count: rows),
        [
            toolsFooterItem,
            sectionPaddingItem
        ],
    ].flatMap { $0 }
)
    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: toolsGroup))
}
