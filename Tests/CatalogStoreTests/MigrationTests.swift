import CatalogResources
import CatalogTestSupport
import Foundation
import Testing

@testable import CatalogStore

@Suite struct MigrationTests {
    @Test func migratesAnEmptyFileToTheLatestSchema() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let database = try CatalogDatabase(path: dir.path("new.sqlite"), create: true)
        let embedded = CatalogMigrations.files.map { String($0.name.dropLast(4)) }
        #expect(embedded.first == "0001_layouts")
        #expect(try database.appliedMigrations() == embedded)
        let tables = try database.read { store in
            try String.fetchAll(store.db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
        }
        for table in ["layout", "layout_revision", "revision_tag"] {
            #expect(tables.contains(table))
        }
    }

    @Test func migrationFilesAreNumberedUniquelyAndInOrder() {
        let names = CatalogMigrations.files.map(\.name)
        #expect(!names.isEmpty)
        let numbers = names.compactMap { Int($0.prefix(while: \.isNumber)) }
        #expect(numbers.count == names.count, "every migration starts with its number")
        #expect(numbers == Array(1...names.count), "numbers run 1, 2, 3 … without gaps: \(names)")
    }

    /// The binary carries `migrations/` and `seeds/` byte for byte, decoded when read.
    @Test func everyEmbeddedFileIsTheRepositorysFile() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let files = BundledFiles.all
        #expect(files.contains { $0.path == "migrations/0001_layouts.sql" })
        #expect(files.contains { $0.path.hasPrefix("seeds/layouts/") })
        for file in files {
            let onDisk = try Data(contentsOf: root.appendingPathComponent(file.path))
            #expect(file.data == onDisk, "\(file.path)")
        }
        #expect(BundledFiles.files(under: "migrations").map(\.path) == files.filter { $0.path.hasPrefix("migrations/") }.map(\.path))
    }

    @Test func opensWithWALForeignKeysAndABusyTimeout() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let database = try CatalogDatabase(path: dir.path("c.sqlite"), create: true)
        let (mode, foreignKeys, timeout) = try database.read { store in
            (
                try String.fetchOne(store.db, sql: "PRAGMA journal_mode"),
                try Int.fetchOne(store.db, sql: "PRAGMA foreign_keys"),
                try Int.fetchOne(store.db, sql: "PRAGMA busy_timeout")
            )
        }
        #expect(mode == "wal")
        #expect(foreignKeys == 1)
        #expect((timeout ?? 0) >= 1000)
    }

    @Test func refusesAMissingFileUnlessAskedToCreate() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        #expect(throws: StoreError.self) { try CatalogDatabase(path: dir.path("typo.sqlite"), create: false) }
        #expect(!FileManager.default.fileExists(atPath: dir.path("typo.sqlite")))
    }

    @Test func revisionsCannotBeUpdatedOrDeleted() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let database = try CatalogDatabase(path: dir.path("c.sqlite"), create: true)
        try database.write { store in
            let layout = try store.insertLayout(name: "grid", createdAt: "2026-01-01T00:00:00.000Z")
            _ = try store.appendRevision(
                layoutId: layout.id ?? 0, contentHash: "h", definition: "{}", author: "a",
                message: "", createdAt: "2026-01-01T00:00:00.000Z")
        }
        #expect(throws: StoreError.self) {
            try database.write { store in try store.db.execute(sql: "UPDATE layout_revision SET author = 'mallory'") }
        }
        #expect(throws: StoreError.self) {
            try database.write { store in try store.db.execute(sql: "DELETE FROM layout_revision") }
        }
    }

    @Test func aRevisionKeepsTheAuthorsTextAndItsHashTogetherOrNeither() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let database = try CatalogDatabase(path: dir.path("c.sqlite"), create: true)
        let (with, without) = try database.write { store in
            let layout = try store.insertLayout(name: "grid", createdAt: "t")
            let with = try store.appendRevision(
                layoutId: layout.id ?? 0, contentHash: "h", definition: "{}", author: "a", message: "",
                createdAt: "t", source: (text: "# mine\nname: grid\n", hash: "t1"))
            let without = try store.appendRevision(
                layoutId: layout.id ?? 0, contentHash: "h", definition: "{}", author: "a", message: "",
                createdAt: "t")
            return (with, without)
        }
        let rows = try database.read { store in try store.revisions(layoutId: with.layoutId) }
        #expect(rows.map(\.sourceText) == ["# mine\nname: grid\n", nil])
        #expect(rows.map(\.sourceHash) == ["t1", nil])
        #expect(rows.last == without)
        // A text without its hash (or the reverse) is refused by the schema.
        for (text, hash) in [("name: grid", nil), (nil, "t2")] as [(String?, String?)] {
            #expect(throws: StoreError.self) {
                try database.write { store in
                    try store.db.execute(
                        sql: """
                            INSERT INTO layout_revision (layout_id, number, content_hash, definition, author, created_at, source_text, source_hash)
                            VALUES (?, 3, 'h', '{}', 'a', 't', ?, ?)
                            """, arguments: [with.layoutId, text, hash])
                }
            }
        }
    }

    @Test func appendedRevisionsNumberOneTwoThreeWithParents() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let database = try CatalogDatabase(path: dir.path("c.sqlite"), create: true)
        let revisions = try database.write { store in
            let layout = try store.insertLayout(name: "grid", createdAt: "t")
            return try (1...3).map { n in
                try store.appendRevision(
                    layoutId: layout.id ?? 0, contentHash: "h\(n)", definition: "{}", author: "a",
                    message: "m\(n)", createdAt: "t")
            }
        }
        #expect(revisions.map(\.number) == [1, 2, 3])
        #expect(revisions[0].parentId == nil)
        #expect(revisions[1].parentId == revisions[0].id)
        #expect(revisions[2].parentId == revisions[1].id)
    }
}
