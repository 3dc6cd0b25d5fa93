/// What recording a snapshot did.
public struct RecordedSnapshot: Sendable, Hashable, Encodable {
    public var history: String
    public var number: Int
    /// False when the snapshot equals the latest one (nothing recorded).
    public var recorded: Bool
    public var isCheckpoint: Bool
    public var storedBytes: Int
    public var sections: Int
    public var items: Int
}
