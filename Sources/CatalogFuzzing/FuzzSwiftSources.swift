import CodeGeneration
import LayoutModel

/// Base Swift files for the fuzz harness: the code `export --format swift` writes for every
/// preset (header included, so each imports back as the same definition), and a few files in
/// the shapes app code takes — a section provider switching on the section and the width,
/// helpers with parameters, loops building items, a custom group's item provider, a list.
enum FuzzSwiftSources {
    /// The exported code of each definition, with the definition it must import back as.
    static func exported(_ definitions: [LayoutDefinition]) -> [(text: String, definition: LayoutDefinition)] {
        let generator = CodeGenerator(language: .swift)
        return definitions.map { definition in
            (generator.generate(definition, name: definition.name, revision: 1, contentHash: definition.contentHash), definition)
        }
    }

    /// Hand-written files in common shapes; what they import as is not fixed.
    static let shapes: [String] = [
        """
        import UIKit

        enum FeedSection: Int, CaseIterable {
            case banner, grid, list
        }

        final class FeedViewController: UIViewController {
            private let spacing: CGFloat = 8
            private let bannerHeight: CGFloat = 180

            // catalog: fuzz-feed
            func makeLayout() -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout { sectionIndex, environment in
                    let width = environment.container.effectiveContentSize.width
                    switch FeedSection(rawValue: sectionIndex) {
                    case .banner:
                        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                            widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
                        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(
                            widthDimension: .fractionalWidth(0.9), heightDimension: .absolute(self.bannerHeight)), subitems: [item])
                        let section = NSCollectionLayoutSection(group: group)
                        section.orthogonalScrollingBehavior = .groupPagingCentered
                        section.interGroupSpacing = self.spacing
                        return section
                    case .grid:
                        let columns = width > 600 ? 4 : 2
                        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                            widthDimension: .fractionalWidth(1.0 / CGFloat(columns)), heightDimension: .fractionalHeight(1.0)))
                        item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
                        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(
                            widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(0.5)), subitems: [item])
                        return NSCollectionLayoutSection(group: group)
                    default:
                        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                            widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(60)))
                        let group = NSCollectionLayoutGroup.vertical(layoutSize: item.layoutSize, subitems: [item])
                        let section = NSCollectionLayoutSection(group: group)
                        let header = NSCollectionLayoutBoundarySupplementaryItem(
                            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44)),
                            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
                        header.pinToVisibleBounds = true
                        section.boundarySupplementaryItems = [header]
                        return section
                    }
                }
            }
        }
        """,
        """
        import UIKit

        struct Tiles {
            static let rows = 3
            static let badge = "badge"

            static func tile(fraction: CGFloat, height: CGFloat) -> NSCollectionLayoutItem {
                let badgeAnchor = NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3))
                let badge = NSCollectionLayoutSupplementaryItem(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20)),
                    elementKind: Tiles.badge, containerAnchor: badgeAnchor)
                return NSCollectionLayoutItem(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(fraction), heightDimension: .absolute(height)),
                    supplementaryItems: [badge])
            }

            static func layout() -> UICollectionViewCompositionalLayout {
                var items: [NSCollectionLayoutItem] = []
                for index in 0..<rows {
                    items.append(tile(fraction: 1.0 / CGFloat(rows), height: 60 + CGFloat(index) * 20))
                }
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(120)),
                    subitems: items)
                group.interItemSpacing = .fixed(10)
                let section = NSCollectionLayoutSection(group: group)
                section.contentInsets = NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
                let configuration = UICollectionViewCompositionalLayoutConfiguration()
                configuration.interSectionSpacing = 20
                return UICollectionViewCompositionalLayout(section: section, configuration: configuration)
            }
        }
        """,
        """
        import UIKit

        func makeStaircaseLayout() -> UICollectionViewCompositionalLayout {
            let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(300))
            let group = NSCollectionLayoutGroup.custom(layoutSize: size) { environment in
                var frames: [NSCollectionLayoutGroupCustomItem] = []
                let width = environment.container.contentSize.width
                for step in 0..<4 {
                    let frame = CGRect(x: CGFloat(step) * width / 4, y: CGFloat(step) * 60, width: width / 4, height: 60)
                    frames.append(NSCollectionLayoutGroupCustomItem(frame: frame))
                }
                return frames
            }
            return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        }

        func makeSettingsLayout() -> UICollectionViewLayout {
            var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
            configuration.headerMode = .supplementary
            configuration.showsSeparators = true
            return UICollectionViewCompositionalLayout.list(using: configuration)
        }
        """,
    ]
}
