import GRDB

/// A row of `snapshot_history`.
package struct SnapshotHistoryRecord: Codable, Sendable, Hashable, FetchableRecord, MutablePersistableRecord {
    package static let databaseTableName = "snapshot_history"
    package static let databaseColumnDecodingStrategy = DatabaseColumnDecodingStrategy.convertFromSnakeCase
    package static let databaseColumnEncodingStrategy = DatabaseColumnEncodingStrategy.convertToSnakeCase

    package var id: Int64?
    package var name: String
    package var dataset: String?
    package var createdAt: String

    package init(id: Int64? = nil, name: String, dataset: String?, createdAt: String) {
        self.id = id
        self.name = name
        self.dataset = dataset
        self.createdAt = createdAt
    }

    /// The table's columns, for requests.
    package enum Columns {
        static let id = Column("id")
        static let name = Column("name")
        static let dataset = Column("dataset")
        static let createdAt = Column("created_at")
    }

    package mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }
}

/// A row of `snapshot_entry`: one snapshot of a history, stored whole or as a delta.
package struct SnapshotEntryRecord: Codable, Sendable, Hashable, FetchableRecord, MutablePersistableRecord {
    package static let databaseTableName = "snapshot_entry"
    package static let databaseColumnDecodingStrategy = DatabaseColumnDecodingStrategy.convertFromSnakeCase
    package static let databaseColumnEncodingStrategy = DatabaseColumnEncodingStrategy.convertToSnakeCase

    package enum Kind: String, Codable, Sendable {
        case full, delta
    }

    package var id: Int64?
    package var historyId: Int64
    package var number: Int
    package var kind: Kind
    /// JSON: the snapshot file, or the delta from the previous entry.
    package var payload: String
    /// SHA-256 of the full snapshot's JSON.
    package var contentHash: String
    package var sectionCount: Int
    package var itemCount: Int
    package var author: String
    package var message: String
    package var createdAt: String

    package init(
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
    package enum Columns {
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

    package mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }
}

/// An entry's facts without its payload, for logs.
package struct SnapshotEntrySummary: Sendable, Hashable, FetchableRecord {
    package var number: Int
    package var kind: SnapshotEntryRecord.Kind
    package var contentHash: String
    package var sectionCount: Int
    package var itemCount: Int
    package var payloadBytes: Int
    package var author: String
    package var message: String
    package var createdAt: String

    package init(row: Row) throws {
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
