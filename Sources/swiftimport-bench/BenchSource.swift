/// A deterministic Swift file of about `lines` lines, built from the constructs layout code
/// uses: view controllers with grids, nested groups, badges and headers, section providers
/// switching on the index and on the container's width, custom groups with a repeat loop,
/// helpers in another type, and constants. Every layout in it imports faithfully, so the
/// benchmark times real work.
enum BenchSource {
    static func make(lines target: Int) -> String {
        var out = """
            import UIKit

            enum Spacing {
                static let gutter: CGFloat = 10
                static let row: CGFloat = 44
            }

            enum Blocks {
                static func item(_ width: CGFloat, inset: CGFloat = 2) -> NSCollectionLayoutItem {
                    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(width), heightDimension: .fractionalHeight(1)))
                    item.contentInsets = NSDirectionalEdgeInsets(top: inset, leading: inset, bottom: inset, trailing: inset)
                    return item
                }

                static func row(_ item: NSCollectionLayoutItem, height: CGFloat) -> NSCollectionLayoutGroup {
                    .horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)), subitems: [item])
                }
            }


            """
        var index = 0
        while out.reduce(0, { $1 == "\n" ? $0 + 1 : $0 }) < target {
            out += block(index)
            index += 1
        }
        return out
    }

    /// One view controller with four layouts, about 140 lines.
    private static func block(_ n: Int) -> String {
        let columns = 2 + n % 4
        let height = 40 + n % 60
        return """
            final class Screen\(n)ViewController: UIViewController {
                static let badgeKind = "badge-\(n)"
                let headerHeight: CGFloat = \(30 + n % 20)

                enum Kind: Int {
                    case hero, grid, list

                    var columns: Int {
                        switch self {
                        case .hero: return 1
                        case .grid: return \(columns)
                        case .list: return 1
                        }
                    }
                }

                func makeGrid\(n)Layout() -> UICollectionViewLayout {
                    let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / \(columns).0), heightDimension: .fractionalHeight(1.0))
                    let item = NSCollectionLayoutItem(layoutSize: itemSize)
                    item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
                    let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(\(height)))
                    let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
                    group.interItemSpacing = .fixed(Spacing.gutter / 2)
                    let section = NSCollectionLayoutSection(group: group)
                    section.interGroupSpacing = Spacing.gutter
                    section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: Spacing.gutter, bottom: 20, trailing: Spacing.gutter)
                    let header = NSCollectionLayoutBoundarySupplementaryItem(
                        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(headerHeight)),
                        elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
                    header.pinToVisibleBounds = true
                    section.boundarySupplementaryItems = [header]
                    return UICollectionViewCompositionalLayout(section: section)
                }

                func makeNested\(n)Layout() -> UICollectionViewLayout {
                    let leading = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(0.7), heightDimension: .fractionalHeight(1.0)))
                    leading.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
                    let badge = NSCollectionLayoutSupplementaryItem(
                        layoutSize: .init(widthDimension: .absolute(20), heightDimension: .absolute(20)),
                        elementKind: Self.badgeKind,
                        containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3)))
                    let trailing = NSCollectionLayoutItem(
                        layoutSize: .init(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)), supplementaryItems: [badge])
                    trailing.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
                    let trailingGroup = NSCollectionLayoutGroup.vertical(
                        layoutSize: .init(widthDimension: .fractionalWidth(0.3), heightDimension: .fractionalHeight(1.0)), subitem: trailing, count: 2)
                    let nested = NSCollectionLayoutGroup.horizontal(
                        layoutSize: .init(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(0.4)), subitems: [leading, trailingGroup])
                    let section = NSCollectionLayoutSection(group: nested)
                    section.orthogonalScrollingBehavior = .groupPaging
                    return UICollectionViewCompositionalLayout(section: section)
                }

                func makeSections\(n)Layout() -> UICollectionViewLayout {
                    let configuration = UICollectionViewCompositionalLayoutConfiguration()
                    configuration.interSectionSpacing = 20
                    return UICollectionViewCompositionalLayout(sectionProvider: { sectionIndex, environment in
                        guard let kind = Kind(rawValue: sectionIndex) else { return nil }
                        let wide = environment.container.effectiveContentSize.width > 800
                        let count = wide ? kind.columns * 2 : kind.columns
                        switch kind {
                        case .hero:
                            let group = Blocks.row(Blocks.item(1), height: 200)
                            let section = NSCollectionLayoutSection(group: group)
                            section.orthogonalScrollingBehavior = .paging
                            return section
                        case .grid:
                            let item = Blocks.item(1, inset: 4)
                            let group = NSCollectionLayoutGroup.horizontal(
                                layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.25)), subitem: item, count: count)
                            return NSCollectionLayoutSection(group: group)
                        case .list:
                            var list = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
                            list.headerMode = .supplementary
                            return NSCollectionLayoutSection.list(using: list, layoutEnvironment: environment)
                        }
                    }, configuration: configuration)
                }

                func makeStairs\(n)Layout() -> UICollectionViewLayout {
                    let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(120))
                    let group = NSCollectionLayoutGroup.custom(layoutSize: size) { environment in
                        let width = environment.container.contentSize.width
                        let height = environment.container.contentSize.height
                        var items: [NSCollectionLayoutGroupCustomItem] = []
                        for index in 0..<3 {
                            let i = CGFloat(index)
                            items.append(NSCollectionLayoutGroupCustomItem(frame: CGRect(x: i * ((width - 32) / 3 + 8), y: i * height / 3, width: (width - 32) / 3, height: height / 3)))
                        }
                        return items
                    }
                    let section = NSCollectionLayoutSection(group: group)
                    section.interGroupSpacing = \(n % 12)
                    return UICollectionViewCompositionalLayout(section: section)
                }
            }


            """
    }
}
