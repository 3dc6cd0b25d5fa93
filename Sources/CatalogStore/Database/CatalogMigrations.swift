import CatalogResources
import GRDB

/// The schema's history: the numbered `.sql` files of `migrations/`, embedded at build time and
/// applied in order by GRDB's `DatabaseMigrator`. A landed migration is never edited; changes
/// come as new files.
enum CatalogMigrations {
    /// The embedded migration files, in the order their numbers give.
    static var files: [BundledFile] {
        BundledFiles.files(under: "migrations").filter { $0.name.hasSuffix(".sql") }.sorted { $0.name < $1.name }
    }

    /// The first migration's identifier: a file whose migrations table lacks it is not a catalog.
    static let firstIdentifier = "0001_layouts"

    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        for file in files {
            let identifier = String(file.name.dropLast(".sql".count))
            let sql = file.text
            migrator.registerMigration(identifier) { db in
                try db.execute(sql: sql)
            }
        }
        return migrator
    }
}
