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
    /// - Parameter seed: load the presets into a newly created catalog (false: start empty, e.g.
    ///   to receive a bundle).
    public init(location: CatalogLocation, create: Bool = false, seed: Bool = true, clock: @escaping @Sendable () -> Date = { Date() }) throws {
        let exists = FileManager.default.fileExists(atPath: location.path)
        self.location = location
        self.clock = clock
        database = try Self.openDatabase(location, create: create || location.isDefault)
        if !exists && seed {
            _ = try seedPresets()
        }
    }

    /// The store's refusals in the service's words.
    private static func openDatabase(_ location: CatalogLocation, create: Bool) throws -> CatalogDatabase {
        do {
            return try CatalogDatabase(path: location.path, create: create)
        } catch StoreError.missingCatalog(let path) {
            throw ServiceError.noCatalog(path)
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
