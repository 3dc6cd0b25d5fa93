import Snapshots

/// One recorded snapshot, rebuilt.
public struct LoadedSnapshot: Sendable {
    public var history: String
    public var number: Int
    public var snapshot: StringSnapshot
    /// The dataset the history is linked to.
    public var dataset: String?
}
