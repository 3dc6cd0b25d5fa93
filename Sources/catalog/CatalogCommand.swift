import ArgumentParser

/// The `catalog` command line: parse, call the service, print.
@main
struct CatalogCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "catalog",
        abstract: "Store, version, resolve and export UIKit compositional layouts.",
        discussion: """
            The catalog is a SQLite file: --db PATH, else $CATALOG_DB, else catalog.sqlite in the \
            current directory (created and seeded with the presets on first use).
            """,
        version: "0.1.0",
        subcommands: [
            InitCommand.self, AddCommand.self, ListCommand.self, ShowCommand.self, ValidateCommand.self, RemoveCommand.self,
            ResolveCommand.self, DevicesCommand.self,
            LogCommand.self, DiffCommand.self, RevertCommand.self, TagCommand.self, TagsCommand.self, AuditCommand.self,
            DatasetCommand.self, SnapshotCommand.self,
            ExportCommand.self, ImportCommand.self, BundleCommand.self, SchemaCommand.self,
        ]
    )
}
