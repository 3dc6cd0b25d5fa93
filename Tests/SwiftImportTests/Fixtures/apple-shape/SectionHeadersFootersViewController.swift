import UIKit

final class SectionHeadersFootersViewController: UIViewController {
    static let sectionHeaderElementKind = "section-header-element-kind"
    static let sectionFooterElementKind = "section-footer-element-kind"

    func createLayout() -> UICollectionViewLayout {
        LayoutBuilder { Section { HGroup { Item() }.height(.absolute(44)) }.boundarySupplementaryItems { Header() } }
    }

    func createLayoutOld() -> UICollectionViewLayout {
        let row = NSCollectionLayoutGroup.horizontal(
            layoutSize: .init(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44)),
            subitems: [NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))])
        let section = NSCollectionLayoutSection(group: row)
        section.interGroupSpacing = 5
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
        let bannerSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(44))
        let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: bannerSize, elementKind: Self.sectionHeaderElementKind, alignment: .top)
        let footer = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: bannerSize, elementKind: Self.sectionFooterElementKind, alignment: .bottom)
        section.boundarySupplementaryItems = [header, footer]
        return UICollectionViewCompositionalLayout(section: section)
    }
}
