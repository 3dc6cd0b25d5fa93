import UIKit

final class PhotosViewController: UIViewController {
    private func makeGridSection() -> NSCollectionLayoutSection {
        let item = Cells.square(0.25)
        return NSCollectionLayoutSection.padded(row(of: item, height: .fractionalWidth(0.25), spacing: 4), by: 10)
    }

    func createLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout(section: makeGridSection())
    }
}

final class AlbumsViewController: UIViewController {
    var layout: UICollectionViewLayout {
        let group = row(of: Cells.square(0.5, inset: 8), height: .absolute(180))
        return UICollectionViewCompositionalLayout(section: .padded(group, by: 0))
    }
}
