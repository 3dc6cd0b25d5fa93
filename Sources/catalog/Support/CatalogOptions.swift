import ArgumentParser
import CatalogService
import Foundation

/// `--db PATH`, accepted by every command.
struct CatalogOptions: ParsableArguments {
    @Option(name: .customLong("db"), help: ArgumentHelp("The catalog file (default: $CATALOG_DB, else ./catalog.sqlite).", valueName: "path"))
    var path: String?

    var location: CatalogLocation {
        CatalogLocation.resolve(
            explicit: path, environment: ProcessInfo.processInfo.environment,
            currentDirectory: FileManager.default.currentDirectoryPath)
    }

    /// Opens the catalog; `create` only for `init`.
    func open(create: Bool = false) throws -> Catalog {
        try Catalog(location: location, create: create)
    }
}
