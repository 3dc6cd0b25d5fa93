import UIKit

final class AdaptiveSectionsViewController: UIViewController {
    enum SectionLayoutKind: Int, CaseIterable {
        case list, grid5, grid3

        func columns(wide: Bool) -> Int {
            switch self {
            case .list: return wide ? 2 : 1
            case .grid5: return wide ? 10 : 5
            case .grid3: return wide ? 6 : 3
            }
        }
    }

    func createLayout() -> UICollectionViewLayout {
        LayoutBuilder { CompositionalLayout { _, environment in Section { HGroup { Item() } } } }
    }

    func createLayoutOld() -> UICollectionViewLayout {
        let layout = UICollectionViewCompositionalLayout { sectionIndex, environment in
            guard let kind = SectionLayoutKind(rawValue: sectionIndex) else { return nil }
            let wide = environment.container.effectiveContentSize.width > 800
            let cell = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(0.2), heightDimension: .fractionalHeight(1.0)))
            cell.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
            let height = kind == .list ? NSCollectionLayoutDimension.absolute(44) : NSCollectionLayoutDimension.fractionalWidth(0.2)
            let row = NSCollectionLayoutGroup.horizontal(
                layoutSize: .init(widthDimension: .fractionalWidth(1.0), heightDimension: height), subitem: cell, count: kind.columns(wide: wide))
            let section = NSCollectionLayoutSection(group: row)
            section.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20)
            return section
        }
        return layout
    }
}
