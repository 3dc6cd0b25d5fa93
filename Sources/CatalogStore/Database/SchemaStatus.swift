import GRDB

/// Which schema a catalog file has, compared with the one this binary writes.
public struct SchemaStatus: Sendable, Hashable {
    /// The file's schema version: the number of its newest migration, or its `user_version` when
    /// a later binary raised that higher.
    public var version: Int
    /// The newest schema this binary knows.
    public var supportedVersion: Int
    /// Migrations applied to the file, oldest first (unknown ones included).
    public var applied: [String]
    /// Migrations this binary would still apply, oldest first.
    public var pending: [String]
    /// Applied migrations this binary does not know: a newer `catalog` made them.
    public var unknown: [String]
    /// SQLite's `user_version` of the file (0 for catalogs made before schema 5).
    public var userVersion: Int

    /// The file comes from a newer `catalog`: this binary must neither read nor write it.
    public var isNewer: Bool { !unknown.isEmpty || userVersion > supportedVersion }

    /// The file is older than this binary's schema; the first write upgrades it.
    public var isOlder: Bool { !isNewer && !pending.isEmpty }

    /// Reads the status of the database behind `db`.
    static func read(_ db: Database) throws -> SchemaStatus {
        let applied = try db.tableExists("grdb_migrations")
            ? try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations ORDER BY identifier")
            : []
        let appliedSet = Set(applied)
        let known = Set(CatalogMigrations.identifiers)
        let userVersion = try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0
        let versions = applied.compactMap(CatalogMigrations.version(of:))
        return SchemaStatus(
            version: max(versions.max() ?? 0, userVersion), supportedVersion: CatalogMigrations.latestVersion, applied: applied,
            pending: CatalogMigrations.identifiers.filter { !appliedSet.contains($0) },
            unknown: applied.filter { !known.contains($0) }, userVersion: userVersion)
    }
}
