import ArgumentParser
import CatalogPresentation
import CatalogService

/// `--db PATH`, accepted by every command that uses a catalog.
struct CatalogOptions: ParsableArguments {
    @Option(name: .customLong("db"), help: ArgumentHelp(
        "The catalog file (default: the nearest .catalog or catalog.sqlite in this folder or above, else $CATALOG_DB).",
        valueName: "path"))
    var path: String?

    /// The catalog this process opened: a command opens one, and the root names it under an
    /// error that something is not in it. Set once, on the main thread, before it is read.
    nonisolated(unsafe) static var opened: OpenedCatalog?

    /// Where the catalog is, by the rules of `CatalogLocation`.
    func location() throws -> CatalogLocation {
        try CommandEnvironment.current().catalogLocation(explicit: path)
    }

    /// Opens the catalog for `use`, saying on standard error when it created one or read the
    /// built-in presets instead.
    func open(_ use: CatalogUse, on console: Console) throws -> Catalog {
        let opened = try Catalog.open(location(), for: use)
        Self.opened = opened
        if let note = CatalogLocationView.openingNote(opened) { console.error(note) }
        return opened.catalog
    }
}
