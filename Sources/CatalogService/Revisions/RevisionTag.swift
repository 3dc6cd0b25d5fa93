/// A tag on a revision.
public struct RevisionTag: Sendable, Hashable, Encodable {
    public var label: String
    public var revision: Int
    public var contentHash: String
    public var createdAt: String

    private enum CodingKeys: String, CodingKey {
        case label, revision, contentHash
        case createdAt = "date"
    }
}
