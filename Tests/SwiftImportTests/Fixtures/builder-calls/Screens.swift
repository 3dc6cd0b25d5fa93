import UIKit

final class CatalogScreen: UIViewController {
    var userColumns = 5

    // Not a layout itself (it returns an array): its calls say which grids and cards exist.
    func sections() -> [NSCollectionLayoutSection] {
        let columns = 3
        return [
            .gridSection(columnCount: columns),
            .gridSection(columnCount: Metrics.wideColumns),
            // The same arguments again, and the default spelled out: no new layout.
            .gridSection(columnCount: 3, spacing: 8),
            .cards(style: .tall),
        ]
    }

    // Known only when the app runs: no layout from this call.
    func userGrid() -> [NSCollectionLayoutSection] {
        [.gridSection(columnCount: userColumns)]
    }
}

// Nothing calls it with arguments the importer can fix.
func bannerSection(height: CGFloat) -> NSCollectionLayoutSection {
    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)), subitems: [item])
    return NSCollectionLayoutSection(group: group)
}
