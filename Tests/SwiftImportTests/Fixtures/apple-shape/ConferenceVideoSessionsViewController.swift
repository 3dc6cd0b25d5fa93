import UIKit

final class ConferenceVideoSessionsViewController: UIViewController {
    static let titleElementKind = "title-element-kind"

    func createLayout() -> UICollectionViewLayout {
        LayoutBuilder { CompositionalLayout { _, _ in Section { HGroup { Item() } } } }
    }

    func createLayoutOld() -> UICollectionViewLayout {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 20
        let layout = UICollectionViewCompositionalLayout(sectionProvider: { _, environment in
            let card = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
            // Two cards side by side on a wide container.
            let fraction: CGFloat = environment.container.effectiveContentSize.width > 500 ? 0.425 : 0.85
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: .init(widthDimension: .fractionalWidth(fraction), heightDimension: .absolute(250)), subitems: [card])
            let section = NSCollectionLayoutSection(group: group)
            section.orthogonalScrollingBehavior = .continuous
            section.interGroupSpacing = 20
            section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
            let title = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: .init(widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(44)),
                elementKind: Self.titleElementKind, alignment: .top)
            section.boundarySupplementaryItems = [title]
            return section
        }, configuration: configuration)
        return layout
    }
}
