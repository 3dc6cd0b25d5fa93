/// The runtime's own version: packs name the lowest one that can read them
/// (`minimumRuntimeVersion`), so an app built with an older runtime falls back instead of
/// guessing at a format it does not know.
public enum CatalogRuntime {
    /// 1.0: pack format 1, definition format 1.
    public static let version = VersionNumber(1, 0)

    /// The newest pack format this runtime reads (see docs/layout-packs.md).
    public static let packFormat = 1
}
