import CatalogResources
import GRDB

/// The schema's history: the numbered `.sql` files of `migrations/`, embedded at build time and
/// applied in order by GRDB's `DatabaseMigrator`. A landed migration is never edited; changes
/// come as new files.
///
/// A schema's version is the number of its newest migration (`0005_layout_heads` → 5). Each
/// migration also stores that number in SQLite's `user_version`, so a later binary can raise it
/// to say "not for you" even without a migration row an older binary would notice.
enum CatalogMigrations {
    /// The embedded migration files, in the order their numbers give.
    static let files: [BundledFile] = BundledFiles.files(under: "migrations").filter { $0.name.hasSuffix(".sql") }
        .sorted { $0.name < $1.name }

    /// The identifiers of the embedded migrations, oldest first.
    static let identifiers: [String] = files.map { String($0.name.dropLast(".sql".count)) }

    /// The first migration's identifier: a file whose migrations table lacks it is not a catalog.
    static let firstIdentifier = "0001_layouts"

    /// The migration that creates the audit trail (see `PreTrailAdoption`).
    static let auditTrailIdentifier = "0002_audit"

    /// The newest schema this binary knows.
    static let latestVersion: Int = identifiers.compactMap(version(of:)).max() ?? 0

    /// The version a migration leads to: the number its identifier starts with.
    static func version(of identifier: String) -> Int? {
        Int(identifier.prefix { $0.isASCII && $0.isNumber })
    }

    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        for (file, identifier) in zip(files, identifiers) {
            let sql = file.text
            let version = version(of: identifier) ?? 0
            migrator.registerMigration(identifier) { db in
                try db.execute(sql: sql)
                if identifier == auditTrailIdentifier {
                    try PreTrailAdoption.recordRowsOlderThanTheTrail(db)
                }
                // PRAGMA takes no bound arguments; the number is parsed from our own file name.
                try db.execute(sql: "PRAGMA user_version = \(version)")
            }
        }
        return migrator
    }
}
