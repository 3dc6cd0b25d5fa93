/// A dataset with its head revision's facts, as listed.
public struct DatasetSummary: Sendable, Hashable, Encodable {
    public var name: String
    public var title: String?
    public var sections: Int
    public var items: Int
    public var revisionCount: Int
    public var headRevision: Int
    public var lastAuthor: String
    public var lastChanged: String

    private enum CodingKeys: String, CodingKey {
        case name, title, sections, items
        case revisionCount = "revisions"
        case headRevision = "head"
        case lastAuthor, lastChanged
    }
}
