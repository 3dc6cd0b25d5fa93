import CatalogService

/// What a command says about the catalog it uses: that it created one, that it read the
/// built-in presets because there was none, and, under a "not found" error, where it looked and
/// how to point at another catalog.
public enum CatalogLocationPrinter {
    /// The note for a catalog that opening created, or replaced by the presets; nil for a file
    /// that was there.
    public static func openingNote(_ location: CatalogLocation, _ origin: OpenedCatalog.Origin) -> String? {
        switch origin {
        case .file:
            return nil
        case .created(let presets):
            return "note: created \(location.path) with the \(presets) built-in presets "
                + "(no \(CatalogLocation.defaultFileName) or \(CatalogLocation.pointerFileName) in this folder or any folder above it, "
                + "and $CATALOG_DB is not set)"
        case .presets(let count):
            return "note: \(location.nothingFound): reading the \(count) built-in presets "
                + "(`catalog init` creates a catalog here)"
        }
    }

    /// The note under an error that something is not in the catalog: the catalog, how it was
    /// chosen, and how to choose another.
    public static func lookedInNote(_ location: CatalogLocation, _ origin: OpenedCatalog.Origin) -> String {
        if case .presets = origin {
            return "note: looked in the built-in presets; pass --db PATH or set $CATALOG_DB, or create a catalog here with `catalog init`"
        }
        return "note: looked in \(described(location)); pass --db PATH to use another catalog"
    }

    /// The catalog's path and what chose it: `catalog.sqlite (found in the current folder)`.
    public static func described(_ location: CatalogLocation) -> String {
        switch location.source {
        case .option:
            return "\(location.path) (named by --db)"
        case .environment:
            return "\(location.path) (named by $CATALOG_DB)"
        case .pointer(let file):
            return "\(location.path) (named by \(file))"
        case .found, .none:
            let folder = location.path.lastIndex(of: "/").map { String(location.path[..<$0]) } ?? ""
            return folder == location.searchedFrom
                ? "\(CatalogLocation.defaultFileName) (found in the current folder)"
                : "\(location.path) (found above the current folder)"
        }
    }
}
