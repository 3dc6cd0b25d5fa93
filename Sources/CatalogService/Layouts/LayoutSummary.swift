/// A layout with its head revision's facts, as listed.
public struct LayoutSummary: Sendable, Hashable, Encodable {
    public var name: String
    public var title: String?
    public var summary: String?
    public var tags: [String]
    public var revisionCount: Int
    public var headRevision: Int
    public var headHash: String
    public var lastAuthor: String
    public var lastChanged: String
    public var isArchived: Bool

    private enum CodingKeys: String, CodingKey {
        case name, title, summary, tags
        case revisionCount = "revisions"
        case headRevision = "head"
        case headHash = "contentHash"
        case lastAuthor, lastChanged
        case isArchived = "archived"
    }
}
