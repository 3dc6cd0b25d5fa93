import UIKit

// Properties set after construction, including one field of a struct property and compound
// assignment; a binding used twice; a `let` assigned later.
func makeMutatedLayout() -> UICollectionViewLayout {
    let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
    item.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: .flexible(0), top: nil, trailing: .flexible(0), bottom: nil)
    item.contentInsets.top = 2
    item.contentInsets.bottom += 6

    let group: NSCollectionLayoutGroup
    group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
        subitems: [item, item])
    group.interItemSpacing = .fixed(8)
    group.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 12, bottom: 0, trailing: 12)

    let section = NSCollectionLayoutSection(group: group)
    section.contentInsets.bottom = 16
    section.interGroupSpacing = 10
    section.interGroupSpacing *= 2
    section.contentInsetsReference = .layoutMargins
    section.supplementaryContentInsetsReference = .none
    section.orthogonalScrollingBehavior = .groupPagingCentered
    return UICollectionViewCompositionalLayout(section: section)
}
