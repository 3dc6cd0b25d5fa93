import CatalogStore
import CatalogTestSupport
import Foundation
import GRDB
import LayoutModel
import Testing

@testable import CatalogService

/// `Catalog.doctor()` against a sound catalog and against files edited behind its back.
@Suite struct DoctorTests {
    @Test func aSoundCatalogPassesEveryCheck() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let catalog = try RevisionHistoryTests.catalogWithTwoRevisions(dir)
        let report = try catalog.doctor()
        #expect(report.isClean)
        #expect(report.checks.map(\.check) == [.integrity, .foreignKeys, .schema, .audit, .orphans])
        #expect(report.checks.allSatisfy { $0.outcome == .ok && $0.findings.isEmpty })
        #expect(report.schema.version == report.schema.supportedVersion)
        #expect(report.schema.pending.isEmpty)
        // The audit check is `verifyAudit`: the same events and revisions.
        let audit = try catalog.verifyAudit()
        #expect(report.eventCount == audit.eventCount)
        #expect(report.revisionCount == audit.revisionCount)
        #expect(report.headHash == audit.headHash)
    }

    @Test func anEditedRevisionIsAnAuditFinding() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let catalog = try RevisionHistoryTests.catalogWithTwoRevisions(dir)
        try AuditTamperingTests.tamper(
            dir,
            """
            UPDATE layout_revision SET definition = replace(definition, 'absolute(44)', 'absolute(45)')
            WHERE number = 1 AND layout_id = (SELECT id FROM layout WHERE name = 'feed')
            """)
        let report = try catalog.doctor()
        #expect(!report.isClean)
        #expect(report.checks.filter { $0.outcome != .ok }.map(\.check) == [.audit])
        #expect(report.findings.map(\.table) == ["layout_revision"])
        #expect(report.findings.first?.message.hasPrefix("feed@1: content does not match its content hash") == true)
    }

    @Test func aDanglingKeyAndAnOrphanLayoutAreFound() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let catalog = try RevisionHistoryTests.catalogWithTwoRevisions(dir)
        // A tag pointing at revision 999999 (no such row), and a layout with no revision.
        try AuditTamperingTests.tamper(
            dir,
            """
            INSERT INTO revision_tag (layout_id, label, revision_id, created_at)
            VALUES ((SELECT id FROM layout WHERE name = 'feed'), 'ghost', 999999, '2026-01-01T00:00:00.000Z');
            INSERT INTO layout (name, created_at) VALUES ('empty-shell', '2026-01-01T00:00:00.000Z');
            """)
        let report = try catalog.doctor()
        #expect(!report.isClean)
        let foreignKeys = report.checks.first { $0.check == .foreignKeys }
        #expect(foreignKeys?.outcome == .findings)
        #expect(foreignKeys?.findings.map(\.table) == ["revision_tag"])
        #expect(foreignKeys?.findings.first?.message == "refers to a missing layout_revision row")
        let orphans = report.checks.first { $0.check == .orphans }
        #expect(orphans?.findings.contains { $0.table == "layout" && $0.message.hasPrefix("has no revision") } == true)
    }

    @Test func aDiskIOErrorOnAFullDiskSaysTheDiskIsFull() {
        let error = StoreError.database("disk I/O error", path: "/data/c.sqlite")
        // 4 KB free: below the 1 MiB SQLite needs for a journal.
        let full = Catalog.explain(error, at: "/data/c.sqlite") { _ in 4096 }
        guard case ServiceError.diskFull(let path, let free) = full else {
            Issue.record("expected diskFull, got \(full)")
            return
        }
        #expect(path == "/data/c.sqlite")
        #expect(free == 4096)
        #expect("\(full)" == "/data/c.sqlite: the disk is full (4096 bytes free); free some space and retry — nothing was changed")
        // The same error with room to spare is some other I/O failure: left as SQLite said it.
        let roomy = Catalog.explain(error, at: "/data/c.sqlite") { _ in 10 << 30 }
        #expect("\(roomy)" == "/data/c.sqlite: disk I/O error")
        // SQLite's own "full" is believed whatever the free space says.
        let said = Catalog.explain(.database("database or disk is full", path: "/d/c.sqlite"), at: "/d/c.sqlite") { _ in 10 << 30 }
        #expect({ if case ServiceError.diskFull = said { true } else { false } }())
    }

    @Test func aBackupIsAWholeCheckedCopyAndNeverReplacesUnasked() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let catalog = try RevisionHistoryTests.catalogWithTwoRevisions(dir)
        var steps: [(Int, Int)] = []
        let result = try catalog.backup(to: dir.path("b.sqlite"), replacing: false) { steps.append(($0, $1)) }
        #expect(result.replaced == false)
        #expect(result.pages > 0)
        #expect(steps.last.map { $0.0 == $0.1 && $0.1 == result.pages } == true)
        let size = try FileManager.default.attributesOfItem(atPath: dir.path("b.sqlite"))[.size] as? Int
        #expect(size == result.bytes)
        func backedUp() throws -> Catalog { try Catalog(location: CatalogLocation(path: dir.path("b.sqlite"), isDefault: false)) }
        do {
            let copy = try backedUp()
            #expect(try copy.doctor().isClean)
            #expect(try copy.log("feed").map(\.author) == ["ana", "ben"])
            // While the copy is open (its log beside it), replacing it is refused even when asked.
            #expect(throws: ServiceError.self) { try catalog.backup(to: dir.path("b.sqlite"), replacing: true) }
        }

        // Refused without replacing: the old file is left as it was.
        _ = try catalog.add([SourceDocument(path: "feed.yaml", text: RevisionHistoryTests.header44)], author: "cy", message: "back")
        #expect(throws: ServiceError.self) { try catalog.backup(to: dir.path("b.sqlite"), replacing: false) }
        #expect(try backedUp().log("feed").count == 2)
        // Replaced when asked: the new copy has the third revision.
        let replaced = try catalog.backup(to: dir.path("b.sqlite"), replacing: true)
        #expect(replaced.replaced)
        #expect(try backedUp().log("feed").count == 3)
        #expect(throws: ServiceError.self) { try catalog.backup(to: dir.path("c.sqlite"), replacing: true) }
        #expect(throws: ServiceError.self) { try catalog.backup(to: dir.url.path, replacing: true) }
    }
}
