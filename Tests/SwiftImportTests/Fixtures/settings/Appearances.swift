import UIKit

// The user picks the list's appearance from a menu: each of UIKit's five appearances is a
// layout of its own, named with it.
final class AppearancesViewController: UIViewController {
    private var appearance = UICollectionLayoutListConfiguration.Appearance.plain

    func createLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { [unowned self] _, environment in
            let configuration = UICollectionLayoutListConfiguration(appearance: self.appearance)
            return NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
    }
}
