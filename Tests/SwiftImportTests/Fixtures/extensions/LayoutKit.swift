import UIKit

// Helpers an app writes for itself, used from another file.

extension UICollectionViewCompositionalLayout {
    static func listLayout(rowHeight: CGFloat = 44) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout(section: .rows(height: rowHeight))
    }
}

extension NSCollectionLayoutSection {
    static func rows(height: CGFloat) -> NSCollectionLayoutSection {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height))
        return NSCollectionLayoutSection(group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
    }

    static func makeCarousel(width: CGFloat, height: CGFloat) -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: .init(widthDimension: .fractionalWidth(width), heightDimension: .absolute(height)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        return section
    }

    // An instance method: it sets the section's own property and returns the section.
    func withHeader(height: CGFloat = 40) -> NSCollectionLayoutSection {
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        boundarySupplementaryItems = [header]
        return self
    }
}

extension NSDirectionalEdgeInsets {
    init(horizontal: CGFloat, vertical: CGFloat) {
        self.init(top: vertical, leading: horizontal, bottom: vertical, trailing: horizontal)
    }

    static func all(_ value: CGFloat) -> NSDirectionalEdgeInsets {
        NSDirectionalEdgeInsets(top: value, leading: value, bottom: value, trailing: value)
    }
}

extension UIDevice {
    var isPad: Bool { userInterfaceIdiom == .pad }
}

protocol Reusable {}

extension Reusable {
    static var reuseIdentifier: String { String(describing: Self.self) }
}

final class BadgeView: UICollectionReusableView, Reusable {}
