import LayoutModel

/// One stored revision with its decoded definition.
public struct StoredRevision: Sendable {
    public var name: String
    public var number: Int
    public var headNumber: Int
    public var contentHash: String
    public var author: String
    public var message: String
    public var createdAt: String
    public var isArchived: Bool
    public var definition: LayoutDefinition
    /// The canonical JSON text as stored.
    public var canonicalText: String
}
