import GRDB
import LayoutModel

/// A row of `audit_event`: one write, chained to the previous one by hash.
package struct AuditEventRecord: Codable, Sendable, Hashable, FetchableRecord, MutablePersistableRecord {
    package static let databaseTableName = "audit_event"
    package static let databaseColumnDecodingStrategy = DatabaseColumnDecodingStrategy.convertFromSnakeCase
    package static let databaseColumnEncodingStrategy = DatabaseColumnEncodingStrategy.convertToSnakeCase
    /// The `previous_hash` of the first event.
    package static let genesisHash = String(repeating: "0", count: 64)

    package var id: Int64?
    package var occurredAt: String
    package var actor: String
    package var action: String
    package var subject: String
    /// Canonical JSON.
    package var details: String
    package var previousHash: String
    package var hash: String

    package init(
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
    package enum Columns {
        static let id = Column("id")
        static let occurredAt = Column("occurred_at")
        static let actor = Column("actor")
        static let action = Column("action")
        static let subject = Column("subject")
        static let details = Column("details")
        static let previousHash = Column("previous_hash")
        static let hash = Column("hash")
    }

    package mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }

    /// The hash this event should carry: SHA-256 of the previous hash, a newline, and the
    /// event's canonical JSON (its id included, so moving a row breaks the chain).
    package func computedHash() -> String {
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
