import Foundation
import LayoutModel
import Testing

@testable import SwiftImport

/// Section providers that build whatever section the app's data holds at the index, imported as
/// `sectionsByKind`: each form of reading the identifier and of telling its kinds apart, in
/// `Fixtures/section-kinds` with the definitions written by hand beside them.
@Suite struct SectionKindTests {
    static let folder = "section-kinds"

    @Test func everyFormYieldsItsDefinition() throws {
        let report = try Fixtures.importing(Self.folder)
        let expected = try Fixtures.expected(Self.folder)
        #expect(report.errors.isEmpty, "\(report.errors)")
        #expect(Set(report.layouts.map(\.name)) == Set(expected.keys), "skipped: \(report.skipped.map { "\($0.name): \($0.reason)" })")
        for layout in report.layouts {
            guard let definition = expected[layout.name] else { continue }
            #expect(
                layout.definition.contentHash == definition.contentHash,
                "\(layout.name):\nexpected \(definition.canonicalText)\nimported \(layout.definition.canonicalText)")
            #expect(layout.assumptions.isEmpty)
        }
    }

    /// What the report says of each layout: the pattern, where, the kinds and the default.
    @Test(arguments: [
        ("storefront", DataChosenSections.Pattern.dataSourceIdentifier, "dataSource.sectionIdentifier(for:)", ["grid", "featured"], true),
        ("library", .snapshotIdentifiers, "dataSource.snapshot().sectionIdentifiers[…]", ["recent", "albums", "artists", "playlists"], false),
        ("catalogue", .sectionList, "CatalogueViewController.sections[…]", ["header", "category", "promo", "footer"], false),
        ("tags", .dataSourceIdentifier, "dataSource.sectionIdentifier(for:)", ["featured", "popular", "recent"], true),
        ("inbox", .sectionList, "InboxViewController.sectionIDs[…]", ["pinned", "unread"], true),
        ("preferences", .dataSourceIdentifier, "dataSource.sectionIdentifier(for:)", ["profile", "footer"], true),
        ("profile", .lookup, "ProfilePresenting.section(at:)", ["header", "posts", "followers"], false),
        ("activity", .sectionList, "ActivityViewModel.sections[…]", ["chart"], true),
        ("ranking", .snapshotIdentifiers, "dataSource.snapshot().sectionIdentifiers[…]", ["top", "rising"], true),
        ("discover", .dataSourceIdentifier, "dataSource.sectionIdentifier(for:)", ["hero", "shelf", "footer"], true),
        ("shelf", .sectionList, "ShelfViewModel.sections[…]", ["header", "books", "authors"], false),
        ("search", .dataSourceIdentifier, "dataSource.sectionIdentifier(for:)", ["suggestions", "results"], true),
    ])
    func theReportNamesThePattern(name: String, pattern: DataChosenSections.Pattern, expression: String, kinds: [String], hasDefault: Bool) throws {
        let report = try Fixtures.importing(Self.folder)
        let layout = try #require(report.layout(named: name))
        let chosen = try #require(layout.sectionsChosenBy, "\(name) has no pattern")
        #expect(chosen.pattern == pattern)
        #expect(chosen.expression == expression)
        #expect(chosen.kinds == kinds)
        #expect(chosen.hasDefault == hasDefault)
        #expect(layout.definition.sections.kinds == kinds)
        #expect(layout.warnings.contains { $0.severity == .note && $0.message == chosen.summary })
    }

    @Test func theNoteSaysWhereAndHowMany() throws {
        let report = try Fixtures.importing(Self.folder)
        let storefront = try #require(report.layout(named: "storefront"))
        #expect(
            storefront.sectionsChosenBy?.summary
                == "sections chosen by the data source's section identifier (`dataSource.sectionIdentifier(for:)`): 2 kinds and a default")
        let activity = try #require(report.layout(named: "activity"))
        #expect(activity.sectionsChosenBy?.helper == "ActivityViewModel.sectionType(for:)")
        #expect(activity.sectionsChosenBy?.summary.contains("looked up through `ActivityViewModel.sectionType(for:)`") == true)
    }

    @Test func anIndexOnlyProviderStillGoesByIndex() throws {
        let report = try Fixtures.importing(Self.folder)
        let dashboard = try #require(report.layout(named: "dashboard"))
        guard case .perIndex(let sections, let fallback) = dashboard.definition.sections else {
            Issue.record("dashboard is not by index: \(dashboard.definition.canonicalText)")
            return
        }
        #expect(sections.count == 2)
        #expect(fallback != nil)
        #expect(dashboard.sectionsChosenBy == nil)
    }

    /// The Swift form `catalog export --format swift` writes for a layout by kind, written here by
    /// hand, imports back to the definition it was written from.
    @Test func theExportedFormImportsToTheSameDefinition() throws {
        let report = try Fixtures.importing("section-kinds-export")
        let expected = try #require(try Fixtures.expected("section-kinds-export")["feed"])
        #expect(report.errors.isEmpty, "\(report.errors)")
        let feed = try #require(report.layout(named: "feed"), "skipped: \(report.skipped.map(\.reason.description))")
        #expect(
            feed.definition.canonicalText == expected.canonicalText,
            "expected \(expected.canonicalText)\nimported \(feed.definition.canonicalText)")
        #expect(feed.definition.contentHash == expected.contentHash)
        #expect(feed.sectionsChosenBy?.pattern == .closure)
        #expect(feed.sectionsChosenBy?.kinds == ["featured", "grid", "recent"])
    }

    @Test func aProviderTestingTheIndexToo() throws {
        let report = try Fixtures.importing("section-kinds-mixed")
        // The data source's cases in the snapshot's order: by index, as before.
        let home = try #require(report.layout(named: "home"), "skipped: \(report.skipped.map(\.reason.description))")
        guard case .perIndex(let sections, nil) = home.definition.sections else {
            Issue.record("home is not by index: \(home.definition.canonicalText)")
            return
        }
        #expect(sections.count == 2)
        // The identifier read first, then the index compared: by index too, and the note says why.
        let article = try #require(report.layout(named: "article"))
        guard case .perIndex(let articleSections, nil) = article.definition.sections else {
            Issue.record("article is not by index: \(article.definition.canonicalText)")
            return
        }
        #expect(articleSections.count == 2)
        #expect(article.warnings.contains { $0.message.hasPrefix("not imported by kind (the section provider compares the section index (with 1)") })
        // The last section found from the number of sections: by index too.
        let stories = try #require(report.layout(named: "stories"))
        guard case .perIndex(let storySections, nil) = stories.definition.sections else {
            Issue.record("stories is not by index: \(stories.definition.canonicalText)")
            return
        }
        #expect(storySections.count == 2)
        // An array the app fills: neither form can say it.
        let news = try #require(report.skipped.first { $0.name == "news" })
        #expect(news.code == .notInFormat)
        #expect(news.reason.message.contains("compares the section index"))
        #expect(news.reason.message.contains("NewsViewController.sections[…]"))
        // A kind whose section the data sizes.
        let gallery = try #require(report.skipped.first { $0.name == "gallery" })
        #expect(gallery.code == .runtimeValue)
        #expect(gallery.reason.message.hasPrefix("for sections of kind 'strip': "))
        #expect(gallery.reason.message.contains("an associated value of .strip"))
    }

    /// The exported form with no default: `return nil` where the identifier is missing or of
    /// another kind.
    @Test func theExportedFormWithoutADefault() throws {
        let source = """
            // catalog: name = "cards"
            import UIKit

            @MainActor
            func makeCardsLayout(sectionKind: @escaping (Int) -> String?) -> UICollectionViewCompositionalLayout {
                func makeHeroSection() -> NSCollectionLayoutSection {
                    let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(300))
                    let item = NSCollectionLayoutItem(layoutSize: size)
                    let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [item])
                    return NSCollectionLayoutSection(group: group)
                }

                return UICollectionViewCompositionalLayout { sectionIndex, layoutEnvironment in
                    guard let identifier = sectionKind(sectionIndex) else {
                        return nil
                    }
                    switch identifier.prefix(while: { $0 != "(" }) {
                    case "hero":
                        return makeHeroSection()
                    default:
                        return nil
                    }
                }
            }
            """
        let expected = try #require(
            LayoutDocument.check(
                """
                name: cards
                sectionsByKind:
                  - kind: hero
                    group:
                      layout: horizontal
                      size: &size {width: fractionalWidth(1), height: absolute(300)}
                      subitems:
                        - item: {size: *size}
                """, lint: false
            ).definition)
        let report = SwiftImporter().importSources([SwiftSource(path: "Cards.swift", text: source)])
        let cards = try #require(report.layout(named: "cards"), "skipped: \(report.skipped.map(\.reason.description))")
        #expect(cards.definition.canonicalText == expected.canonicalText)
        #expect(cards.sectionsChosenBy?.hasDefault == false)
    }

    /// A kind tested inside a tuple pattern, with a trait: each element is matched.
    @Test func aKindInATuplePattern() throws {
        let source = """
            import UIKit

            struct FeedSection {
                let id: String
            }

            final class FeedViewController: UIViewController {
                var sections: [FeedSection] = []

                func createLayout() -> UICollectionViewLayout {
                    UICollectionViewCompositionalLayout { index, environment in
                        switch (self.sections[index].id, environment.traitCollection.horizontalSizeClass) {
                        case ("banner", .regular): return Self.rows(400)
                        case ("banner", _): return Self.rows(200)
                        default: return Self.rows(50)
                        }
                    }
                }

                static func rows(_ height: CGFloat) -> NSCollectionLayoutSection {
                    let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height))
                    return NSCollectionLayoutSection(group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
                }
            }
            """
        let report = SwiftImporter().importSources([SwiftSource(path: "Feed.swift", text: source)])
        let feed = try #require(report.layout(named: "feed"), "skipped: \(report.skipped.map(\.reason.description))")
        guard case .byKind(let entries, let fallback?) = feed.definition.sections, entries.count == 1,
            case .oneOf(let alternatives) = entries[0].choice
        else {
            Issue.record("not one kind with alternatives: \(feed.definition.canonicalText)")
            return
        }
        #expect(entries[0].kind == "banner")
        #expect(alternatives.count == 2)
        #expect(alternatives[0].when?.horizontalSizeClass == .regular)
        #expect(fallback.alternatives.count == 1)
        #expect(feed.sectionsChosenBy?.pattern == .sectionList)
    }

    /// Kinds are bounded: a provider comparing the identifier with ever more strings stops at
    /// `SectionKindAnalysis.maximumKinds`.
    @Test func kindsAreBounded() throws {
        let source = """
            import UIKit

            final class ManyViewController: UIViewController {
                var sectionIDs: [String] = []

                func createLayout() -> UICollectionViewLayout {
                    UICollectionViewCompositionalLayout { index, _ in
                        let id = self.sectionIDs[index]
                        for n in 0..<1000 where id == "kind\\(n)" {
                            return nil
                        }
                        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
                        return NSCollectionLayoutSection(group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
                    }
                }
            }
            """
        let report = SwiftImporter().importSources([SwiftSource(path: "Many.swift", text: source)])
        let many = try #require(report.skipped.first { $0.name == "many" })
        #expect(many.code == .limit)
        #expect(many.reason.message.contains("more than \(SectionKindAnalysis.maximumKinds) kinds"))
    }

    /// The pattern crosses from the Swift reader to `catalog` with the layout.
    @Test func thePatternSurvivesTheExchange() throws {
        let report = try Fixtures.importing(Self.folder)
        let data = try JSONEncoder().encode(SwiftReaderExchange.Response(report: report))
        let decoded = try JSONDecoder().decode(SwiftReaderExchange.Response.self, from: data)
        let before = try #require(report.layout(named: "tags"))
        let after = try #require(decoded.report.layout(named: "tags"))
        #expect(after.sectionsChosenBy == before.sectionsChosenBy)
        #expect(after.definition.contentHash == before.definition.contentHash)
    }
}
