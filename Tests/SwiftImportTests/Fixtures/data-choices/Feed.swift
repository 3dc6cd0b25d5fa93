import UIKit

// Stories show only when the user turned them on; their section tests the container's width,
// which stays a `when` of the section imported on its own rather than a branch taken.
final class FeedViewController: UIViewController {
    var showsStories = false

    func createLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { [showsStories] index, environment in
            guard showsStories else { return nil }
            let columns = environment.container.effectiveContentSize.width > 600 ? 4 : 2
            let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitem: item, count: columns)
            let stories = NSCollectionLayoutSection(group: group)
            return stories
        }
    }
}
