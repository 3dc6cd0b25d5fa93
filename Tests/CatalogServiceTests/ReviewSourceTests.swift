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
    }
}
