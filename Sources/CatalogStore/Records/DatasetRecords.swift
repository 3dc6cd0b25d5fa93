import GRDB

/// A row of `dataset`.
public struct DatasetRecord: Codable, Sendable, Hashable, FetchableRecord, MutablePersistableRecord {
    public static let databaseTableName = "dataset"
    public static let databaseColumnDecodingStrategy = DatabaseColumnDecodingStrategy.convertFromSnakeCase
    public static let databaseColumnEncodingStrategy = DatabaseColumnEncodingStrategy.convertToSnakeCase

    public var id: Int64?
    public var name: String
    public var createdAt: String

    /// The table's columns, for requests.
    public enum Columns {
        static let id = Column("id")
        static let name = Column("name")
        static let createdAt = Column("created_at")
    }

    public mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }
}

/// A row of `dataset_revision`: one immutable version of a dataset.
public struct DatasetRevisionRecord: Codable, Sendable, Hashable, FetchableRecord, MutablePersistableRecord {
    public static let databaseTableName = "dataset_revision"
    public static let databaseColumnDecodingStrategy = DatabaseColumnDecodingStrategy.convertFromSnakeCase
    public static let databaseColumnEncodingStrategy = DatabaseColumnEncodingStrategy.convertToSnakeCase

    public var id: Int64?
    public var datasetId: Int64
    public var number: Int
    public var parentId: Int64?
    public var contentHash: String
    /// Canonical JSON.
    public var content: String
    public var author: String
    public var message: String
    public var createdAt: String

    /// The table's columns, for requests.
    public enum Columns {
        static let id = Column("id")
        static let datasetId = Column("dataset_id")
        static let number = Column("number")
        static let parentId = Column("parent_id")
        static let contentHash = Column("content_hash")
        static let content = Column("content")
        static let author = Column("author")
        static let message = Column("message")
        static let createdAt = Column("created_at")
    }

    public mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }
}
