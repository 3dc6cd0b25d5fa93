import CatalogTestSupport
import Foundation
import GRDB
import Testing

@testable import CatalogStore

/// The records map their camel-case properties to the schema's snake-case columns through GRDB's
/// column strategies; every encoded column must exist in the table, and rows must come back
/// equal.
@Suite struct RecordColumnsTests {
    /// The columns a record encodes, against the table's own.
    private func check<Record: EncodableRecord & TableRecord>(_ record: Record, in db: Database) throws {
        let encoded = Set(try record.databaseDictionary.keys)
        let table = Set(try db.columns(in: Record.databaseTableName).map(\.name))
        #expect(encoded == table, "\(Record.databaseTableName): encodes \(encoded.sorted()), table has \(table.sorted())")
    }

    @Test func everyRecordEncodesExactlyItsTablesColumnsAndReadsBackEqual() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let database = try CatalogDatabase(path: dir.path("c.sqlite"), create: true)
        try database.write { store in
            let db = store.db
            var layout = LayoutRecord(name: "grid", createdAt: "2026-01-01T00:00:00.000Z", archivedAt: "2026-01-03T00:00:00.000Z")
            try layout.insert(db)
            let layoutId = try #require(layout.id)
            var revision = RevisionRecord(
                layoutId: layoutId, number: 1, parentId: nil, contentHash: "h", definition: "{}",
                author: "ann", message: "m", createdAt: "2026-01-02T00:00:00.000Z",
                sourceText: "# mine\nname: grid\n", sourceHash: "t")
            try revision.insert(db)
            let revisionId = try #require(revision.id)
            var tag = RevisionTagRecord(layoutId: layoutId, label: "release", revisionId: revisionId, createdAt: "t")
            try tag.insert(db)
            var dataset = DatasetRecord(id: nil, name: "topapps", createdAt: "t")
            try dataset.insert(db)
            var datasetRevision = DatasetRevisionRecord(
                id: nil, datasetId: try #require(dataset.id), number: 1, parentId: nil, contentHash: "d", content: "{}", author: "a",
                message: "", createdAt: "t")
            try datasetRevision.insert(db)
            var history = SnapshotHistoryRecord(name: "home", dataset: "topapps", createdAt: "t")
            try history.insert(db)
            var entry = SnapshotEntryRecord(
                historyId: try #require(history.id), number: 1, kind: .full, payload: "{}", contentHash: "s", sectionCount: 2,
                itemCount: 7, author: "a", message: "", createdAt: "t")
            try entry.insert(db)
            let event = try store.appendAudit(AuditEntry(actor: "a", action: "layout.add", subject: "grid@1", details: .object([:])), at: "t")

            try check(layout, in: db)
            try check(revision, in: db)
            try check(tag, in: db)
            try check(dataset, in: db)
            try check(datasetRevision, in: db)
            try check(history, in: db)
            try check(entry, in: db)
            try check(event, in: db)
            #expect(try LayoutRecord.fetchOne(db, key: layoutId) == layout)
            #expect(try RevisionRecord.fetchOne(db, key: revisionId) == revision)
            #expect(try RevisionTagRecord.fetchOne(db, key: tag.id) == tag)
            #expect(try DatasetRecord.fetchOne(db, key: dataset.id) == dataset)
            #expect(try DatasetRevisionRecord.fetchOne(db, key: datasetRevision.id) == datasetRevision)
            #expect(try SnapshotHistoryRecord.fetchOne(db, key: history.id) == history)
            #expect(try SnapshotEntryRecord.fetchOne(db, key: entry.id) == entry)
            #expect(try AuditEventRecord.fetchOne(db, key: event.id) == event)
            // The Columns enums name real columns: a request through them finds the row.
            #expect(try RevisionRecord.filter { $0.layoutId == layoutId && $0.contentHash == "h" }.fetchCount(db) == 1)
            #expect(try SnapshotEntryRecord.filter { $0.sectionCount == 2 && $0.itemCount == 7 }.fetchCount(db) == 1)
            #expect(try LayoutRecord.filter { $0.archivedAt != nil }.fetchCount(db) == 1)
        }
    }
}
