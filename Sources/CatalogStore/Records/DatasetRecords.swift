import GRDB

/// A row of `dataset`.
package struct DatasetRecord: Codable, Sendable, Hashable, FetchableRecord, MutablePersistableRecord {
    package static let databaseTableName = "dataset"
    package static let databaseColumnDecodingStrategy = DatabaseColumnDecodingStrategy.convertFromSnakeCase
    package static let databaseColumnEncodingStrategy = DatabaseColumnEncodingStrategy.convertToSnakeCase

    package var id: Int64?
    package var name: String
    package var createdAt: String

    /// The table's columns, for requests.
    package enum Columns {
        static let id = Column("id")
        static let name = Column("name")
        static let createdAt = Column("created_at")
    }

    package mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }
}

/// A row of `dataset_revision`: one immutable version of a dataset.
package struct DatasetRevisionRecord: Codable, Sendable, Hashable, FetchableRecord, MutablePersistableRecord {
    package static let databaseTableName = "dataset_revision"
    package static let databaseColumnDecodingStrategy = DatabaseColumnDecodingStrategy.convertFromSnakeCase
    package static let databaseColumnEncodingStrategy = DatabaseColumnEncodingStrategy.convertToSnakeCase

    package var id: Int64?
    package var datasetId: Int64
    package var number: Int
    package var parentId: Int64?
    package var contentHash: String
    /// Canonical JSON.
    package var content: String
    package var author: String
    package var message: String
    package var createdAt: String

    /// The table's columns, for requests.
    package enum Columns {
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

    package mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }
}
