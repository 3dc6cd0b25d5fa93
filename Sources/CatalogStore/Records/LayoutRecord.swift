import GRDB

/// A row of `layout`: one named layout, whose content lives in its revisions.
public struct LayoutRecord: Codable, Sendable, Hashable, FetchableRecord, MutablePersistableRecord {
    public static let databaseTableName = "layout"
    public static let databaseColumnDecodingStrategy = DatabaseColumnDecodingStrategy.convertFromSnakeCase
    public static let databaseColumnEncodingStrategy = DatabaseColumnEncodingStrategy.convertToSnakeCase

    public var id: Int64?
    public var name: String
    public var createdAt: String
    public var archivedAt: String?

    public init(id: Int64? = nil, name: String, createdAt: String, archivedAt: String? = nil) {
        self.id = id
        self.name = name
        self.createdAt = createdAt
        self.archivedAt = archivedAt
    }

    /// The table's columns, for requests.
    public enum Columns {
        static let id = Column("id")
        static let name = Column("name")
        static let createdAt = Column("created_at")
        static let archivedAt = Column("archived_at")
    }

    public mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }

    /// True when `catalog remove` archived the layout.
    public var isArchived: Bool { archivedAt != nil }
}
