import GRDB

/// A row of `dataset`.
public struct DatasetRecord: Codable, Sendable, Hashable, FetchableRecord, MutablePersistableRecord {
    public static let databaseTableName = "dataset"

    public var id: Int64?
    public var name: String
    public var createdAt: String

    enum CodingKeys: String, CodingKey {
        case id, name
        case createdAt = "created_at"
    }

    public mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }
}

/// A row of `dataset_revision`: one immutable version of a dataset.
public struct DatasetRevisionRecord: Codable, Sendable, Hashable, FetchableRecord, MutablePersistableRecord {
    public static let databaseTableName = "dataset_revision"

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

    enum CodingKeys: String, CodingKey {
        case id, number, content, author, message
        case datasetId = "dataset_id"
        case parentId = "parent_id"
        case contentHash = "content_hash"
        case createdAt = "created_at"
    }

    public mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }
}
