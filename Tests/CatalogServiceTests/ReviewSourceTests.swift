import CatalogTestSupport
import Foundation
import Testing
@testable import CatalogService

/// What `catalog review` makes of each side's text, and the verdict each fail policy gives.
@Suite struct ReviewSourceTests {
    @Test func existingPathsAreCatalogsOrFoldersAndTheRestGitRevisions() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        try Data().write(to: dir.url.appendingPathComponent("catalog.sqlite"))
        #expect(try ReviewSource.locate(dir.path("catalog.sqlite")) == .catalogFile(dir.path("catalog.sqlite")))
        #expect(try ReviewSource.locate(dir.url.path) == .folder(dir.url.path))
        #expect(try ReviewSource.locate("main:layouts/") == .gitRevision(revision: "main", path: "layouts/"))
        #expect(try ReviewSource.locate("HEAD~1:") == .gitRevision(revision: "HEAD~1", path: ""))
        #expect(ReviewSource.gitRevision(revision: "main", path: "layouts/").label == "main:layouts/")
        #expect(throws: ServiceError.self) { try ReviewSource.locate(dir.path("missing")) }
        // A leading colon names no revision.
        #expect(throws: ServiceError.self) { try ReviewSource.locate(":layouts") }
    }

    /// A revision that git would read as an option is refused before git runs.
    @Test func aRevisionStartingWithADashIsRefused() {
        #expect(throws: ServiceError.self) { try ReviewSource.gitRevision(revision: "--output=x", path: "layouts").layouts() }
    }

    @Test func failPoliciesDecideWhatCountsAsAFinding() {
        func review(_ statuses: [LayoutReview.Status]) -> Review {
            Review(base: .folder("a"), head: .folder("b"), request: ReviewRequest(), layouts: statuses.enumerated().map { index, status in
                LayoutReview(name: "l\(index)", status: status, baseOrigin: nil, headOrigin: nil, changes: [], screens: [])
            })
        }
        let clean = review([.unchanged, .unchanged])
        let changed = review([.unchanged, .changed])
        let added = review([.added])
        let removed = review([.unchanged, .removed])
        #expect(!clean.hasFindings(failingOn: .changed))
        #expect(changed.hasFindings(failingOn: .changed))
        #expect(added.hasFindings(failingOn: .changed))
        #expect(removed.hasFindings(failingOn: .changed))
        #expect(!changed.hasFindings(failingOn: .removed))
        #expect(!added.hasFindings(failingOn: .removed))
        #expect(removed.hasFindings(failingOn: .removed))
        for review in [clean, changed, added, removed] { #expect(!review.hasFindings(failingOn: .none)) }
        // Comments or formatting change no definition and no frame.
        #expect(!review([.unchanged, .textOnly]).hasFindings(failingOn: .changed))
    }

    /// The same canonical content in other text is reported as a text-only change, without
    /// resolving anything; identical text is unchanged.
    @Test func aCommentOnlyEditIsTextOnly() throws {
        let base = try TemporaryDirectory(), head = try TemporaryDirectory()
        defer { base.remove(); head.remove() }
        let feed = """
            name: feed
            section:
              group:
                layout: horizontal
                size: {width: fractionalWidth(1.0), height: absolute(80)}
                subitems: [{item: {size: {width: fractionalWidth(1.0), height: fractionalHeight(1.0)}}}]
            """
        let grid = feed.replacingOccurrences(of: "name: feed", with: "name: grid")
        try feed.write(toFile: base.path("feed.yaml"), atomically: true, encoding: .utf8)
        try grid.write(toFile: base.path("grid.yaml"), atomically: true, encoding: .utf8)
        try ("# Rows are 80 pt: the design's list height.\n" + feed).write(toFile: head.path("feed.yaml"), atomically: true, encoding: .utf8)
        try grid.write(toFile: head.path("grid.yaml"), atomically: true, encoding: .utf8)

        let review = try Review.compare(base: .folder(base.url.path), head: .folder(head.url.path), request: ReviewRequest())
        #expect(review.layouts.map(\.name) == ["feed", "grid"])
        #expect(review.layouts.map(\.status) == [.textOnly, .unchanged])
        #expect(review.layouts[0].screens.isEmpty && review.layouts[0].changes.isEmpty)
        #expect(!review.hasFindings(failingOn: .changed))
    }

    /// Text is compared only in one syntax: a layout added as JSON against its YAML export, or
    /// a revision without text, is unchanged.
    @Test func textsInDifferentSyntaxesOrMissingAreNoChange() {
        let yaml = "name: a\n", otherYAML = "# note\nname: a\n", json = #"{"name": "a"}"#
        #expect(Review.textsDiffer(yaml, otherYAML))
        #expect(!Review.textsDiffer(yaml, yaml))
        #expect(!Review.textsDiffer(json, yaml))
        #expect(!Review.textsDiffer(nil, yaml))
        #expect(Review.textsDiffer(json, #"{"name":"a"}"#))
    }
}
