/// What `remove` did: the layout is archived (hidden from `list`, its history kept).
public struct RemovedLayout: Sendable, Hashable, Encodable {
    public var name: String
    /// The head revision when it was archived.
    public var headRevision: Int
}
