/// What a command does with its catalog, which decides what happens when none is named or
/// found (`CatalogLocation.Source.none`).
public enum CatalogUse: Sendable, Hashable {
    /// It only reads: without a catalog it reads the built-in presets, from memory, and creates
    /// nothing.
    case read
    /// It writes: without a catalog, one is created in the current folder and seeded with the
    /// presets, as `catalog init` would.
    case write
    /// It needs the file itself (a health check, a backup, a check of code against the
    /// catalog): without one it stops.
    case existing
}
