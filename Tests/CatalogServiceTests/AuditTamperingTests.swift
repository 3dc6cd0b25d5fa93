import CatalogTestSupport
import Foundation
import GRDB
import LayoutModel
import Testing

@testable import CatalogService

/// `audit verify` against direct edits of the SQLite file.
@Suite struct AuditTamperingTests {
    /// Edits the catalog file behind the tool's back, as an attacker with file access would
    /// (dropping the immutability triggers first).
    static func tamper(_ dir: TemporaryDirectory, _ sql: String) throws {
        var configuration = Configuration()
        configuration.foreignKeysEnabled = false
        let queue = try DatabaseQueue(path: dir.path("c.sqlite"), configuration: configuration)
        try queue.write { db in
            try db.execute(
                sql: """
                    DROP TRIGGER IF EXISTS layout_revision_is_immutable;
                    DROP TRIGGER IF EXISTS audit_event_is_immutable;
                    DROP TRIGGER IF EXISTS audit_event_is_permanent;
                    """)
            try db.execute(sql: sql)
        }
    }

    static func prepared(_ dir: TemporaryDirectory) throws -> (Catalog, Int64) {
        let catalog = try RevisionHistoryTests.catalogWithTwoRevisions(dir)
        let events = try catalog.auditEvents(layout: "feed")
        return (catalog, events[0].id)
    }

    @Test func aCleanCatalogVerifies() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let (catalog, _) = try Self.prepared(dir)
        let result = try catalog.verifyAudit()
        #expect(result.isIntact)
        // One event per seeded preset and dataset, then the two adds.
        let seeded = try catalog.auditEvents(author: Catalog.seedAuthor).count
        #expect(seeded == (try catalog.list().count - 1) + (try catalog.datasets().count))
        #expect(result.eventCount == seeded + 2)
    }

    @Test func anEditedRevisionDefinitionIsReported() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let (catalog, _) = try Self.prepared(dir)
        try Self.tamper(
            dir,
            """
            UPDATE layout_revision SET definition = replace(definition, 'absolute(44)', 'absolute(45)')
            WHERE number = 1 AND layout_id = (SELECT id FROM layout WHERE name = 'feed')
            """)
        let result = try catalog.verifyAudit()
        #expect(!result.isIntact)
        #expect(result.problems.map(\.table) == [.layoutRevision])
        #expect(result.problems.first?.message.hasPrefix("feed@1: content does not match its content hash") == true)
    }

    @Test func anEditedRevisionWithARecomputedHashIsStillReported() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let (catalog, _) = try Self.prepared(dir)
        let forged = try catalog.revision(RevisionReference(parsing: "feed@1")).canonicalText.replacingOccurrences(
            of: "absolute(44)", with: "absolute(45)")
        let hash = ContentHash.sha256(forged)
        try Self.tamper(
            dir,
            """
            UPDATE layout_revision SET definition = '\(forged)', content_hash = '\(hash)'
            WHERE number = 1 AND layout_id = (SELECT id FROM layout WHERE name = 'feed')
            """)
        let result = try catalog.verifyAudit()
        #expect(result.problems.map(\.message) == ["feed@1: content hash differs from the one the audit trail recorded (the row was edited)"])
    }

    @Test func anEditedAuditRowIsReportedWithItsID() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let (catalog, first) = try Self.prepared(dir)
        try Self.tamper(dir, "UPDATE audit_event SET actor = 'mallory' WHERE id = \(first)")
        let result = try catalog.verifyAudit()
        #expect(result.problems.map(\.rowID) == [first])
        #expect(result.problems.first?.message == "content does not match its hash (the row was edited)")
    }

    @Test func aDeletedAuditRowIsReported() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let (catalog, first) = try Self.prepared(dir)
        try Self.tamper(dir, "DELETE FROM audit_event WHERE id = \(first)")
        let result = try catalog.verifyAudit()
        #expect(!result.isIntact)
        // The next event no longer follows its predecessor, and the revision it recorded has no event.
        #expect(result.problems.contains { $0.table == .auditEvent && $0.rowID == first + 1 && $0.message.contains("missing") })
        #expect(result.problems.contains { $0.table == .auditEvent && $0.rowID == first + 1 && $0.message.hasPrefix("does not chain") })
        #expect(result.problems.contains { $0.table == .layoutRevision && $0.message.hasPrefix("feed@1: no audit event") })
    }

    @Test func reorderedAuditRowsAreReported() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let (catalog, first) = try Self.prepared(dir)
        // Swap the ids of the two feed events.
        try Self.tamper(
            dir,
            """
            UPDATE audit_event SET id = -1 WHERE id = \(first);
            UPDATE audit_event SET id = \(first) WHERE id = \(first + 1);
            UPDATE audit_event SET id = \(first + 1) WHERE id = -1;
            """)
        let result = try catalog.verifyAudit()
        #expect(Set(result.problems.filter { $0.table == .auditEvent }.map(\.rowID)) == [first, first + 1])
    }

    @Test func anEditedSnapshotEntryIsReported() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let (catalog, _) = try Self.prepared(dir)
        _ = try catalog.recordSnapshot(
            history: "h", file: SourceDocument(path: "s.json", text: #"{"sections": [{"id": "s", "items": ["a", "b"]}]}"#),
            author: "ana", message: nil)
        #expect(try catalog.verifyAudit().isIntact)
        try Self.tamper(dir, "DROP TRIGGER snapshot_entry_is_immutable; UPDATE snapshot_entry SET payload = replace(payload, '\"b\"', '\"x\"')")
        let result = try catalog.verifyAudit()
        #expect(result.problems.map(\.table) == [.snapshotEntry])
        #expect(result.problems.first?.message.hasPrefix("history:h@1: content does not match its content hash") == true)
    }

    @Test func aDeletedMiddleRevisionIsReportedFromBothSides() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let (catalog, _) = try Self.prepared(dir)
        try BundleTests.add(catalog, height: 72, author: "cy", message: "third")
        try Self.tamper(
            dir,
            "DROP TRIGGER layout_revision_is_permanent; DELETE FROM layout_revision WHERE number = 2 AND layout_id = (SELECT id FROM layout WHERE name = 'feed')"
        )
        let messages = try catalog.verifyAudit().problems.map(\.message)
        #expect(messages.contains("feed@3: expected number 2 here (a row before it was deleted or renumbered)"))
        #expect(messages.contains("records feed@2, which is missing from the catalog (the row was deleted)"))
    }

    @Test func editedAuthorsTagsArchiveFlagsAndDeletedDatasetRowsAreReported() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let (catalog, _) = try Self.prepared(dir)
        _ = try catalog.tag(RevisionReference(parsing: "feed@1"), label: "v1", actor: "ana")
        try Self.tamper(
            dir, "UPDATE layout_revision SET author = 'mallory' WHERE number = 2 AND layout_id = (SELECT id FROM layout WHERE name = 'feed')")
        try Self.tamper(dir, "DELETE FROM revision_tag")
        try Self.tamper(dir, "UPDATE layout SET archived_at = '2027-01-01T00:00:00.000Z' WHERE name = 'grid'")
        try Self.tamper(dir, "DROP TRIGGER dataset_revision_is_permanent; DELETE FROM dataset_revision")
        let problems = try catalog.verifyAudit().problems
        #expect(
            problems.contains {
                $0.table == .layoutRevision
                    && $0.message == "feed@2: author, message or time differs from what the audit trail recorded (the row was edited)"
            })
        #expect(
            problems.contains { $0.table == .revisionTag && $0.message.hasPrefix("tag 'v1' on feed@1 is recorded by the audit trail but missing") })
        #expect(problems.contains { $0.table == .layout && $0.message == "grid is archived, but the audit trail says it is not" })
        #expect(problems.contains { $0.table == .auditEvent && $0.message.hasPrefix("records dataset:topapps@1, which is missing") })
    }

    /// A tag moved to another revision of its layout, or onto a revision of another layout,
    /// is caught; the tags left alone are not reported.
    @Test func aMovedTagIsReported() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let (catalog, _) = try Self.prepared(dir)
        _ = try catalog.tag(RevisionReference(parsing: "feed@1"), label: "v1", actor: "ana")
        _ = try catalog.tag(RevisionReference(parsing: "feed@2"), label: "v2", actor: "ana")
        _ = try catalog.tag(RevisionReference(parsing: "grid@1"), label: "shipped", actor: "ana")
        #expect(try catalog.verifyAudit().isIntact)
        try Self.tamper(
            dir,
            """
            UPDATE revision_tag SET revision_id = (SELECT r.id FROM layout_revision r JOIN layout l ON l.id = r.layout_id
                                                   WHERE l.name = 'feed' AND r.number = 2)
            WHERE label = 'v1'
            """)
        try Self.tamper(
            dir,
            """
            UPDATE revision_tag SET revision_id = (SELECT r.id FROM layout_revision r JOIN layout l ON l.id = r.layout_id
                                                   WHERE l.name = 'feed' AND r.number = 1)
            WHERE label = 'shipped'
            """)
        let tagProblems = try catalog.verifyAudit().problems.filter { $0.table == .revisionTag }.map(\.message)
        #expect(
            tagProblems.sorted() == [
                "tag 'shipped' on grid does not point where the audit trail says",
                "tag 'v1' on feed does not point where the audit trail says",
            ])
    }

    @Test func anAnchorMustBeAHashPrefixOfTwelveDigitsOrMore() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let (catalog, _) = try Self.prepared(dir)
        for bad in ["", "0", "abc", "zzzzzzzzzzzzzzzz"] {
            #expect(throws: ServiceError.self, "\(bad)") { try catalog.verifyAudit(anchor: bad) }
        }
    }

    @Test func aTruncatedTrailFailsAgainstARecordedAnchor() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let (catalog, _) = try Self.prepared(dir)
        let anchor = try #require(try catalog.verifyAudit().headHash)
        #expect(try catalog.verifyAudit(anchor: String(anchor.prefix(16))).isIntact)
        try Self.tamper(dir, "DELETE FROM audit_event WHERE id = (SELECT MAX(id) FROM audit_event)")
        let result = try catalog.verifyAudit(anchor: anchor)
        #expect(result.problems.contains { $0.message.contains("anchor") })
    }

    /// A pack channel's sequence lowered, and a key revocation removed, behind the tool's back
    /// (its triggers dropped): `audit verify` names both, as the trail says otherwise.
    @Test func aLoweredPackSequenceAndAnUndoneRevocationAreReported() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let (catalog, _) = try Self.prepared(dir)
        let old = try PackKeys.generate(prefix: dir.path("old"))
        let new = try PackKeys.generate(prefix: dir.path("new"))
        for (key, revoke) in [(old.privateKeyPath, [String]()), (new.privateKeyPath, [old.keyID])] {
            let request = PublishRequest(
                selection: .layouts([RevisionReference(name: "feed")]), keyPaths: [key], outPath: dir.path("p.pack"),
                force: true, channel: "prod", revokeKeyIDs: revoke)
            _ = try catalog.publish(request, actor: "ana")
        }
        #expect(try catalog.verifyAudit().isIntact)
        try Self.tamper(
            dir,
            """
            DROP TRIGGER pack_channel_sequence_only_grows;
            DROP TRIGGER pack_key_revocation_is_permanent;
            UPDATE pack_channel SET sequence = 1 WHERE channel = 'prod';
            DELETE FROM pack_key_revocation;
            """)
        let result = try catalog.verifyAudit()
        #expect(result.problems.map(\.table) == [.packChannel, .packKeyRevocation])
        #expect(
            result.problems.first?.message.hasPrefix("channel prod is at sequence 1, but the audit trail's newest pack for it is sequence 2") == true)
        #expect(result.problems.last?.message.hasPrefix("key \(old.keyID) was revoked by event #") == true)
    }

    /// The schema itself refuses to lower a sequence or forget a revocation.
    @Test func theSchemaRefusesToLowerASequence() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let (catalog, _) = try Self.prepared(dir)
        let key = try PackKeys.generate(prefix: dir.path("k"))
        let request = PublishRequest(
            selection: .layouts([RevisionReference(name: "feed")]), keyPath: key.privateKeyPath, outPath: dir.path("p.pack"),
            channel: "prod")
        _ = try catalog.publish(request, actor: "ana")
        let queue = try DatabaseQueue(path: dir.path("c.sqlite"))
        #expect(throws: DatabaseError.self) { try queue.write { try $0.execute(sql: "UPDATE pack_channel SET sequence = 1") } }
        #expect(throws: DatabaseError.self) { try queue.write { try $0.execute(sql: "DELETE FROM pack_channel") } }
    }
}
