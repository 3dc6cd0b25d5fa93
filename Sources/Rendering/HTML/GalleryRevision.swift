import LayoutModel

/// One revision in a layout page's history, with what changed since the one before it.
public struct GalleryRevision: Sendable, Hashable {
    public var number: Int
    public var contentHash: String
    public var author: String
    /// As stored (ISO 8601, UTC).
    public var createdAt: String
    public var message: String
    /// What changed since the previous revision, on one line (`created` for the first).
    public var summary: String
    /// Labels on this revision (`catalog tag`).
    public var labels: [String]
    /// The comparison with the previous revision; nil for the first.
    public var diff: GalleryRevisionDiff?

    public init(
        number: Int, contentHash: String, author: String, createdAt: String, message: String, summary: String,
        labels: [String], diff: GalleryRevisionDiff?
    ) {
        self.number = number
        self.contentHash = contentHash
        self.author = author
        self.createdAt = createdAt
        self.message = message
        self.summary = summary
        self.labels = labels
        self.diff = diff
    }
}

/// How a revision differs from the previous one: in the definition, and in the frames on one
/// device.
public struct GalleryRevisionDiff: Sendable, Hashable {
    public var fromRevision: Int
    public var toRevision: Int
    /// The structural changes, in document order.
    public var changes: [DefinitionChange]
    /// The before/after overlay and its one-line summary, or why it could not be drawn.
    public var geometry: Geometry

    public enum Geometry: Sendable, Hashable {
        /// `summary` reads like `3 cells moved, content height 1,240 → 1,310`; `picture` is the
        /// overlay SVG's path from the gallery's root folder.
        case drawn(device: GalleryDevice, summary: String, picturePath: String)
        case unavailable(device: GalleryDevice, reason: String)
    }

    public init(fromRevision: Int, toRevision: Int, changes: [DefinitionChange], geometry: Geometry) {
        self.fromRevision = fromRevision
        self.toRevision = toRevision
        self.changes = changes
        self.geometry = geometry
    }
}
