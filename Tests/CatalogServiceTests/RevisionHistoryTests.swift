import CatalogTestSupport
import Foundation
import LayoutModel
import Testing

@testable import CatalogService

@Suite struct RevisionHistoryTests {
    static let header44 = """
        name: feed
        section:
          group:
            layout: horizontal
            size: {width: fractionalWidth(1), height: absolute(44)}
            subitems: [{item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}}]
          boundarySupplementaryItems:
            - {elementKind: header, size: {width: fractionalWidth(1), height: absolute(44)}, alignment: top}
        """
    static let header60 = header44.replacingOccurrences(of: "height: absolute(44)}, alignment", with: "height: absolute(60)}, alignment")

    static func catalogWithTwoRevisions(_ dir: TemporaryDirectory) throws -> Catalog {
        let catalog = try AddLayoutsTests.catalog(dir)
        _ = try catalog.add([SourceDocument(path: "feed.yaml", text: header44)], author: "ana", message: "first")
        _ = try catalog.add([SourceDocument(path: "feed.yaml", text: header60)], author: "ben", message: "taller header")
        return catalog
    }

    @Test func logListsRevisionsWithWhatChanged() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let log = try Self.catalogWithTwoRevisions(dir).log("feed")
        #expect(log.map(\.number) == [1, 2])
        #expect(log.map(\.author) == ["ana", "ben"])
        #expect(log[0].changes.isEmpty)
        #expect(log[1].changes.map(\.description) == ["section.boundarySupplementaryItems[0].size.height absolute(44)→absolute(60)"])
        #expect(log[1].message == "taller header")
    }

    @Test func revertAddsARevisionWithTheOldContent() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let catalog = try Self.catalogWithTwoRevisions(dir)
        let first = try catalog.revision(RevisionReference(parsing: "feed@1"))
        let reverted = try catalog.revert("feed", to: .number(1), message: nil, author: "cy")
        #expect(reverted.revision == 3)
        #expect(reverted.contentHash == first.contentHash)
        let head = try catalog.revision(RevisionReference(parsing: "feed"))
        #expect(head.message == "Revert to feed@1")
        #expect(head.author == "cy")
        #expect(try catalog.log("feed").count == 3, "history is kept")
        let again = try catalog.revert("feed", to: .number(1), message: nil, author: "cy")
        #expect(again.status == .unchanged)
        #expect(try catalog.log("feed").count == 3)
    }

    @Test func hashPrefixMatchingTwoRevisionsIsAmbiguous() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let catalog = try Self.catalogWithTwoRevisions(dir)
        let first = try catalog.revision(RevisionReference(parsing: "feed@1"))
        _ = try catalog.revert("feed", to: .number(1), message: nil, author: "cy")
        do {
            _ = try catalog.revision(RevisionReference(parsing: "feed@sha:\(first.contentHash.prefix(10))"))
            Issue.record("expected an ambiguity")
        } catch ServiceError.ambiguousReference(_, let candidates) {
            #expect(candidates.count == 2)
            #expect(candidates[0].hasPrefix("feed@1 "))
            #expect(candidates[1].hasPrefix("feed@3 "))
        }
    }

    @Test func tagsNameRevisionsMoveAndDelete() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let catalog = try Self.catalogWithTwoRevisions(dir)
        _ = try catalog.tag(RevisionReference(parsing: "feed@1"), label: "release", actor: "ana")
        #expect(try catalog.revision(RevisionReference(parsing: "feed@release")).number == 1)
        _ = try catalog.tag(RevisionReference(parsing: "feed"), label: "release", actor: "ana")
        #expect(try catalog.revision(RevisionReference(parsing: "feed@release")).number == 2)
        #expect(try catalog.tags("feed").map(\.label) == ["release"])
        try catalog.deleteTag("feed", label: "release", actor: "ana")
        #expect(try catalog.tags("feed").isEmpty)
        #expect(throws: ServiceError.self) { try catalog.revision(RevisionReference(parsing: "feed@release")) }
        for bad in ["12", "~1", "sha1", "has space", ""] {
            #expect(throws: ServiceError.self, "\(bad)") { try catalog.tag(RevisionReference(parsing: "feed"), label: bad, actor: "ana") }
        }
    }

    @Test func everyWriteAppendsAChainedAuditEvent() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let catalog = try Self.catalogWithTwoRevisions(dir)
        _ = try catalog.tag(RevisionReference(parsing: "feed@1"), label: "v1", actor: "ana")
        _ = try catalog.revert("feed", to: .tag("v1"), message: nil, author: "cy")
        try catalog.remove("feed", actor: "dee")
        let events = try catalog.auditEvents(layout: "feed")
        #expect(events.map(\.action) == ["layout.add", "layout.revise", "tag.set", "layout.revert", "layout.remove"])
        #expect(events.map(\.actor) == ["ana", "ben", "ana", "cy", "dee"])
        #expect(events.map(\.subject) == ["feed@1", "feed@2", "feed@1", "feed@3", "feed@3"])
        #expect(try catalog.auditEvents(author: "cy").map(\.action) == ["layout.revert"])
        // The clock is fixed in these tests, so every event has the same time.
        // The seeded presets and datasets have one event each, at the same fixed time.
        let seeded = try catalog.auditEvents(author: Catalog.seedAuthor).count
        #expect(try catalog.auditEvents(since: "2027-01-15").count == events.count + seeded)
        #expect(try catalog.auditEvents(since: "2027-01-16").isEmpty)
        let verification = try catalog.verifyAudit()
        #expect(verification.isIntact, "\(verification.problems)")
        #expect(verification.revisionCount == (try catalog.list(includeArchived: true).count - 1) + 3)
    }
}
