import CatalogTestSupport
import Foundation
import GRDB
import Testing

@testable import CatalogStore

/// The checks `catalog doctor` will run: SQLite's integrity and foreign-key checks, and rows the
/// commands cannot reach.
@Suite struct CatalogChecksTests {
    private func catalog(_ dir: TemporaryDirectory) throws -> String {
        let path = dir.path("c.sqlite")
        let database = try CatalogDatabase(path: path, create: true)
        try database.write { store in
            for index in 0..<40 {
                try StoreFixtures.insertLayout(
                    store.db, name: "layout-\(index)",
                    definitions: [
                        StoreFixtures.definition("layout-\(index)", title: "Layout \(index)", tags: ["t\(index % 3)"]),
                        StoreFixtures.definition("layout-\(index)", title: "Layout \(index) again"),
                    ])
            }
        }
        return path
    }

    @Test func aSoundCatalogHasNoFindings() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let database = try CatalogDatabase(path: try catalog(dir), create: false)
        #expect(try database.integrityProblems() == [])
        #expect(try database.foreignKeyViolations() == [])
        #expect(try database.orphans() == [])
    }

    @Test func aDamagedPageIsReportedByTheIntegrityCheck() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let path = try catalog(dir)
        let (pageSize, rootPage) = try DatabaseQueue(path: path).read { db in
            (
                try Int.fetchOne(db, sql: "PRAGMA page_size") ?? 0,
                try Int.fetchOne(db, sql: "SELECT rootpage FROM sqlite_master WHERE name = 'layout_revision_content_hash'") ?? 0
            )
        }
        #expect(pageSize > 0 && rootPage > 1)
        // Overwrite the content-hash index's root page with zeros: its page type becomes invalid.
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.seek(toOffset: UInt64((rootPage - 1) * pageSize))
        try handle.write(contentsOf: Data(count: pageSize))
        try handle.close()
        let problems = try CatalogDatabase(path: path, create: false, access: .readOnly).integrityProblems()
        #expect(!problems.isEmpty)
        #expect(problems.joined().contains("\(rootPage)"), "\(problems)")
    }

    @Test func brokenForeignKeysAreReportedWithTheirTables() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let path = try catalog(dir)
        let raw = try DatabaseQueue(path: path)
        try raw.writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA foreign_keys = OFF")
            try db.execute(sql: "INSERT INTO revision_tag (id, layout_id, label, revision_id, created_at) VALUES (500, 999, 'x', 1, 't')")
        }
        try raw.close()
        let violations = try CatalogDatabase(path: path, create: false).foreignKeyViolations()
        #expect(violations == [ForeignKeyViolation(table: "revision_tag", rowID: 500, parent: "layout")])
    }

    @Test func orphansAndStaleHeadsAreReportedByRow() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let path = try catalog(dir)
        let raw = try DatabaseQueue(path: path)
        try raw.write { db in
            // A layout with no revision; a tag on another layout's revision; a stale head; a
            // dataset and a history that hold nothing.
            try db.execute(sql: "INSERT INTO layout (id, name, created_at) VALUES (900, 'empty', 't')")
            try db.execute(sql: "INSERT INTO revision_tag (id, layout_id, label, revision_id, created_at) VALUES (700, 2, 'x', 1, 't')")
            try db.execute(sql: "UPDATE layout_listing SET title = 'stale' WHERE layout_id = 3")
            try db.execute(sql: #"UPDATE layout_listing SET tags = json_insert(tags, '$[#]', 'extra') WHERE layout_id = 4"#)
            // A listing whose layout was archived behind the trigger's back.
            try db.execute(sql: "DROP TRIGGER layout_listing_follows_archiving")
            try db.execute(sql: "UPDATE layout SET archived_at = 't' WHERE id = 5")
            try db.execute(sql: "INSERT INTO dataset (id, name, created_at) VALUES (50, 'nothing', 't')")
            try db.execute(sql: "INSERT INTO snapshot_history (id, name, created_at) VALUES (60, 'blank', 't')")
        }
        try raw.close()
        let orphans = try CatalogDatabase(path: path, create: false).orphans()
        #expect(
            orphans.map { "\($0.table) \($0.rowID)" } == [
                "layout 900", "revision_tag 700", "dataset 50", "snapshot_history 60", "layout_listing 3", "layout_listing 4", "layout_listing 5",
            ])
    }
}
