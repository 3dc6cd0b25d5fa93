import UIKit

// Stories show only when the app loaded some (a count: followed both ways); their section tests
// the container's width, which stays a `when`, not a branch taken.
final class FeedViewController: UIViewController {
    var storyCount = 0

    func createLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { [storyCount] index, environment in
            guard storyCount > 0 else { return nil }
            let columns = environment.container.effectiveContentSize.width > 600 ? 4 : 2
            let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitem: item, count: columns)
            let stories = NSCollectionLayoutSection(group: group)
            return stories
        }
    }
}
