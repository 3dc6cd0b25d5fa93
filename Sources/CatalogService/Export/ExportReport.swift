/// What `export --all` wrote.
public struct ExportReport: Sendable, Hashable, Encodable {
    /// Every file, from the target folder.
    public var files: [WrittenFile]
    /// Files in the target's `layouts/` and `datasets/` folders that no longer match anything in
    /// the catalog (left in place).
    public var stale: [String]
    /// Files of layouts and datasets no longer in the catalog that a sync removed.
    public var removed: [String] = []
}
