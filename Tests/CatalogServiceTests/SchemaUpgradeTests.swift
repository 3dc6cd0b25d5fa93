import CatalogStore
import Foundation
import GRDB
import Testing
@testable import CatalogService
import CatalogTestSupport

/// Catalogs made by earlier binaries (Tests/CatalogStoreTests/Fixtures, see make-fixtures.sh)
/// are read as they are, upgraded by the first write with every row kept, and verify.
@Suite struct SchemaUpgradeTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("CatalogStoreTests/Fixtures")

    /// Every row of every table in the file, as values.
    static func rows(_ path: String) throws -> [String: [[DatabaseValue]]] {
        let queue = try DatabaseQueue(path: path)
        defer { try? queue.close() }
        return try queue.read { db in
            var tables: [String: [[DatabaseValue]]] = [:]
            for table in try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'") {
                tables[table] = try Row.fetchAll(db, sql: "SELECT * FROM \(table.quotedDatabaseIdentifier)").map { Array($0.databaseValues) }
            }
            return tables
        }
    }

    static let newLayout = """
        name: after-upgrade
        title: After the upgrade
        section:
          group:
            layout: horizontal
            size: {width: fractionalWidth(1), height: absolute(50)}
            subitems: [{item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}}]
        """

    @Test(arguments: 1...4)
    func aCatalogFromAnEarlierSchemaUpgradesKeepingEveryRowAndVerifies(schema: Int) throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let path = dir.path("c.sqlite")
        try FileManager.default.copyItem(at: Self.fixtures.appendingPathComponent("schema-\(schema).sqlite"), to: URL(fileURLWithPath: path))
        let before = try Self.rows(path)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(before["grdb_migrations"]?.count == schema)

        // Read first: verify and list work on an upgraded copy in memory; the file stays as it was.
        do {
            let catalog = try Catalog(location: CatalogLocation(path: path, isDefault: false))
            let verification = try catalog.verifyAudit()
            #expect(verification.isIntact, "\(verification.problems)")
            // Schema 1: grid had three revisions; the revert (schema 2 on) made a fourth.
            #expect(verification.revisionCount == (schema == 1 ? 5 : 7))
            let listed = try catalog.list().map { "\($0.name): \($0.title ?? "-") @\($0.headRevision)" }
            // Schema 1 ends with old-feed archived and grid at its third revision; stage 2
            // reverted grid to its first and brought old-feed back.
            #expect(listed == (schema == 1
                ? ["feed: Feed @1", "grid: Grid, again @3"]
                : ["feed: Feed @1", "grid: Grid @4", "old-feed: Old feed @2"]))
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == bytes)
        #expect(!FileManager.default.fileExists(atPath: path + "-wal"))

        // Write: the file is upgraded, every earlier row is still there, and it verifies.
        let catalog = try Catalog(location: CatalogLocation(path: path, isDefault: false))
        let added = try catalog.add([SourceDocument(path: "after.yaml", text: Self.newLayout)], author: "upgrader", message: "after")
        #expect(added.map(\.status) == [.created])
        let after = try Self.rows(path)
        for (table, rows) in before.sorted(by: { $0.key < $1.key }) {
            let kept = Set(after[table] ?? [])
            #expect(rows.allSatisfy(kept.contains), "\(table): rows lost or changed by the upgrade")
        }
        #expect(try catalog.appliedMigrations() == ["0001_layouts", "0002_audit", "0003_datasets", "0004_snapshots", "0005_layout_heads"])
        let verification = try catalog.verifyAudit()
        #expect(verification.isIntact, "\(verification.problems)")
        let adopted = try DatabaseQueue(path: path).read { db in
            try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM audit_event WHERE action = 'layout.adopt'")
        }
        // Only the schema-1 catalog predates the trail: its five revisions are adopted.
        #expect(adopted == (schema == 1 ? 5 : 0))
        #expect(try catalog.list().map(\.name).contains("after-upgrade"))
    }

    /// A history is linked to a dataset by snapshot and bundle events about histories only.
    @Test func onlyEventsAboutHistoriesLinkThemToDatasets() {
        func event(_ id: Int64, _ action: String, _ subject: String) -> AuditEventRecord {
            AuditEventRecord(id: id, occurredAt: "t", actor: "a", action: action, subject: subject,
                             details: #"{"dataset":"topapps"}"#, previousHash: "", hash: "")
        }
        let ledger = AuditLedger([
            event(1, "snapshot.record", "history:home@1"),
            event(2, "bundle.import", "history:away@1"),
            event(3, "bundle.import", "feed@1"),
            event(4, "snapshot.record", "grid@1"),
        ])
        #expect(ledger.historyDatasets.keys.sorted() == ["away", "home"])
        #expect(ledger.historyDatasets["home"] == "topapps")
    }
}
