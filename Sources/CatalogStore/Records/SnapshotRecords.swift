import GRDB

/// A row of `snapshot_history`.
public struct SnapshotHistoryRecord: Codable, Sendable, Hashable, FetchableRecord, MutablePersistableRecord {
    public static let databaseTableName = "snapshot_history"

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

    enum CodingKeys: String, CodingKey {
        case id, name, dataset
        case createdAt = "created_at"
    }

    public mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }
}

/// A row of `snapshot_entry`: one snapshot of a history, stored whole or as a delta.
public struct SnapshotEntryRecord: Codable, Sendable, Hashable, FetchableRecord, MutablePersistableRecord {
    public static let databaseTableName = "snapshot_entry"

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

    enum CodingKeys: String, CodingKey {
        case id, number, kind, payload, author, message
        case historyId = "history_id"
        case contentHash = "content_hash"
        case sectionCount = "section_count"
        case itemCount = "item_count"
        case createdAt = "created_at"
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
        number = row["number"]
        kind = SnapshotEntryRecord.Kind(rawValue: row["kind"]) ?? .delta
        contentHash = row["content_hash"]
        sectionCount = row["section_count"]
        itemCount = row["item_count"]
        payloadBytes = row["payload_bytes"]
        author = row["author"]
        message = row["message"]
        createdAt = row["created_at"]
    }
}
