import CatalogStore
import Foundation

/// A catalog opened for a command, and what opening it took.
public struct OpenedCatalog: Sendable {
    /// Where the catalog came from.
    public enum Origin: Sendable, Hashable {
        /// The file at the location, as it was.
        case file
        /// A file this open created, seeded with this many presets.
        case created(presets: Int)
        /// No file: this many built-in presets, in memory.
        case presets(Int)
    }

    public let catalog: Catalog
    public let origin: Origin

    public var location: CatalogLocation { catalog.location }
}

extension Catalog {
    /// Opens the catalog at `location` for a command that uses it as `use` says.
    ///
    /// A file that exists is opened as it is. Where nothing was named or found, a reading
    /// command gets the presets in memory (so trying `catalog resolve nested-groups` anywhere
    /// works and leaves nothing behind), a writing one creates `catalog.sqlite` in the current
    /// folder with the presets, and one that needs the file stops. A path that `--db`,
    /// `$CATALOG_DB` or a `.catalog` file names and that does not exist is an error for every
    /// use: a typo must not create a catalog (only `catalog init` creates one there).
    public static func open(_ location: CatalogLocation, for use: CatalogUse) throws -> OpenedCatalog {
        guard location.isDefault, !FileManager.default.fileExists(atPath: location.path) else {
            return OpenedCatalog(catalog: try Catalog(location: location, create: false, seed: false), origin: .file)
        }
        switch use {
        case .read:
            let catalog = Catalog(location: location, database: try CatalogDatabase.inMemory())
            return OpenedCatalog(catalog: catalog, origin: .presets(try catalog.seedPresets().added.count))
        case .write:
            // Seeded explicitly (not on creation) so the note can say how many presets it holds.
            let catalog = try Catalog(location: location, create: true, seed: false)
            return OpenedCatalog(catalog: catalog, origin: .created(presets: try catalog.seedPresets().added.count))
        case .existing:
            throw ServiceError.noCatalogFound(location)
        }
    }

    /// An existing file beside `path` whose name is a typo away from the one given
    /// (`app.sqllite` → `app.sqlite`), written with the folder as it was given.
    static func nearestFile(to path: String) -> String? {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent()
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return nil }
        let files = names.filter { name in
            var isDirectory: ObjCBool = false
            // SQLite's side files (`-wal`, `-shm`) are never what someone meant to type.
            return !name.hasPrefix(".") && !["-wal", "-shm", "-journal"].contains(where: name.hasSuffix)
                && FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path, isDirectory: &isDirectory)
                && !isDirectory.boolValue
        }
        guard let nearest = closestName(to: url.lastPathComponent, among: files) else { return nil }
        let typed = path.lastIndex(of: "/").map { String(path[...$0]) } ?? ""
        return typed + nearest
    }
}
