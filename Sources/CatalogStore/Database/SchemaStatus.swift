import GRDB

/// Which schema a catalog file has, compared with the one this binary writes.
package struct SchemaStatus: Sendable, Hashable {
    /// The file's schema version: the number of its newest migration, or its `user_version` when
    /// a later binary raised that higher.
    package var version: Int
    /// The newest schema this binary knows.
    package var supportedVersion: Int
    /// Migrations applied to the file, oldest first (unknown ones included).
    package var applied: [String]
    /// Migrations this binary would still apply, oldest first.
    package var pending: [String]
    /// Applied migrations this binary does not know: a newer `catalog` made them.
    package var unknown: [String]
    /// SQLite's `user_version` of the file (0 for catalogs made before schema 5).
    package var userVersion: Int

    /// The file comes from a newer `catalog`: this binary must neither read nor write it.
    package var isNewer: Bool { !unknown.isEmpty || userVersion > supportedVersion }

    /// The file is older than this binary's schema; the first write upgrades it.
    package var isOlder: Bool { !isNewer && !pending.isEmpty }

    /// Reads the status of the database behind `db`.
    static func read(_ db: Database) throws -> SchemaStatus {
        let applied =
            try db.tableExists("grdb_migrations")
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
