import ArgumentParser
import CatalogPresentation
import CatalogService

/// `--db PATH`, accepted by every command.
struct CatalogOptions: ParsableArguments {
    @Option(name: .customLong("db"), help: ArgumentHelp("The catalog file (default: $CATALOG_DB, else ./catalog.sqlite).", valueName: "path"))
    var path: String?

    var location: CatalogLocation {
        CommandEnvironment.current().catalogLocation(explicit: path)
    }

    /// Opens the catalog (a missing one at the default location is created and seeded).
    func open() throws -> Catalog {
        try Catalog(location: location)
    }
}
