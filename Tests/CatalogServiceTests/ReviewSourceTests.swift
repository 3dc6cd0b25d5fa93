import CatalogTestSupport
import Foundation
import LayoutEngine
import LayoutModel
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
            Review(
                base: .folder("a"), head: .folder("b"), request: ReviewRequest(),
                layouts: statuses.enumerated().map { index, status in
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
        let base = try TemporaryDirectory()
        let head = try TemporaryDirectory()
        defer {
            base.remove()
            head.remove()
        }
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

    /// A review on one release resolves every device as that release snaps; a device that never
    /// ran it is refused before anything is read. A row of three fractions 0.3 of 375 at @2x is
    /// 112.5 = 225 px wide on either rule, but widening the items to 0.33 moves them by 123.75 −
    /// 112.5: on iOS 14 the rounded exact origins 0, 123.75 → 247.5 px → 248 px = 124, 247.5 →
    /// 495 px; on iOS 16 the floored widths (247.5 px → 247 px) accumulate to 123.5 and 247.
    @Test func aReviewRunsOnTheReleaseItIsGiven() throws {
        let base = try TemporaryDirectory()
        let head = try TemporaryDirectory()
        defer {
            base.remove()
            head.remove()
        }
        let row = """
            name: row
            section:
              group:
                layout: horizontal
                size: {width: fractionalWidth(1.0), height: absolute(50)}
                subitems: [{item: {size: {width: fractionalWidth(0.3), height: fractionalHeight(1.0)}}}]
            """
        try row.write(toFile: base.path("row.yaml"), atomically: true, encoding: .utf8)
        try row.replacingOccurrences(of: "fractionalWidth(0.3)", with: "fractionalWidth(0.33)")
            .write(toFile: head.path("row.yaml"), atomically: true, encoding: .utf8)

        func largestDelta(_ release: IOSVersion) throws -> (Double, IOSVersion) {
            let review = try Review.compare(
                base: .folder(base.url.path), head: .folder(head.url.path),
                request: ReviewRequest(devices: ["iphone-8"], iOS: release))
            let screen = try #require(review.layouts.first?.screens.first)
            return (screen.largestDelta, screen.iOS)
        }
        // the third item moves from 225 to 495 px = 247.5 (iOS 14) or 247 (iOS 16): Δ 22.5 or 22
        let old = try largestDelta(IOSVersion(14))
        #expect(old.0 == 22.5 && old.1 == IOSVersion(14))
        let new = try largestDelta(IOSVersion(16))
        #expect(new.0 == 22 && new.1 == IOSVersion(16))
        #expect {
            try Review.compare(
                base: .folder(base.url.path), head: .folder(head.url.path),
                request: ReviewRequest(devices: ["iphone-8"], iOS: IOSVersion(17)))
        } throws: { error in
            "\(error)" == "iPhone 8 does not run iOS 17; it runs iOS 13, 14, 15 and 16"
        }
    }

    /// Text is compared only in one syntax: a layout added as JSON against its YAML export, or
    /// a revision without text, is unchanged.
    @Test func textsInDifferentSyntaxesOrMissingAreNoChange() {
        let yaml = "name: a\n"
        let otherYAML = "# note\nname: a\n"
        let json = #"{"name": "a"}"#
        #expect(Review.textsDiffer(yaml, otherYAML))
        #expect(!Review.textsDiffer(yaml, yaml))
        #expect(!Review.textsDiffer(json, yaml))
        #expect(!Review.textsDiffer(nil, yaml))
        #expect(Review.textsDiffer(json, #"{"name":"a"}"#))
    }
}
