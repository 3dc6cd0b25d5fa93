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
    /// SHA-256 of the author's text, for revisions that keep it.
    public var textHash: String?
    /// True when only the author's text changed since the previous revision (comments,
    /// formatting): same content, so no geometry change.
    public var isTextOnly: Bool
    /// Tags on this revision.
    public var tags: [String]

    private enum CodingKeys: String, CodingKey {
        case number = "revision"
        case contentHash, textHash
        case isTextOnly = "textOnly"
        case author
        case createdAt = "date"
        case message, tags, changes
    }
}
