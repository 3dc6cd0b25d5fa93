import Snapshots

/// The staged changeset between two recorded snapshots (of one history or two).
public struct SnapshotComparison: Sendable {
    /// `feed@1`.
    public var from: String
    public var to: String
    public var changeset: StagedChangeset
}
