import GRDB

/// A row of `revision_tag`: a label naming one revision of a layout.
public struct RevisionTagRecord: Codable, Sendable, Hashable, FetchableRecord, MutablePersistableRecord {
    public static let databaseTableName = "revision_tag"
    public static let databaseColumnDecodingStrategy = DatabaseColumnDecodingStrategy.convertFromSnakeCase
    public static let databaseColumnEncodingStrategy = DatabaseColumnEncodingStrategy.convertToSnakeCase

    public var id: Int64?
    public var layoutId: Int64
    public var label: String
    public var revisionId: Int64
    public var createdAt: String

    public init(id: Int64? = nil, layoutId: Int64, label: String, revisionId: Int64, createdAt: String) {
        self.id = id
        self.layoutId = layoutId
        self.label = label
        self.revisionId = revisionId
        self.createdAt = createdAt
    }

    /// The table's columns, for requests.
    public enum Columns {
        static let id = Column("id")
        static let layoutId = Column("layout_id")
        static let label = Column("label")
        static let revisionId = Column("revision_id")
        static let createdAt = Column("created_at")
    }

    public mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }
}
