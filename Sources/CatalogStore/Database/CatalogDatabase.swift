import Foundation
import GRDB

/// The SQLite file behind a catalog: opened with WAL, foreign keys and a busy timeout, and
/// migrated to the schema embedded in the binary.
public final class CatalogDatabase: Sendable {
    /// The file's path.
    public let path: String
    let writer: DatabaseQueue

    /// How long a writer waits for another process's transaction before giving up. Long
    /// enough that concurrent `catalog add` runs queue up instead of failing.
    static let busyTimeout: TimeInterval = 30

    /// Opens (and, with `create`, creates) the catalog at `path` and applies pending migrations.
    /// - Throws: `StoreError.missingCatalog` when the file does not exist and `create` is false.
    public init(path: String, create: Bool) throws {
        let url = URL(fileURLWithPath: path)
        if !FileManager.default.fileExists(atPath: url.path) {
            guard create else { throw StoreError.missingCatalog(path) }
            let directory = url.deletingLastPathComponent()
            if !FileManager.default.fileExists(atPath: directory.path) {
                throw StoreError.missingDirectory(directory.path)
            }
        }
        var configuration = Configuration()
        configuration.foreignKeysEnabled = true
        configuration.busyMode = .timeout(Self.busyTimeout)
        configuration.label = "catalog"
        // WAL lets readers in other processes work while one process writes. It is set here
        // rather than through GRDB's pool setup, which writes a probe table on every open: a
        // catalog that was only read must stay byte-for-byte unchanged.
        configuration.prepareDatabase { db in
            let mode = try String.fetchOne(db, sql: "PRAGMA journal_mode")
            if mode != "wal" { try db.execute(sql: "PRAGMA journal_mode = WAL") }
        }
        do {
            writer = try DatabaseQueue(path: url.path, configuration: configuration)
            try CatalogMigrations.migrator.migrate(writer)
        } catch let error as DatabaseError {
            throw StoreError.database(error.description, path: path)
        }
        self.path = url.path
    }

    /// Runs `body` in one IMMEDIATE transaction: all of it lands, or none of it.
    func writeDatabase<T>(_ body: (Database) throws -> T) throws -> T {
        do {
            return try writer.write(body)
        } catch let error as DatabaseError {
            throw StoreError.database(error.description, path: path)
        }
    }

    /// Runs `body` on a consistent snapshot of the database.
    func readDatabase<T>(_ body: (Database) throws -> T) throws -> T {
        do {
            return try writer.read(body)
        } catch let error as DatabaseError {
            throw StoreError.database(error.description, path: path)
        }
    }

    /// The identifiers of the migrations applied to this file, oldest first.
    public func appliedMigrations() throws -> [String] {
        let applied: Set<String> = try readDatabase { db in try CatalogMigrations.migrator.appliedIdentifiers(db) }
        return applied.sorted()
    }
}
