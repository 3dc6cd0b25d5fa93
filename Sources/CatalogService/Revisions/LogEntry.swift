import LayoutModel

/// One revision in a layout's history, with what changed since the one before.
public struct LogEntry: Sendable, Hashable, Encodable {
    public var number: Int
    public var contentHash: String
    public var author: String
    public var createdAt: String
    public var message: String
    /// The structural changes since the previous revision (empty for revision 1).
    public var changes: [DefinitionChange]
    /// Tags on this revision.
    public var tags: [String]

    private enum CodingKeys: String, CodingKey {
        case number = "revision", contentHash, author, createdAt = "date", message, tags, changes
    }
}
