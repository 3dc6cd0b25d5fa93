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
        do {
            let queue = try DatabaseQueue(path: url.path, configuration: configuration)
            writer = queue
            // Never touch a file that is not a catalog: a typo in --db must not turn someone's
            // database into one.
            let state = try queue.read { db in try Self.state(db) }
            switch state {
            case .foreign: throw StoreError.notACatalog(path)
            case .empty where !create: throw StoreError.notACatalog(path)
            case .empty, .catalog: break
            }
            // WAL lets readers in other processes work while one process writes. It is set here,
            // once, rather than through GRDB's pool setup, which writes a probe table on every
            // open: a catalog that was only read must stay byte-for-byte unchanged.
            try Self.retryingWhileBusy {
                if try queue.read({ db in try String.fetchOne(db, sql: "PRAGMA journal_mode") }) != "wal" {
                    try queue.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA journal_mode = WAL") }
                }
            }
            try Self.migrate(queue, path: path)
        } catch let error as DatabaseError {
            throw StoreError.database(error.message ?? error.description, path: path)
        }
        self.path = url.path
    }

    /// Runs `body` in one IMMEDIATE transaction: all of it lands, or none of it.
    func writeDatabase<T>(_ body: (Database) throws -> T) throws -> T {
        do {
            return try writer.write(body)
        } catch let error as DatabaseError {
            throw StoreError.database(error.message ?? error.description, path: path)
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

    /// What a file holds before it is opened as a catalog.
    private enum FileState {
        case empty, catalog, foreign
    }

    private static func state(_ db: Database) throws -> FileState {
        let objects = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM sqlite_master") ?? 0
        if objects == 0 { return .empty }
        guard try db.tableExists("grdb_migrations") else { return .foreign }
        // Another process may be creating this catalog right now: its migrations table exists
        // before the first migration commits. Other GRDB apps' files list their own migrations.
        let identifiers = try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations")
        return identifiers.isEmpty || identifiers.contains(CatalogMigrations.firstIdentifier) ? .catalog : .foreign
    }

    /// Applies pending migrations. Several processes opening a new catalog at once race to
    /// migrate it; the losers wait and find the work done.
    private static func migrate(_ writer: DatabaseQueue, path: String) throws {
        var attempt = 0
        while true {
            do {
                try CatalogMigrations.migrator.migrate(writer)
                return
            } catch let error as DatabaseError {
                attempt += 1
                let pending = (try? writer.read { db in try CatalogMigrations.migrator.hasCompletedMigrations(db) }) == false
                guard attempt < 20, pending || error.resultCode == .SQLITE_BUSY else {
                    if !pending { return }
                    throw StoreError.database("cannot apply the catalog's migrations: \(error.message ?? "\(error.resultCode)")", path: path)
                }
                usleep(50_000)
            }
        }
    }

    /// Runs `body` again while SQLite reports the file busy. Switching a new file to WAL needs
    /// an exclusive lock, and SQLite answers some lock upgrades with "busy" at once (to avoid a
    /// deadlock) instead of waiting out the busy timeout; several processes creating one catalog
    /// at the same moment must still all succeed.
    private static func retryingWhileBusy(_ body: () throws -> Void) throws {
        var attempt = 0
        while true {
            do {
                try body()
                return
            } catch let error as DatabaseError where error.resultCode == .SQLITE_BUSY || error.resultCode == .SQLITE_LOCKED {
                attempt += 1
                if attempt >= 200 { throw error }
                usleep(25_000)
            }
        }
    }

    /// The identifiers of the migrations applied to this file, oldest first.
    public func appliedMigrations() throws -> [String] {
        let applied: Set<String> = try readDatabase { db in try CatalogMigrations.migrator.appliedIdentifiers(db) }
        return applied.sorted()
    }
}
