import LayoutModel
import Testing

@testable import SwiftImport

/// Subclasses of `UICollectionViewCompositionalLayout` that build their sections in their own
/// initializers (issue 31): the `super.init(…)` or `self.init(…)` call is the layout, the
/// initializer's parameters take their defaults or the arguments of the constructions.
@Suite struct LayoutSubclassImportTests {
    func importing(_ path: String, _ text: String) -> SwiftImportReport {
        SwiftImporter().importSources([SwiftSource(path: path, text: text)])
    }

    /// The one section's group of a single-section layout.
    func sectionGroup(_ layout: ImportedLayout?) -> Group? {
        guard case .single(.section(let section))? = layout?.definition.sections, case .group(let group) = section.content else { return nil }
        return group
    }

    /// The width of the first item of the section's group.
    func itemWidth(_ layout: ImportedLayout?) -> Dimension? {
        guard case .subitems(let children)? = sectionGroup(layout)?.children, case .item(let item)? = children.first else { return nil }
        return item.size.width
    }

    func section(_ layout: ImportedLayout?) -> Section? {
        guard case .single(.section(let section))? = layout?.definition.sections else { return nil }
        return section
    }

    func imported(_ site: ConstructionSite?) -> [String]? {
        guard case .imported(let names)? = site?.outcome else { return nil }
        return names
    }

    static let feed = """
        import UIKit

        final class FeedLayout: UICollectionViewCompositionalLayout {
            init(columns: Int = 2) {
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1.0 / CGFloat(columns)), heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .absolute(120)), subitems: [item])
                let section = NSCollectionLayoutSection(group: group)
                section.interGroupSpacing = 8
                super.init(section: section)
            }

            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        }
        """

    @Test func aDesignatedInitializerWithDefaultsIsALayoutWithNoConstructionSite() throws {
        let report = importing("Feed.swift", Self.feed)
        #expect(report.skipped.isEmpty, "\(report.skipped.map(\.reason))")
        #expect(report.layouts.map(\.name) == ["feed"])
        let layout = report.layout(named: "feed")
        #expect(sectionGroup(layout)?.size == LayoutSize(width: .fractionalWidth(1), height: .absolute(120)))
        // `columns` took its default, 2.
        #expect(itemWidth(layout) == .fractionalWidth(0.5))
        #expect(section(layout)?.interGroupSpacing == 8)
        #expect(layout?.source.line == 4)
        // The section and the `super.init(section:)` are both sites of the imported layout.
        #expect(report.sites.map(\.call) == ["NSCollectionLayoutSection(group:)", "super.init(section:)"])
        #expect(report.sites.map { imported($0) } == [["feed"], ["feed"]])
        #expect(report.recall.found == 2)
        #expect(report.recall.imported == 2)
    }

    @Test func aConstructionFollowsTheInitializerAndTheInitializerIsItsBuildingBlock() throws {
        let source =
            Self.feed + """

                final class FeedViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let layout = FeedLayout(columns: 4)
                        view.addSubview(UICollectionView(frame: view.bounds, collectionViewLayout: layout))
                    }
                }
                """
        let report = importing("Feed.swift", source)
        #expect(report.skipped.isEmpty, "\(report.skipped.map(\.reason))")
        // Named from the view controller (viewDidLoad says nothing); the initializer, followed
        // by it, is not a layout of its own.
        #expect(report.layouts.map(\.name) == ["feed"])
        let layout = report.layout(named: "feed")
        #expect(layout?.source.line == 19)
        #expect(itemWidth(layout) == .fractionalWidth(0.25))
        #expect(report.recall.found == 3)
        #expect(report.recall.imported == 3)
        #expect(imported(report.sites.first { $0.call == "FeedLayout(columns:)" }) == ["feed"])
    }

    @Test func aProviderWithAConfigurationPassedToSuper() throws {
        let source = """
            import UIKit

            final class ShelfLayout: UICollectionViewCompositionalLayout {
                init() {
                    let configuration = UICollectionViewCompositionalLayoutConfiguration()
                    configuration.interSectionSpacing = 20
                    super.init(sectionProvider: { index, environment in
                        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                            widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(
                            widthDimension: .absolute(140), heightDimension: .absolute(200)), subitems: [item])
                        let section = NSCollectionLayoutSection(group: group)
                        section.orthogonalScrollingBehavior = .continuous
                        return section
                    }, configuration: configuration)
                }

                required init?(coder: NSCoder) { fatalError() }
            }
            """
        let report = importing("Shelf.swift", source)
        #expect(report.layouts.map(\.name) == ["shelf"])
        let layout = try #require(report.layout(named: "shelf"))
        #expect(layout.definition.configuration.interSectionSpacing == 20)
        #expect(section(layout)?.orthogonalScrollingBehavior == .continuous)
        #expect(sectionGroup(layout)?.size == LayoutSize(width: .absolute(140), height: .absolute(200)))
        #expect(report.sites.map(\.call) == ["super.init(sectionProvider:configuration:)", "NSCollectionLayoutSection(group:)"])
        #expect(report.recall.imported == 2)
    }

    @Test func aTrailingClosureProviderReadsTheInitializersParameter() throws {
        let source = """
            import UIKit

            final class RowsLayout: UICollectionViewCompositionalLayout {
                init(height: CGFloat = 44) {
                    super.init { _, _ in
                        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height))
                        let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
                        return NSCollectionLayoutSection(group: group)
                    }
                }

                required init?(coder: NSCoder) { fatalError() }
            }
            """
        let report = importing("Rows.swift", source)
        #expect(report.layouts.map(\.name) == ["rows"])
        #expect(sectionGroup(report.layout(named: "rows"))?.size == LayoutSize(width: .fractionalWidth(1), height: .absolute(44)))
        #expect(report.sites.first?.call == "super.init { … }")
        #expect(report.recall.imported == 2)
    }

    @Test func aConvenienceInitializerCallingSelfInit() throws {
        let source = """
            import UIKit

            final class GridLayout: UICollectionViewCompositionalLayout {
                convenience init(spacing: CGFloat = 4) {
                    self.init(sectionProvider: { _, _ in
                        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60))
                        let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
                        let section = NSCollectionLayoutSection(group: group)
                        section.interGroupSpacing = spacing
                        return section
                    })
                }
            }
            """
        let report = importing("Grid.swift", source)
        #expect(report.layouts.map(\.name) == ["grid"])
        #expect(section(report.layout(named: "grid"))?.interGroupSpacing == 4)
        #expect(report.sites.first?.call == "self.init(sectionProvider:)")
        #expect(report.recall.imported == 2)
    }

    @Test func aStaticFactoryReturningSelf() throws {
        let source = """
            import UIKit

            final class CardLayout: UICollectionViewCompositionalLayout {
                static func make() -> Self {
                    let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(80))
                    let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
                    return Self(section: NSCollectionLayoutSection(group: group))
                }
            }
            """
        let report = importing("Card.swift", source)
        #expect(report.layouts.map(\.name) == ["card"])
        #expect(sectionGroup(report.layout(named: "card"))?.size == LayoutSize(width: .fractionalWidth(1), height: .absolute(80)))
        #expect(report.sites.map(\.call) == ["Self(section:)", "NSCollectionLayoutSection(group:)"])
        #expect(report.recall.imported == 2)
    }

    @Test func aSubclassOfASubclassPassesItsArgumentsUp() throws {
        let source =
            Self.feed + """

                final class WideFeedLayout: FeedLayout {
                    init() {
                        super.init(columns: 1)
                    }

                    required init?(coder: NSCoder) { fatalError() }
                }
                """
        let report = importing("Feed.swift", source)
        // `FeedLayout.init` is followed by `WideFeedLayout.init`: a building block of it.
        #expect(report.layouts.map(\.name) == ["wide-feed"])
        #expect(itemWidth(report.layout(named: "wide-feed")) == .fractionalWidth(1))
    }

    @Test func overridesThatChangeFramesAreAWarningNotASkip() throws {
        let source = """
            import UIKit

            final class StickyLayout: UICollectionViewCompositionalLayout {
                init() {
                    let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50))
                    let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
                    super.init(section: NSCollectionLayoutSection(group: group))
                }

                required init?(coder: NSCoder) { fatalError() }

                override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

                override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                    super.layoutAttributesForElements(in: rect)
                }
            }
            """
        let report = importing("Sticky.swift", source)
        #expect(report.layouts.map(\.name) == ["sticky"])
        let warnings = report.layout(named: "sticky")?.warnings ?? []
        // Only the override that changes frames; `shouldInvalidateLayout` does not.
        #expect(warnings.map(\.severity) == [.warning])
        #expect(
            warnings.first?.message
                == "`StickyLayout` overrides `layoutAttributesForElements(in:)`: the frames it gives when the app runs may differ from the sections imported here"
        )
        #expect(warnings.first?.position == SourcePosition(file: "Sticky.swift", line: 14, column: 19))
    }

    @Test func aSubclassWithoutItsOwnInitializerConstructedWithAProviderIsWarnedAboutToo() throws {
        let source = """
            import UIKit

            final class PagingLayout: UICollectionViewCompositionalLayout {
                override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint { proposedContentOffset }
            }

            func makePagingLayout() -> UICollectionViewLayout {
                PagingLayout(sectionProvider: { _, _ in
                    let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))
                    let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
                    return NSCollectionLayoutSection(group: group)
                })
            }
            """
        let report = importing("Paging.swift", source)
        #expect(report.layouts.map(\.name) == ["paging"])
        #expect(
            report.layout(named: "paging")?.warnings.map(\.message) == [
                "`PagingLayout` overrides `targetContentOffset(forProposedContentOffset:)`: the frames it gives when the app runs may differ from the sections imported here"
            ])
    }

    @Test func anInitializerThatNeedsArgumentsNoConstructionGivesIsSkipped() throws {
        let source = """
            import UIKit

            final class ColumnsLayout: UICollectionViewCompositionalLayout {
                init(columns: Int) {
                    let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1.0 / CGFloat(columns)), heightDimension: .fractionalHeight(1)))
                    let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitems: [item])
                    super.init(section: NSCollectionLayoutSection(group: group))
                }

                required init?(coder: NSCoder) { fatalError() }
            }
            """
        let report = importing("Columns.swift", source)
        #expect(report.layouts.isEmpty)
        #expect(report.skipped.map(\.name) == ["columns"])
        #expect(report.skipped.first?.code == .takesArguments)
        #expect(report.skipped.first?.reason.message.hasPrefix("takes arguments (columns: Int)") == true)

        // Constructed with an argument: that construction is the layout, the initializer is not
        // skipped on its own.
        let constructed =
            source + """

                final class PhotosViewController: UIViewController {
                    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: ColumnsLayout(columns: 3))
                }
                """
        let withSite = importing("Columns.swift", constructed)
        #expect(withSite.skipped.isEmpty, "\(withSite.skipped.map(\.reason))")
        #expect(withSite.layouts.map(\.name) == ["photos"])
        #expect(itemWidth(withSite.layout(named: "photos")) == .fractionalWidth(1.0 / 3))
        #expect(withSite.recall.found == 3)
        #expect(withSite.recall.imported == 3)
    }

    @Test func anEnumParameterNoConstructionFixesIsOneLayoutPerCase() throws {
        let source = """
            import UIKit

            enum Density { case compact, regular }

            final class TilesLayout: UICollectionViewCompositionalLayout {
                init(density: Density) {
                    let height: CGFloat = density == .compact ? 60 : 100
                    let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height))
                    let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
                    super.init(section: NSCollectionLayoutSection(group: group))
                }

                required init?(coder: NSCoder) { fatalError() }
            }
            """
        let report = importing("Tiles.swift", source)
        #expect(report.skipped.isEmpty, "\(report.skipped.map(\.reason))")
        #expect(report.layouts.map(\.name) == ["tiles-compact", "tiles-regular"])
        #expect(sectionGroup(report.layout(named: "tiles-compact"))?.size.height == .absolute(60))
        #expect(sectionGroup(report.layout(named: "tiles-regular"))?.size.height == .absolute(100))
        #expect(
            report.layout(named: "tiles-compact")?.warnings.map(\.message) == [
                "followed with `density` = .compact: the parameter is of the enum type `Density` and no call in the imported files gives it a value, so each of its cases is a layout of its own"
            ])
    }
}
