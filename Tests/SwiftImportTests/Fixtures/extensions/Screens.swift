import UIKit

final class StoreViewController: UIViewController {
    func createLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { index, _ in
            if index == 0 {
                let section = NSCollectionLayoutSection.makeCarousel(width: 0.8, height: 200).withHeader()
                section.contentInsets = .init(horizontal: 16, vertical: 8)
                return section
            }
            // The device's idiom is the trait collection's: a `when` on it.
            let columns = UIDevice.current.isPad ? 3 : 2
            let badge = NSCollectionLayoutSupplementaryItem(
                layoutSize: .init(widthDimension: .absolute(16), heightDimension: .absolute(16)),
                elementKind: BadgeView.reuseIdentifier, containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing]))
            let item = NSCollectionLayoutItem(
                layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)), supplementaryItems: [badge])
            item.contentInsets = .all(4)
            let row = NSCollectionLayoutGroup.horizontal(
                layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(120)), subitem: item, count: columns)
            return NSCollectionLayoutSection(group: row)
        }
    }
}

final class SettingsListViewController: UIViewController {
    let layout = UICollectionViewCompositionalLayout.listLayout(rowHeight: 56)
}
