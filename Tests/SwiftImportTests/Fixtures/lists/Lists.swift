import UIKit

final class ListViewController: UIViewController {
    // A whole layout that is one list.
    func createLayout() -> UICollectionViewLayout {
        let config = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        return UICollectionViewCompositionalLayout.list(using: config)
    }
}

final class OutlineViewController: UIViewController {
    // List sections from a provider, with header and footer modes, and a grid section.
    func createLayout() -> UICollectionViewLayout {
        return UICollectionViewCompositionalLayout { section, layoutEnvironment in
            if section == 0 {
                var configuration = UICollectionLayoutListConfiguration(appearance: .sidebar)
                configuration.headerMode = .firstItemInSection
                configuration.showsSeparators = false
                let listSection = NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: layoutEnvironment)
                listSection.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 0, trailing: 10)
                return listSection
            }
            var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
            configuration.headerMode = .supplementary
            configuration.footerMode = .supplementary
            return .list(using: configuration, layoutEnvironment: layoutEnvironment)
        }
    }
}
