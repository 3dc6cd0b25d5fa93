import LayoutModel
import Testing

@testable import SwiftImport

/// Sections a provider chooses from the app's data (Fixtures/data-choices): the layout is
/// skipped, since which sections appear is known only when the app runs, but every section whose
/// geometry the code writes out is imported on its own; a section whose sizes are data stays
/// skipped. The definitions themselves are checked in ConstructFixtureTests.
@Suite struct DataChoiceTests {
    func outcome(_ report: SwiftImportReport, _ file: String, line: Int) -> ConstructionSite.Outcome? {
        report.sites.first { $0.position.file.hasSuffix(file) && $0.position.line == line }?.outcome
    }

    @Test func eachSectionTheDataChoosesIsImportedOnItsOwn() throws {
        let report = try Fixtures.importing("data-choices")
        #expect(report.errors.isEmpty)
        // Store.swift: the layout (17) and its three sections (22, 27, 32); Article.swift: the
        // placeholder (17), the hero (24) and the body (29); Feed.swift: the layout and its section.
        #expect(report.recall.found == 9)
        #expect(report.recall.imported == 6)

        guard case .skipped(.runtimeCondition, let why)? = outcome(report, "Store.swift", line: 17) else {
            Issue.record("the store's layout is not skipped for a condition on its data")
            return
        }
        #expect(why.message.contains("`!reviews.isEmpty`"))
        for (line, name) in [(22, "store-banner"), (27, "store-reviews"), (32, "store-shelf")] {
            guard case .imported(let names)? = outcome(report, "Store.swift", line: line) else {
                Issue.record("Store.swift:\(line) not imported")
                continue
            }
            #expect(names == [name])
        }
        for (line, name) in [(17, "article-placeholder"), (24, "article-hero")] {
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

        // Each says why it stands alone: the choice the code makes at run time, where it is made.
        let reviews = try #require(report.layouts.first { $0.name == "store-reviews" })
        let note = try #require(reviews.warnings.first { $0.message.hasPrefix("imported on its own") })
        #expect(note.message.contains("`!reviews.isEmpty`"))
        #expect(note.position?.line == 24)
    }

    /// Seeking a section never decides a test of the container: that stays a `when` (Feed.swift).
    @Test func aWidthTestInsideAChosenSectionStaysWhen() throws {
        let report = try Fixtures.importing("data-choices")
        guard case .skipped(.runtimeCondition, _)? = outcome(report, "Feed.swift", line: 9) else {
            Issue.record("the feed's layout is not skipped for the user's setting")
            return
        }
        let stories = try #require(report.layouts.first { $0.name == "feed-stories" })
        guard case .single(let choice) = stories.definition.sections else {
            Issue.record("not a single section")
            return
        }
        #expect(choice.alternatives.map(\.when?.maxWidth) == [600, nil])
    }
}
