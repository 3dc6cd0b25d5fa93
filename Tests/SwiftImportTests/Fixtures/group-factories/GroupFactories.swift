import UIKit

// Every group factory: horizontal/vertical with subitems, subitem + count (iOS 13) and
// repeatingSubitem + count (iOS 16), a nested group, an item and a group side by side.
enum GroupFactories {
    static func pairs() -> UICollectionViewLayout {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
        let column = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1.0)),
            subitem: item, count: 2)
        let strip = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(120)),
            repeatingSubitem: column, count: 2)
        let outer = NSCollectionLayoutGroup.vertical(
            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(240)),
            subitems: [strip, item])
        return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: outer))
    }

    // The IBPCollectionViewCompositionalLayout back-port spells every type with an IBP prefix.
    static func backPorted() -> IBPUICollectionViewCompositionalLayout {
        let size = IBPNSCollectionLayoutSize(widthDimension: IBPNSCollectionLayoutDimension.fractionalWidth(0.25), heightDimension: .absolute(60))
        let item = IBPNSCollectionLayoutItem(layoutSize: size)
        let group = IBPNSCollectionLayoutGroup.horizontal(
            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)), subitems: [item])
        let section = IBPNSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = IBPUICollectionLayoutSectionOrthogonalScrollingBehavior.paging
        return IBPUICollectionViewCompositionalLayout(section: section)
    }

    // `.init(…)` wherever the type is known from context, items made inline in `subitems`.
    static func initForms() -> UICollectionViewCompositionalLayout {
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .estimated(80)),
            subitems: [.init(layoutSize: .init(widthDimension: .fractionalWidth(1 / 3), heightDimension: .estimated(80)))])
        let section: NSCollectionLayoutSection = .init(group: group)
        section.contentInsets = .init(top: 4, leading: 8, bottom: 4, trailing: 8)
        return .init(section: section)
    }
}
