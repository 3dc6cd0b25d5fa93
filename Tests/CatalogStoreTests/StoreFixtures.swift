import Foundation
import GRDB

@testable import CatalogStore

/// Catalog files for the store's tests, written with plain SQL so that a test controls exactly
/// which schema and rows a file has.
enum StoreFixtures {
    /// A file migrated up to and including `identifier` (nil: every embedded migration), with no
    /// rows. The connection is closed when this returns.
    static func file(at path: String, migratedTo identifier: String? = nil) throws {
        let queue = try DatabaseQueue(path: path)
        try queue.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA journal_mode = WAL") }
        if let identifier {
            try CatalogMigrations.migrator.migrate(queue, upTo: identifier)
        } else {
            try CatalogMigrations.migrator.migrate(queue)
        }
        try queue.close()
    }

    /// A canonical-looking definition with a title, summary and tags.
    static func definition(_ name: String, title: String, summary: String? = nil, tags: [String] = []) -> String {
        var object: [String: Any] = ["name": name, "title": title, "tags": tags]
        if let summary { object["summary"] = summary }
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }

    /// Inserts a layout and its revisions with SQL (as a schema-1…4 binary would have), returning
    /// the layout's id.
    @discardableResult
    static func insertLayout(_ db: Database, name: String, definitions: [String], archived: Bool = false) throws -> Int64 {
        try db.execute(
            sql: "INSERT INTO layout (name, created_at, archived_at) VALUES (?, ?, ?)",
            arguments: [name, "2026-01-01T00:00:00.000Z", archived ? "2026-01-02T00:00:00.000Z" : nil])
        let layoutId = db.lastInsertedRowID
        var parent: Int64?
        for (index, definition) in definitions.enumerated() {
            try db.execute(
                sql: """
                    INSERT INTO layout_revision (layout_id, number, parent_id, content_hash, definition, author, message, created_at)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                    """,
                arguments: [
                    layoutId, index + 1, parent, "hash-\(name)-\(index + 1)", definition, "author\(index + 1)",
                    "message \(index + 1)", "2026-01-0\(index + 1)T00:00:00.000Z",
                ])
            parent = db.lastInsertedRowID
        }
        return layoutId
    }

    /// The bytes of a file and the names of the side files SQLite keeps beside it.
    struct FileState: Equatable {
        var bytes: Data
        var sideFiles: [String]
    }

    static func state(of path: String) throws -> FileState {
        let sideFiles = ["-wal", "-shm", "-journal"].filter { FileManager.default.fileExists(atPath: path + $0) }
        return FileState(bytes: try Data(contentsOf: URL(fileURLWithPath: path)), sideFiles: sideFiles)
    }
}
