/// What the gallery shows about one layout's head revision: the card on the index, and the
/// header of its own page.
public struct GalleryLayout: Sendable, Hashable {
    public var name: String
    public var title: String?
    public var summary: String?
    public var tags: [String]
    public var headRevision: Int
    /// The head's full content hash; pages show a prefix.
    public var headHash: String
    public var revisionCount: Int
    public var author: String
    /// When the head was recorded, as stored (ISO 8601, UTC).
    public var createdAt: String
    /// The layout's page, by its path from the gallery's root folder.
    public var pagePath: String
    /// One picture per gallery device, in the gallery's device order.
    public var pictures: [GalleryPicture]

    public init(
        name: String, title: String?, summary: String?, tags: [String], headRevision: Int, headHash: String,
        revisionCount: Int, author: String, createdAt: String, pagePath: String, pictures: [GalleryPicture]
    ) {
        self.name = name
        self.title = title
        self.summary = summary
        self.tags = tags
        self.headRevision = headRevision
        self.headHash = headHash
        self.revisionCount = revisionCount
        self.author = author
        self.createdAt = createdAt
        self.pagePath = pagePath
        self.pictures = pictures
    }

    /// The title, or the name when the definition has none.
    var displayTitle: String {
        guard let title, !title.allSatisfy(\.isWhitespace) else { return name }
        return title
    }
}
