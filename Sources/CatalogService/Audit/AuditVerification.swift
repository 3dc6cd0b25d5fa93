/// What verifying the audit trail found.
public struct AuditVerification: Sendable, Hashable, Encodable {
    /// One inconsistency, naming the row.
    public struct Problem: Sendable, Hashable, CustomStringConvertible, Encodable {
        public enum Table: String, Sendable, Hashable, Encodable {
            case auditEvent = "audit_event"
            case layoutRevision = "layout_revision"
            case revisionTag = "revision_tag"
            case datasetRevision = "dataset_revision"
            case snapshotEntry = "snapshot_entry"
            case layout = "layout"
            case snapshotHistory = "snapshot_history"
            case packChannel = "pack_channel"
            case packKeyRevocation = "pack_key_revocation"
        }

        public var table: Table
        public var rowID: Int64
        public var message: String

        public var description: String { "\(table.rawValue) \(rowID): \(message)" }
    }

    public var eventCount: Int
    public var revisionCount: Int
    /// The newest event's hash: record it somewhere else to detect a rewritten or truncated
    /// trail later, as an anchor.
    public var headHash: String?
    public var problems: [Problem]

    public var isIntact: Bool { problems.isEmpty }

    private enum CodingKeys: String, CodingKey { case intact, eventCount, revisionCount, headHash, problems }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(isIntact, forKey: .intact)
        try container.encode(eventCount, forKey: .eventCount)
        try container.encode(revisionCount, forKey: .revisionCount)
        try container.encodeIfPresent(headHash, forKey: .headHash)
        try container.encode(problems, forKey: .problems)
    }
}
