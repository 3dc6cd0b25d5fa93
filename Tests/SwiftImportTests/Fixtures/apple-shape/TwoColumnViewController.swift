import UIKit

final class TwoColumnViewController: UIViewController {
    func createLayout() -> UICollectionViewLayout {
        LayoutBuilder { Section { HGroup(count: 2) { Item() }.interItemSpacing(.fixed(10)).height(.absolute(44)) } }
    }

    func createLayoutOld() -> UICollectionViewLayout {
        let cell = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
        let row = NSCollectionLayoutGroup.horizontal(
            layoutSize: .init(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44)), subitem: cell, count: 2)
        let gap = CGFloat(10)
        row.interItemSpacing = .fixed(gap)
        let section = NSCollectionLayoutSection(group: row)
        section.interGroupSpacing = gap
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
        return UICollectionViewCompositionalLayout(section: section)
    }
}
