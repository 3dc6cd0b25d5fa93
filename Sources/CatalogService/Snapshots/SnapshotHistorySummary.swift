/// One snapshot history, as listed.
public struct SnapshotHistorySummary: Sendable, Hashable, Encodable {
    public var name: String
    /// The dataset whose item ids label the history's items.
    public var dataset: String?
    /// Snapshots recorded.
    public var entries: Int
    public var storedBytes: Int

    private enum CodingKeys: String, CodingKey {
        case name, dataset
        case entries = "snapshots"
        case storedBytes = "bytes"
    }
}
