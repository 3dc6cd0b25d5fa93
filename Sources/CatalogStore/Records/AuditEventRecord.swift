import GRDB
import LayoutModel

/// A row of `audit_event`: one write, chained to the previous one by hash.
public struct AuditEventRecord: Codable, Sendable, Hashable, FetchableRecord, MutablePersistableRecord {
    public static let databaseTableName = "audit_event"
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

    enum CodingKeys: String, CodingKey {
        case id, actor, action, subject, details, hash
        case occurredAt = "occurred_at"
        case previousHash = "previous_hash"
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
