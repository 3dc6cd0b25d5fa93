/// One event of the audit trail.
public struct AuditEvent: Sendable, Hashable, Encodable {
    public var id: Int64
    public var occurredAt: String
    public var actor: String
    public var action: String
    public var subject: String
    /// Canonical JSON.
    public var details: String
    public var hash: String

    private enum CodingKeys: String, CodingKey {
        case id
        case occurredAt = "time"
        case actor, action, subject, details, hash
    }
}
