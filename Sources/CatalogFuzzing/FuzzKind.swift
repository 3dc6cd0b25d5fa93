/// The kinds of document the harness mutates, one per way the catalog takes input in.
public enum FuzzKind: String, Sendable, CaseIterable, Hashable {
    /// A layout definition (`add`, `validate`, `import`).
    case definition
    /// A snapshot operations script (`snapshot record --ops`).
    case snapshotScript
    /// A snapshot file (`snapshot record --file`).
    case snapshotFile
    /// A dataset (`dataset add`).
    case dataset
    /// A bundle (`bundle import`).
    case bundle
}
