import GRDB
import LayoutModel

/// A row of `audit_event`: one write, chained to the previous one by hash.
public struct AuditEventRecord: Codable, Sendable, Hashable, FetchableRecord, MutablePersistableRecord {
    public static let databaseTableName = "audit_event"
    public static let databaseColumnDecodingStrategy = DatabaseColumnDecodingStrategy.convertFromSnakeCase
    public static let databaseColumnEncodingStrategy = DatabaseColumnEncodingStrategy.convertToSnakeCase
    /// The `previous_hash` of the first event.
    public static let genesisHash = String(repeating: "0", count: 64)

    public var id: Int64?
    public var occurredAt: String
    public var actor: String
    public var action: String
    public var subject: String
    /// Canonical JSON.
    public var details: String
    public var previousHash: String
    public var hash: String

    public init(
        id: Int64?, occurredAt: String, actor: String, action: String, subject: String, details: String, previousHash: String,
        hash: String
    ) {
        self.id = id
        self.occurredAt = occurredAt
        self.actor = actor
        self.action = action
        self.subject = subject
        self.details = details
        self.previousHash = previousHash
        self.hash = hash
    }

    /// The table's columns, for requests.
    public enum Columns {
        static let id = Column("id")
        static let occurredAt = Column("occurred_at")
        static let actor = Column("actor")
        static let action = Column("action")
        static let subject = Column("subject")
        static let details = Column("details")
        static let previousHash = Column("previous_hash")
        static let hash = Column("hash")
    }

    public mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }

    /// The hash this event should carry: SHA-256 of the previous hash, a newline, and the
    /// event's canonical JSON (its id included, so moving a row breaks the chain).
    public func computedHash() -> String {
        let body = JSONValue.object([
            "id": .number(Double(id ?? 0)),
            "occurredAt": .string(occurredAt),
            "actor": .string(actor),
            "action": .string(action),
            "subject": .string(subject),
            "details": .string(details),
        ])
        return ContentHash.sha256(previousHash + "\n" + body.canonicalText)
    }
}
