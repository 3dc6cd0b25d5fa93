import CatalogStore
import Foundation
import LayoutModel

/// An open catalog: the use cases the CLI calls. Every write is one transaction.
public final class Catalog: Sendable {
    public let location: CatalogLocation
    let database: CatalogDatabase
    let clock: @Sendable () -> Date

    /// Opens the catalog at a location.
    ///
    /// A missing file at the default location is created and seeded, so a new user's first
    /// command already shows the presets. A missing explicit path is an error unless `create`
    /// is set (`catalog init`).
    /// - Parameters:
    ///   - location: where the catalog is, and whether anything named it.
    ///   - create: create a missing file at an explicit path (`catalog init`).
    ///   - seed: load the presets into a newly created catalog (false: start empty, e.g. to
    ///     receive a bundle).
    ///   - clock: the time written into revisions and audit events (injectable for tests).
    public init(location: CatalogLocation, create: Bool = false, seed: Bool = true, clock: @escaping @Sendable () -> Date = { Date() }) throws {
        let exists = FileManager.default.fileExists(atPath: location.path)
        self.location = location
        self.clock = clock
        do {
            database = try Self.openDatabase(location, create: create || location.isDefault)
            if !exists && seed {
                _ = try seedPresets()
            }
        } catch let error as StoreError {
            // A catalog this call began to create and could not finish is removed, so the next
            // command starts afresh instead of finding an empty, unseeded file.
            if !exists {
                for suffix in ["", "-wal", "-shm", "-journal"] { try? FileManager.default.removeItem(atPath: location.path + suffix) }
            }
            throw Self.explain(error, at: location.path)
        }
    }

    /// A store failure in the words a full disk deserves: SQLite reports one as "disk I/O
    /// error" as often as "database or disk is full", so the folder's free space decides.
    /// - Parameter freeBytes: the free space of the folder holding a path (injectable for tests).
    package static func explain(_ error: StoreError, at path: String, freeBytes: (String) -> Int64? = DiskSpace.freeBytes) -> any Error {
        guard case .database(let message, _) = error else { return error }
        let lowered = message.lowercased()
        guard lowered.contains("disk i/o error") || lowered.contains("disk is full") else { return error }
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        guard let free = freeBytes(folder), free < DiskSpace.nearlyFull || lowered.contains("disk is full") else { return error }
        return ServiceError.diskFull(path, freeBytes: free)
    }

    /// A catalog on a database this module opened itself (one in memory, or a damaged file
    /// opened read-only for `doctor`).
    init(location: CatalogLocation, database: CatalogDatabase, clock: @escaping @Sendable () -> Date = { Date() }) {
        self.location = location
        self.database = database
        self.clock = clock
    }

    /// The store's refusals in the service's words.
    private static func openDatabase(_ location: CatalogLocation, create: Bool) throws -> CatalogDatabase {
        do {
            return try CatalogDatabase(path: location.path, create: create)
        } catch StoreError.missingCatalog {
            throw ServiceError.noCatalog(location, nearest: nearestFile(to: location.path))
        } catch StoreError.notACatalog(let path) {
            throw ServiceError.notACatalog(path)
        }
    }

    /// The current time as stored.
    var now: String { Timestamp.string(clock()) }

    /// The schema migrations applied to this catalog's file.
    public func appliedMigrations() throws -> [String] {
        try database.appliedMigrations()
    }
}
