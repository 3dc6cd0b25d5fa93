import CatalogStore
import Foundation

/// What creating (or re-initialising) a catalog did.
public struct InitReport: Sendable, Hashable, Encodable {
    /// The catalog file.
    public var path: String
    /// Whether this run created the file (false: it was there, and only presets it never held
    /// were added).
    public var created: Bool
    /// Layouts in the catalog now, removed ones included.
    public var layouts: Int
    /// Presets this run added (none when every preset was already there, or without presets).
    public var presetsAdded: [String]
    /// Sample datasets this run added.
    public var datasetsAdded: [String]
}

extension Catalog {
    /// Creates the catalog at `location` if needed and, with `presets`, adds every preset and
    /// sample dataset it has never held. Running it again adds nothing.
    public static func initialize(at location: CatalogLocation, presets: Bool) throws -> InitReport {
        let existed = FileManager.default.fileExists(atPath: location.path)
        // Seed explicitly (not on creation) so the report says what this run added.
        let catalog = try Catalog(location: location, create: true, seed: false)
        let seeded = presets ? try catalog.seedPresets() : SeedReport(added: [], skipped: [])
        let total = try catalog.database.read { store in try store.layoutListings(includeArchived: true).count }
        return InitReport(path: location.path, created: !existed, layouts: total, presetsAdded: seeded.added, datasetsAdded: seeded.datasets)
    }
}
