import LayoutModel
import Testing

@testable import SwiftImport

/// A layout reading a `Bool` the app decides when it runs — a stored `let` an initializer sets,
/// a `var` a switch changes, a parameter the app passes — is one layout per value (issue 31):
/// `<layout>-<name>` for `true`, `<layout>-no-<name>` for `false` (a leading `is`/`has` left
/// out). A `Bool` the code knows is not enumerated.
@Suite struct BooleanStateVariantTests {
    static let chat = """
        import UIKit

        final class ChatViewController: UIViewController {
            let showSectionHeaders: Bool

            init(showSectionHeaders: Bool) {
                self.showSectionHeaders = showSectionHeaders
                super.init(nibName: nil, bundle: nil)
            }

            func createLayout() -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout { _, environment in
                    var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
                    configuration.showsSeparators = false
                    let section = NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
                    if self.showSectionHeaders {
                        let header = NSCollectionLayoutBoundarySupplementaryItem(
                            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(32)),
                            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
                        section.boundarySupplementaryItems = [header]
                    }
                    return section
                }
            }
        }
        """

    /// The section of a layout with one section, all sections alike.
    static func section(_ layout: ImportedLayout?) -> Section? {
        guard case .single(.section(let section))? = layout?.definition.sections else { return nil }
        return section
    }

    @Test func aLetAnInitializerSetsIsOneLayoutPerValue() throws {
        let report = SwiftImporter().importSources([SwiftSource(path: "Chat.swift", text: Self.chat)])
        #expect(report.errors.isEmpty)
        #expect(report.skipped.isEmpty, "\(report.skipped.map(\.reason))")
        #expect(report.layouts.map(\.name) == ["chat-show-section-headers", "chat-no-show-section-headers"])
        // The header is in one and not in the other.
        let shown = try #require(Self.section(report.layout(named: "chat-show-section-headers")))
        let hidden = try #require(Self.section(report.layout(named: "chat-no-show-section-headers")))
        #expect(shown.boundarySupplementaryItems.map(\.elementKind) == ["UICollectionElementKindSectionHeader"])
        #expect(hidden.boundarySupplementaryItems.isEmpty)
        // Each says which value it was followed with, at the declaration (line 4, after 4 spaces).
        for (name, value) in [("chat-show-section-headers", "true"), ("chat-no-show-section-headers", "false")] {
            let notes = try #require(report.layout(named: name)).warnings.filter { $0.severity == .note && $0.message.hasPrefix("followed with") }
            #expect(notes.count == 1)
            #expect(notes.first?.position == SourcePosition(file: "Chat.swift", line: 4, column: 9))
            #expect(
                notes.first?.message
                    == "followed with `showSectionHeaders` = \(value): a `let` set by an initializer with a value the app decides, so each of its two values is a layout of its own"
            )
        }
        // Both construction sites (the layout at line 12, its list section at line 15) are
        // imported, by both.
        #expect(report.sites.map(\.position.line) == [12, 15])
        for site in report.sites {
            guard case .imported(let names) = site.outcome else {
                Issue.record("the site at \(site.position) is not imported: \(site.outcome)")
                continue
            }
            #expect(names == ["chat-show-section-headers", "chat-no-show-section-headers"])
        }
        #expect(report.recall.found == 2)
        #expect(report.recall.imported == 2)
    }

    static let grid = """
        import UIKit

        final class GridViewController: UIViewController {
            var isCompact = false

            func createLayout() -> UICollectionViewLayout {
                let columns = isCompact ? 2 : 3
                let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(120)), subitem: item, count: columns)
                return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
            }
        }
        """

    /// The count of a one-section layout's group of equal items.
    static func columns(_ layout: ImportedLayout?) -> Int? {
        guard case .count(_, let count)? = section(layout)?.group?.children else { return nil }
        return count
    }

    @Test func aVarInATernaryIsNamedWithoutItsLeadingIs() throws {
        let report = SwiftImporter().importSources([SwiftSource(path: "Grid.swift", text: Self.grid)])
        #expect(report.layouts.map(\.name) == ["grid-compact", "grid-no-compact"])
        #expect(Self.columns(report.layout(named: "grid-compact")) == 2)
        #expect(Self.columns(report.layout(named: "grid-no-compact")) == 3)
        let note = try #require(report.layout(named: "grid-no-compact")?.warnings.first { $0.message.hasPrefix("followed with") })
        #expect(note.message.hasPrefix("followed with `isCompact` = false: a `var` the app sets when it runs"))
        #expect(note.position == SourcePosition(file: "Grid.swift", line: 4, column: 9))
    }

    @Test func aKnownBoolIsNotEnumerated() throws {
        let text = Self.grid.replacingOccurrences(of: "var isCompact = false", with: "let isCompact = true")
        let report = SwiftImporter().importSources([SwiftSource(path: "Grid.swift", text: text)])
        #expect(report.layouts.map(\.name) == ["grid"])
        #expect(Self.columns(report.layout(named: "grid")) == 2)
        #expect(report.layouts.flatMap(\.warnings).allSatisfy { !$0.message.hasPrefix("followed with") })
    }

    static let badges = """
        import UIKit

        enum Badges {
            static func layout(showsBadges: Bool) -> UICollectionViewLayout {
                let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)))
                let group = NSCollectionLayoutGroup.vertical(
                    layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [item])
                let section = NSCollectionLayoutSection(group: group)
                guard showsBadges else { return UICollectionViewCompositionalLayout(section: section) }
                section.interGroupSpacing = 8
                return UICollectionViewCompositionalLayout(section: section)
            }
        }

        final class BadgesViewController: UIViewController {
            var collectionView: UICollectionView!
            var settings: [String: Bool] = [:]

            func reload() {
                collectionView.setCollectionViewLayout(Badges.layout(showsBadges: settings["badges"] ?? false), animated: true)
            }
        }
        """

    @Test func aBoolParameterPassedAtRunTimeIsOneLayoutPerValue() throws {
        let report = SwiftImporter().importSources([SwiftSource(path: "Badges.swift", text: Self.badges)])
        #expect(report.layouts.map(\.name) == ["badges-shows-badges", "badges-no-shows-badges"])
        #expect(Self.section(report.layout(named: "badges-shows-badges"))?.interGroupSpacing == 8)
        #expect(Self.section(report.layout(named: "badges-no-shows-badges"))?.interGroupSpacing == 0)
        let note = try #require(report.layout(named: "badges-shows-badges")?.warnings.first { $0.message.hasPrefix("followed with") })
        // At the parameter: line 4, after 4 spaces and `static func layout(`.
        #expect(note.position == SourcePosition(file: "Badges.swift", line: 4, column: 24))
        #expect(
            note.message
                == "followed with `showsBadges` = true: the parameter is a `Bool` and its calls pass a value known only when the app runs (Badges.swift:20), so each of its two values is a layout of its own"
        )
    }

    static let feed = """
        import UIKit

        final class FeedViewController: UIViewController {
            enum Filter { case photos, videos }

            var filter: Filter?

            func createLayout() -> UICollectionViewLayout {
                let height: CGFloat
                switch filter {
                case .photos: height = 100
                case .videos: height = 200
                case nil: height = 60
                }
                let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)), subitems: [item])
                return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
            }
        }
        """

    @Test func anOptionalEnumHasNilAsOneMoreVariant() throws {
        let report = SwiftImporter().importSources([SwiftSource(path: "Feed.swift", text: Self.feed)])
        #expect(report.layouts.map(\.name) == ["feed-photos", "feed-videos", "feed-no-filter"])
        #expect(Self.section(report.layout(named: "feed-no-filter"))?.group?.size.height == .absolute(60))
        let note = try #require(report.layout(named: "feed-no-filter")?.warnings.first { $0.message.hasPrefix("followed with") })
        #expect(note.message.hasPrefix("followed with `filter` = nil: a `var` the app sets when it runs, so each of its cases and `nil` is"))
    }
}
