import LayoutModelCore

/// How much a pack may hold before the runtime refuses it. Each layout line is further held to
/// `DocumentLimits.definition`, the limits the catalog enforces on every definition it reads.
public enum LayoutPackLimits {
    /// The largest pack file: 32 MB, checked before anything is read (real packs of 50 layouts
    /// are about 50 KB). The updater cuts a download off here too.
    public static let maximumBytes = 32 << 20

    /// The most layouts in one pack.
    public static let maximumLayouts = 1_000

    /// The most signature lines in a format 2 pack: a rotation needs two; each line costs a
    /// signature check when its key is trusted, so their number is bounded.
    public static let maximumSignatures = 8

    /// The most key IDs a manifest's `revokedKeys` lists.
    public static let maximumRevokedKeys = 256

    /// The highest sequence: JSON numbers are exact up to 2^53 − 1.
    public static let maximumSequence = (1 << 53) - 1

    /// The manifest line: strict JSON, at most a megabyte, shallow.
    public static let manifest = DocumentLimits(maximumBytes: 1 << 20, maximumValues: 20_000, maximumDepth: 8, maximumAliases: 0, acceptsYAML: false)
}
