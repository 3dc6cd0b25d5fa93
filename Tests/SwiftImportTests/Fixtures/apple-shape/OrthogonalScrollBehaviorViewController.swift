import UIKit

final class OrthogonalScrollBehaviorViewController: UIViewController {
    static let headerElementKind = "header-element-kind"

    enum SectionKind: Int, CaseIterable {
        case continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered, none

        func orthogonalScrollingBehavior() -> UICollectionLayoutSectionOrthogonalScrollingBehavior {
            switch self {
            case .none: return .none
            case .continuous: return .continuous
            case .continuousGroupLeadingBoundary: return .continuousGroupLeadingBoundary
            case .paging: return .paging
            case .groupPaging: return .groupPaging
            case .groupPagingCentered: return .groupPagingCentered
            }
        }
    }

    func createLayout() -> UICollectionViewLayout {
        LayoutBuilder { CompositionalLayout { _, _ in Section { HGroup { Item() } } } }
    }

    func createLayoutOld() -> UICollectionViewLayout {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 20
        return UICollectionViewCompositionalLayout(sectionProvider: { sectionIndex, _ in
            guard let kind = SectionKind(rawValue: sectionIndex) else { fatalError("unknown section kind") }
            let big = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(0.7), heightDimension: .fractionalHeight(1.0)))
            big.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
            let small = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(0.3)))
            small.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
            let pair = NSCollectionLayoutGroup.vertical(
                layoutSize: .init(widthDimension: .fractionalWidth(0.3), heightDimension: .fractionalHeight(1.0)), subitem: small, count: 2)
            let width: NSCollectionLayoutDimension = kind == .none ? .fractionalWidth(1.0) : .fractionalWidth(0.85)
            let container = NSCollectionLayoutGroup.horizontal(
                layoutSize: .init(widthDimension: width, heightDimension: .fractionalHeight(0.4)), subitems: [big, pair])
            let section = NSCollectionLayoutSection(group: container)
            section.orthogonalScrollingBehavior = kind.orthogonalScrollingBehavior()
            let header = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: .init(widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(44)),
                elementKind: Self.headerElementKind, alignment: .top)
            section.boundarySupplementaryItems = [header]
            return section
        }, configuration: configuration)
    }
}
