import Foundation
import GRDB

/// The SQLite file behind a catalog.
///
/// Opening never writes: the file is checked (a catalog, not from a newer schema) and read as it
/// is. The first write prepares it — WAL, pending migrations — inside this process, so a command
/// that only reads leaves the file byte for byte as it was, with no `-wal` or `-shm` beside it,
/// and works on read-only media. A catalog from an older schema is read through an upgraded copy
/// in memory until a write upgrades the file itself.
package final class CatalogDatabase: @unchecked Sendable {
    /// The file's path.
    package let path: String
    /// The connection to the file: read-write when `isWritable`, else read-only.
    private let file: DatabaseQueue
    /// Whether this process may write the file (and create its side files).
    package let isWritable: Bool

    /// Guards the two fields below, which the first write and the first read of an older
    /// schema set.
    private let lock = NSLock()
    private var isPreparedForWriting = false
    /// An in-memory copy of an older-schema file, migrated to the current schema, for reads.
    private var upgradedCopy: DatabaseQueue?

    /// The newest schema this binary writes.
    package static var supportedSchemaVersion: Int { CatalogMigrations.latestVersion }

    /// How long a writer waits for another process's transaction before giving up. Long
    /// enough that concurrent `catalog add` runs queue up instead of failing.
    static let busyTimeout: TimeInterval = 30

    /// Opens the catalog at `path`; with `create`, creates it when the file does not exist (or is
    /// empty) and applies the migrations.
    /// - Parameter access: `.readOnly` never writes, even where it could.
    /// - Throws: `StoreError.missingCatalog` when the file does not exist and `create` is false;
    ///   `StoreError.newerSchema` when a newer `catalog` made the file; `StoreError.notACatalog`.
    package init(path: String, create: Bool, access: CatalogFileAccess = .automatic) throws {
        let url = URL(fileURLWithPath: path)
        let exists = FileManager.default.fileExists(atPath: url.path)
        if !exists {
            guard create else { throw StoreError.missingCatalog(path) }
            let directory = url.deletingLastPathComponent()
            if !FileManager.default.fileExists(atPath: directory.path) {
                throw StoreError.missingDirectory(directory.path)
            }
        }
        self.path = url.path
        var configuration = Configuration()
        configuration.foreignKeysEnabled = true
        configuration.busyMode = .timeout(Self.busyTimeout)
        configuration.label = "catalog"
        do {
            let writable = access == .automatic && (!exists || CatalogFileAccess.canWrite(url))
            file =
                writable
                ? try DatabaseQueue(path: url.path, configuration: configuration)
                : try CatalogFileAccess.openReadOnly(url, configuration: configuration)
            isWritable = writable
            let state: FileState
            do {
                state = try file.read { db in try Self.state(db) }
            } catch let error as DatabaseError
                where access == .checking
                && (error.resultCode == .SQLITE_CORRUPT || error.resultCode == .SQLITE_NOTADB)
            {
                // Damage where the schema is read: the checks will find it and say where.
                state = .catalog
            }
            switch state {
            case .foreign: throw StoreError.notACatalog(path)
            case .newer(let status): throw StoreError.newerSchema(path: path, status: status)
            case .empty where !create: throw StoreError.notACatalog(path)
            case .empty: try prepareForWriting()
            case .catalog: break
            }
        } catch let error as DatabaseError {
            throw StoreError.database(error.message ?? error.description, path: path)
        }
    }

    /// A new catalog that lives in memory, migrated and empty: nothing of it reaches the disk.
    /// Where no catalog file is found, commands that only read read the presets from one.
    package static func inMemory() throws -> CatalogDatabase {
        var configuration = Configuration()
        configuration.foreignKeysEnabled = true
        configuration.label = "catalog"
        do {
            let database = CatalogDatabase(path: ":memory:", file: try DatabaseQueue(configuration: configuration))
            try database.prepareForWriting()
            return database
        } catch let error as DatabaseError {
            throw StoreError.database(error.message ?? error.description, path: ":memory:")
        }
    }

    private init(path: String, file: DatabaseQueue) {
        self.path = path
        self.file = file
        isWritable = true
    }

    /// Runs `body` in one IMMEDIATE transaction: all of it lands, or none of it. The first
    /// write of this process upgrades an older file.
    func writeDatabase<T>(_ body: (Database) throws -> T) throws -> T {
        do {
            try prepareForWriting()
            return try file.write { db in
                // Another process may have upgraded the file since it was opened.
                let status = try SchemaStatus.read(db)
                if status.isNewer { throw StoreError.newerSchema(path: path, status: status) }
                return try body(db)
            }
        } catch let error as DatabaseError {
            throw StoreError.database(error.message ?? error.description, path: path)
        }
    }

    /// Runs `body` on a consistent snapshot of the database, at the current schema.
    func readDatabase<T>(_ body: (Database) throws -> T) throws -> T {
        do {
            return try readerAtCurrentSchema().read(body)
        } catch let error as DatabaseError {
            throw StoreError.database(error.message ?? error.description, path: path)
        }
    }

    /// Runs `body` on the file itself, at whatever schema it has (for checks and backups).
    func readFile<T>(_ body: (DatabaseQueue) throws -> T) throws -> T {
        do {
            return try body(file)
        } catch let error as DatabaseError {
            throw StoreError.database(error.message ?? error.description, path: path)
        }
    }

    /// The identifiers of the migrations applied to this file, oldest first.
    package func appliedMigrations() throws -> [String] {
        try schemaStatus().applied
    }

    /// Upgrades an older file to this binary's schema now (any write would), and returns the
    /// status after. Does nothing to a current file; refuses a newer or read-only one.
    @discardableResult
    package func upgrade() throws -> SchemaStatus {
        do {
            try prepareForWriting()
        } catch let error as DatabaseError {
            throw StoreError.database(error.message ?? error.description, path: path)
        }
        return try schemaStatus()
    }

    /// The file's schema, read now.
    package func schemaStatus() throws -> SchemaStatus {
        try readFile { file in try file.read(SchemaStatus.read) }
    }

    // MARK: - Opening and upgrading

    /// What a file holds before it is opened as a catalog.
    private enum FileState {
        case empty, catalog, foreign
        case newer(SchemaStatus)
    }

    private static func state(_ db: Database) throws -> FileState {
        let objects = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM sqlite_master") ?? 0
        if objects == 0 { return .empty }
        guard try db.tableExists("grdb_migrations") else { return .foreign }
        // Another process may be creating this catalog right now: its migrations table exists
        // before the first migration commits. Other GRDB apps' files list their own migrations.
        let status = try SchemaStatus.read(db)
        guard status.applied.isEmpty || status.applied.contains(CatalogMigrations.firstIdentifier) else { return .foreign }
        return status.isNewer ? .newer(status) : .catalog
    }

    /// Makes the file ready for this process's writes, once: WAL, pending migrations, and the
    /// synchronous mode the durability promise of docs/layouts.md (`catalog add`) rests on.
    private func prepareForWriting() throws {
        lock.lock()
        defer { lock.unlock() }
        if isPreparedForWriting { return }
        guard isWritable else { throw StoreError.readOnlyCatalog(path) }
        // WAL lets readers in other processes work while one process writes. It is set here,
        // once, rather than through GRDB's pool setup, which writes a probe table on every
        // open.
        try Self.retryingWhileBusy {
            if try file.read({ db in try String.fetchOne(db, sql: "PRAGMA journal_mode") }) != "wal" {
                try file.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA journal_mode = WAL") }
            }
        }
        // NORMAL instead of SQLite's FULL: a commit no longer syncs the log; the log is synced,
        // then the file, when it is checkpointed — at the latest when the last connection
        // closes, which for a command running alone is before it exits. A commit is never lost
        // to a crashed or killed process; a power cut can lose commits made while another
        // process still held the catalog open, never corrupt it. Four syncs per write command
        // instead of five: the new log's header and its folder, then the checkpoint's two. The
        // docs/layouts.md's `add` section states this promise.
        try file.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA synchronous = NORMAL") }
        try migrate()
        upgradedCopy = nil
        isPreparedForWriting = true
    }

    /// The connection reads use: the file, or an upgraded in-memory copy of an older one.
    private func readerAtCurrentSchema() throws -> DatabaseQueue {
        lock.lock()
        defer { lock.unlock() }
        if isPreparedForWriting { return file }
        if let upgradedCopy { return upgradedCopy }
        let status = try file.read(SchemaStatus.read)
        if status.isNewer { throw StoreError.newerSchema(path: path, status: status) }
        guard status.isOlder else { return file }
        // Reads must not change the file, yet the queries expect the current schema.
        let copy = try DatabaseQueue()
        try file.backup(to: copy)
        try CatalogMigrations.migrator.migrate(copy)
        upgradedCopy = copy
        return copy
    }

    /// Applies pending migrations. Several processes opening a new catalog at once race to
    /// migrate it; the losers wait and find the work done.
    private func migrate() throws {
        var attempt = 0
        while true {
            do {
                let status = try file.read(SchemaStatus.read)
                if status.isNewer { throw StoreError.newerSchema(path: path, status: status) }
                try CatalogMigrations.migrator.migrate(file)
                return
            } catch let error as DatabaseError {
                attempt += 1
                let pending = (try? file.read { db in try CatalogMigrations.migrator.hasCompletedMigrations(db) }) == false
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
}
