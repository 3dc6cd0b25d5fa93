import UIKit

final class ConferenceNewsFeedViewController: UIViewController {
    func createLayout() -> UICollectionViewLayout {
        LayoutBuilder { Section { HGroup { Item().height(.estimated(100)) } } }
    }

    func createLayoutOld() -> UICollectionViewLayout {
        let estimated = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(100))
        let story = NSCollectionLayoutItem(layoutSize: estimated)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: estimated, subitem: story, count: 1)
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        section.interGroupSpacing = 10
        return UICollectionViewCompositionalLayout(section: section)
    }
}
