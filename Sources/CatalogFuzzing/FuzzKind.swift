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
    /// A device recording (`compare`).
    case recording
    /// A Swift source file (`import-swift`, `check`).
    case swiftSource

    /// The YAML and JSON documents the harness covered first: what the quick in-process run
    /// mixes, so its cases stay what they were.
    public static let documents: [FuzzKind] = [.definition, .snapshotScript, .snapshotFile, .dataset, .bundle]
}
