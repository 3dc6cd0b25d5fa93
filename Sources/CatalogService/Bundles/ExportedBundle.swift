/// What `bundle export` wrote.
public struct ExportedBundle: Sendable, Hashable, Encodable {
    /// The bundle file, as given.
    public var path: String
    public var outcome: SafeOutput.Outcome
    public var layouts: Int
    /// Layout revisions, over all layouts.
    public var revisions: Int
    public var datasets: Int
    /// Snapshot histories.
    public var histories: Int
    public var auditEvents: Int
}
