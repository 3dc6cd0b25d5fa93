import Foundation

/// Where the catalog file is: `--db PATH`, else `$CATALOG_DB`, else `catalog.sqlite` in the
/// current directory (the default location).
public struct CatalogLocation: Sendable, Hashable {
    public static let defaultFileName = "catalog.sqlite"

    public var path: String
    /// True when neither `--db` nor `$CATALOG_DB` named the file. A missing catalog at the
    /// default location is created and seeded by whatever command comes first; an explicit
    /// path that does not exist is an error (a typo must not create an empty catalog).
    public var isDefault: Bool

    public init(path: String, isDefault: Bool) {
        self.path = path
        self.isDefault = isDefault
    }

    /// Applies the precedence rules.
    public static func locate(explicit: String?, environment: [String: String], currentDirectory: String) -> CatalogLocation {
        if let explicit, !explicit.isEmpty { return CatalogLocation(path: explicit, isDefault: false) }
        if let fromEnvironment = environment["CATALOG_DB"], !fromEnvironment.isEmpty {
            return CatalogLocation(path: fromEnvironment, isDefault: false)
        }
        return CatalogLocation(path: URL(fileURLWithPath: currentDirectory).appendingPathComponent(defaultFileName).path, isDefault: true)
    }
}
