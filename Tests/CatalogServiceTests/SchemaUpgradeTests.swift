import CatalogStore
import CatalogTestSupport
import Foundation
import GRDB
import Testing

@testable import CatalogService

/// Catalogs made by earlier binaries (Tests/CatalogStoreTests/Fixtures, see make-fixtures.sh)
/// are read as they are, upgraded by the first write with every row kept, and verify.
@Suite struct SchemaUpgradeTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("CatalogStoreTests/Fixtures")

    /// Every row of every table in the file, as column → value (so rows stay comparable when a
    /// migration adds columns).
    static func rows(_ path: String) throws -> [String: [[String: DatabaseValue]]] {
        let queue = try DatabaseQueue(path: path)
        defer { try? queue.close() }
        return try queue.read { db in
            var tables: [String: [[String: DatabaseValue]]] = [:]
            for table in try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'") {
                tables[table] = try Row.fetchAll(db, sql: "SELECT * FROM \(table.quotedDatabaseIdentifier)").map { row in
                    Dictionary(uniqueKeysWithValues: row.columnNames.map { ($0, row[$0] as DatabaseValue) })
                }
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

    @Test(arguments: 1...5)
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
            #expect(
                listed
                    == (schema == 1
                        ? ["feed: Feed @1", "grid: Grid, again @3"]
                        : ["feed: Feed @1", "grid: Grid @4", "old-feed: Old feed @2"]))
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == bytes)
        #expect(!FileManager.default.fileExists(atPath: path + "-wal"))

        // Write: the file is upgraded, every earlier row is still there, and it verifies.
        let catalog = try Catalog(location: CatalogLocation(path: path, isDefault: false))
        let added = try catalog.add([SourceDocument(path: "after.yaml", text: Self.newLayout)], author: "upgrader", message: "after")
        #expect(added.map(\.status) == [.created])
        #expect(try catalog.revision(RevisionReference(parsing: "after-upgrade")).sourceText == Self.newLayout)
        // An older revision keeps showing its canonical YAML.
        let old = try catalog.revision(RevisionReference(parsing: "feed@1"))
        #expect(old.sourceText == nil)
        #expect(old.yamlText == old.definition.yamlText)
        let after = try Self.rows(path)
        for (table, rows) in before.sorted(by: { $0.key < $1.key }) where table != "layout_head_tag" {
            // Each earlier row, in the columns it had, is still there; added columns are NULL.
            // Schema 5's head facts moved into schema 7's listing under the same column names.
            let columns = Set(rows.first.map { Array($0.keys) } ?? [])
            let kept = Set((after[table == "layout_head" ? "layout_listing" : table] ?? []).map { $0.filter { columns.contains($0.key) } })
            #expect(rows.allSatisfy(kept.contains), "\(table): rows lost or changed by the upgrade")
        }
        if let headTags = before["layout_head_tag"] {
            // Each layout's tags, in their positions, are its listing's JSON array.
            var expected: [Int64: [(Int64, String)]] = [:]
            for row in headTags {
                guard let layout = Int64.fromDatabaseValue(row["layout_id"] ?? .null),
                    let position = Int64.fromDatabaseValue(row["position"] ?? .null),
                    let tag = String.fromDatabaseValue(row["tag"] ?? .null)
                else { continue }
                expected[layout, default: []].append((position, tag))
            }
            for row in after["layout_listing"] ?? [] {
                guard let layout = Int64.fromDatabaseValue(row["layout_id"] ?? .null) else { continue }
                let tags = (expected[layout] ?? []).sorted { $0.0 < $1.0 }.map { #""\#($0.1)""# }
                #expect(String.fromDatabaseValue(row["tags"] ?? .null) == "[" + tags.joined(separator: ",") + "]", "layout \(layout): tags lost")
            }
        }
        for revision in after["layout_revision"] ?? [] where before["layout_revision"]?.contains(where: { $0["id"] == revision["id"] }) == true {
            #expect(revision["source_text"] == .null && revision["source_hash"] == .null, "an older revision has no author text")
        }
        #expect(
            try catalog.appliedMigrations() == [
                "0001_layouts", "0002_audit", "0003_datasets", "0004_snapshots", "0005_layout_heads", "0006_revision_text",
                "0007_layout_listing", "0008_pack_channels",
            ])
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
            AuditEventRecord(
                id: id, occurredAt: "t", actor: "a", action: action, subject: subject,
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
