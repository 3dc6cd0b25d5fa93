import LayoutModelCore

/// How much a pack may hold before the runtime refuses it. Each layout line is further held to
/// `DocumentLimits.definition`, the limits the catalog enforces on every definition it reads.
public enum LayoutPackLimits {
    /// The largest pack file: 32 MB, checked before anything is read (real packs of 50 layouts
    /// are about 50 KB).
    public static let maximumBytes = 32 << 20

    /// The most layouts in one pack.
    public static let maximumLayouts = 1_000

    /// The manifest line: strict JSON, at most a megabyte, shallow.
    public static let manifest = DocumentLimits(maximumBytes: 1 << 20, maximumValues: 20_000, maximumDepth: 8, maximumAliases: 0, acceptsYAML: false)
}
