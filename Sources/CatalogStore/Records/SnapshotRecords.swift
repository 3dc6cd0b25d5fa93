import GRDB

/// A row of `snapshot_history`.
public struct SnapshotHistoryRecord: Codable, Sendable, Hashable, FetchableRecord, MutablePersistableRecord {
    public static let databaseTableName = "snapshot_history"
    public static let databaseColumnDecodingStrategy = DatabaseColumnDecodingStrategy.convertFromSnakeCase
    public static let databaseColumnEncodingStrategy = DatabaseColumnEncodingStrategy.convertToSnakeCase

    public var id: Int64?
    public var name: String
    public var dataset: String?
    public var createdAt: String

    public init(id: Int64? = nil, name: String, dataset: String?, createdAt: String) {
        self.id = id
        self.name = name
        self.dataset = dataset
        self.createdAt = createdAt
    }

    /// The table's columns, for requests.
    public enum Columns {
        static let id = Column("id")
        static let name = Column("name")
        static let dataset = Column("dataset")
        static let createdAt = Column("created_at")
    }

    public mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }
}

/// A row of `snapshot_entry`: one snapshot of a history, stored whole or as a delta.
public struct SnapshotEntryRecord: Codable, Sendable, Hashable, FetchableRecord, MutablePersistableRecord {
    public static let databaseTableName = "snapshot_entry"
    public static let databaseColumnDecodingStrategy = DatabaseColumnDecodingStrategy.convertFromSnakeCase
    public static let databaseColumnEncodingStrategy = DatabaseColumnEncodingStrategy.convertToSnakeCase

    public enum Kind: String, Codable, Sendable {
        case full, delta
    }

    public var id: Int64?
    public var historyId: Int64
    public var number: Int
    public var kind: Kind
    /// JSON: the snapshot file, or the delta from the previous entry.
    public var payload: String
    /// SHA-256 of the full snapshot's JSON.
    public var contentHash: String
    public var sectionCount: Int
    public var itemCount: Int
    public var author: String
    public var message: String
    public var createdAt: String

    public init(
        id: Int64? = nil, historyId: Int64, number: Int, kind: Kind, payload: String, contentHash: String, sectionCount: Int,
        itemCount: Int, author: String, message: String, createdAt: String
    ) {
        self.id = id
        self.historyId = historyId
        self.number = number
        self.kind = kind
        self.payload = payload
        self.contentHash = contentHash
        self.sectionCount = sectionCount
        self.itemCount = itemCount
        self.author = author
        self.message = message
        self.createdAt = createdAt
    }

    /// The table's columns, for requests.
    public enum Columns {
        static let id = Column("id")
        static let historyId = Column("history_id")
        static let number = Column("number")
        static let kind = Column("kind")
        static let payload = Column("payload")
        static let contentHash = Column("content_hash")
        static let sectionCount = Column("section_count")
        static let itemCount = Column("item_count")
        static let author = Column("author")
        static let message = Column("message")
        static let createdAt = Column("created_at")
    }

    public mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }
}

/// An entry's facts without its payload, for logs.
public struct SnapshotEntrySummary: Sendable, Hashable, FetchableRecord {
    public var number: Int
    public var kind: SnapshotEntryRecord.Kind
    public var contentHash: String
    public var sectionCount: Int
    public var itemCount: Int
    public var payloadBytes: Int
    public var author: String
    public var message: String
    public var createdAt: String

    public init(row: Row) throws {
        number = try row.decode(forColumn: "number")
        kind = SnapshotEntryRecord.Kind(rawValue: try row.decode(forColumn: "kind")) ?? .delta
        contentHash = try row.decode(forColumn: "content_hash")
        sectionCount = try row.decode(forColumn: "section_count")
        itemCount = try row.decode(forColumn: "item_count")
        payloadBytes = try row.decode(forColumn: "payload_bytes")
        author = try row.decode(forColumn: "author")
        message = try row.decode(forColumn: "message")
        createdAt = try row.decode(forColumn: "created_at")
    }
}
