import ArgumentParser
import CatalogPresentation
import CatalogService

/// `--db PATH`, accepted by every command that uses a catalog.
struct CatalogOptions: ParsableArguments {
    @Option(
        name: .customLong("db"),
        help: ArgumentHelp(
            "The catalog file (default: the nearest .catalog or catalog.sqlite in this folder or above, else $CATALOG_DB).",
            valueName: "path"))
    var path: String?

    /// Where the catalog this process opened came from: the root names it under an error that
    /// something is not in it. Set once, on the main thread, before it is read. (Not the catalog
    /// itself: a connection kept to the end of the process would leave SQLite's `-wal` and
    /// `-shm` files beside a catalog that was only read.)
    nonisolated(unsafe) static var opened: (location: CatalogLocation, origin: OpenedCatalog.Origin)?

    /// Where the catalog is, by the rules of `CatalogLocation`.
    func location() throws -> CatalogLocation {
        try ProcessContext.current().catalogLocation(explicit: path)
    }

    /// Opens the catalog for `use`, saying on standard error when it created one or read the
    /// built-in presets instead.
    func open(_ use: CatalogUse, on console: Console) throws -> Catalog {
        let opened = try Catalog.open(location(), for: use)
        Self.opened = (opened.location, opened.origin)
        if let note = CatalogLocationPrinter.openingNote(opened.location, opened.origin) { console.error(note) }
        return opened.catalog
    }
}
