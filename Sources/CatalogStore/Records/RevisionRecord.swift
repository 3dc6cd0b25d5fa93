import GRDB

/// A row of `layout_revision`: one immutable version of a layout's definition.
public struct RevisionRecord: Codable, Sendable, Hashable, FetchableRecord, MutablePersistableRecord {
    public static let databaseTableName = "layout_revision"
    public static let databaseColumnDecodingStrategy = DatabaseColumnDecodingStrategy.convertFromSnakeCase
    public static let databaseColumnEncodingStrategy = DatabaseColumnEncodingStrategy.convertToSnakeCase

    public var id: Int64?
    public var layoutId: Int64
    /// 1, 2, 3 … per layout.
    public var number: Int
    /// The revision this one was made on top of.
    public var parentId: Int64?
    /// SHA-256 of `definition`.
    public var contentHash: String
    /// The canonical JSON text.
    public var definition: String
    public var author: String
    public var message: String
    /// UTC, ISO 8601.
    public var createdAt: String

    public init(
        id: Int64? = nil, layoutId: Int64, number: Int, parentId: Int64?, contentHash: String, definition: String,
        author: String, message: String, createdAt: String
    ) {
        self.id = id
        self.layoutId = layoutId
        self.number = number
        self.parentId = parentId
        self.contentHash = contentHash
        self.definition = definition
        self.author = author
        self.message = message
        self.createdAt = createdAt
    }

    /// The table's columns, for requests.
    public enum Columns {
        static let id = Column("id")
        static let layoutId = Column("layout_id")
        static let number = Column("number")
        static let parentId = Column("parent_id")
        static let contentHash = Column("content_hash")
        static let definition = Column("definition")
        static let author = Column("author")
        static let message = Column("message")
        static let createdAt = Column("created_at")
    }

    public mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }
}
