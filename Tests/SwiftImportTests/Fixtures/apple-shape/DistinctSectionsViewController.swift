import UIKit

final class DistinctSectionsViewController: UIViewController {
    enum SectionLayoutKind: Int, CaseIterable {
        case list, grid5, grid3

        var columnCount: Int {
            switch self {
            case .list: return 1
            case .grid5: return 5
            case .grid3: return 3
            }
        }
    }

    func createLayout() -> UICollectionViewLayout {
        LayoutBuilder { CompositionalLayout { index, _ in SectionLayoutKind(rawValue: index).map { _ in Section { HGroup { Item() } } } } }
    }

    func createLayoutOld() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { (sectionIndex: Int, _: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection? in
            guard let kind = SectionLayoutKind(rawValue: sectionIndex) else { return nil }
            let cell = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
            cell.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
            let height: NSCollectionLayoutDimension = kind.columnCount == 1 ? .absolute(44) : .fractionalWidth(0.2)
            let row = NSCollectionLayoutGroup.horizontal(
                layoutSize: .init(widthDimension: .fractionalWidth(1.0), heightDimension: height), subitem: cell, count: kind.columnCount)
            let section = NSCollectionLayoutSection(group: row)
            section.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20)
            return section
        }
    }
}
