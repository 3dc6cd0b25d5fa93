import LayoutModel
import Testing

@testable import SwiftImport

/// Sections a provider chooses from the app's data (Fixtures/data-choices): the condition on the
/// data is followed both ways, and each answer that builds a layout is one (`BranchVariants`); a
/// section the remaining answers do not build whole comes in on its own; a section whose sizes
/// are data stays skipped. The definitions themselves are checked in ConstructFixtureTests.
@Suite struct DataChoiceTests {
    func outcome(_ report: SwiftImportReport, _ file: String, line: Int) -> ConstructionSite.Outcome? {
        report.sites.first { $0.position.file.hasSuffix(file) && $0.position.line == line }?.outcome
    }

    @Test func eachAnswerOfTheDataIsALayoutAndTheRestComesInOnItsOwn() throws {
        let report = try Fixtures.importing("data-choices")
        #expect(report.errors.isEmpty)
        // Store.swift: the layout (17) and its three sections (22, 27, 32); Article.swift: the
        // placeholder (17), the hero (24) and the body (29); Feed.swift: the layout and its section.
        #expect(report.recall.found == 9)
        #expect(report.recall.imported == 8)

        // With reviews, the whole store; without, section 1 returns nil (its list is not built).
        for (line, expected) in [
            (17, ["store-reviews", "store-no-reviews"]), (22, ["store-reviews", "store-no-reviews"]), (27, ["store-reviews"]),
            (32, ["store-reviews", "store-no-reviews"]),
        ] {
            guard case .imported(let names)? = outcome(report, "Store.swift", line: line) else {
                Issue.record("Store.swift:\(line) not imported")
                continue
            }
            #expect(names == expected, "line \(line)")
        }
        let empty = try #require(report.layout(named: "store-no-reviews"))
        #expect(empty.definition.sections.choice(forDataSection: 1, identifier: nil) == .returnsNil)
        let store = try #require(report.layout(named: "store-reviews"))
        let note = try #require(store.warnings.first { $0.message.hasPrefix("followed both ways") })
        #expect(note.message.contains("`!reviews.isEmpty`"))
        #expect(note.position?.line == 24)

        for (line, name) in [(17, "article-no-article"), (24, "article-hero")] {
            guard case .imported(let names)? = outcome(report, "Article.swift", line: line) else {
                Issue.record("Article.swift:\(line) not imported")
                continue
            }
            #expect(names == [name])
        }
        guard case .skipped? = outcome(report, "Article.swift", line: 29) else {
            Issue.record("the body, sized by the article, is imported")
            return
        }

        // The hero says why it stands alone: the choice the code makes at run time, where it is made.
        let hero = try #require(report.layout(named: "article-hero"))
        let alone = try #require(hero.warnings.first { $0.message.hasPrefix("imported on its own") })
        #expect(alone.message.contains("`let article`"))
        #expect(alone.position?.line == 15)
    }

    /// Following a data condition never decides a test of the container: that stays a `when`
    /// (Feed.swift).
    @Test func aWidthTestInsideAChosenSectionStaysWhen() throws {
        let report = try Fixtures.importing("data-choices")
        guard case .imported(let names)? = outcome(report, "Feed.swift", line: 9) else {
            Issue.record("the feed's layout is not imported")
            return
        }
        #expect(names == ["feed-story-count"])
        let stories = try #require(report.layout(named: "feed-story-count"))
        guard case .single(let choice) = stories.definition.sections else {
            Issue.record("not a single section")
            return
        }
        #expect(choice.alternatives.map(\.when?.maxWidth) == [600, nil])
    }
}
