import GRDB
import LayoutModel

/// What an audit entry records, before it is chained.
public struct AuditEntry: Sendable, Hashable {
    public var actor: String
    public var action: String
    public var subject: String
    /// Canonical JSON of the details.
    public var detailsText: String

    public init(actor: String, action: String, subject: String, details: JSONValue) {
        self.init(actor: actor, action: action, subject: subject, detailsText: details.canonicalText)
    }

    /// An entry whose details are already canonical JSON (replayed from a bundle verbatim, so
    /// its hash can be reproduced).
    public init(actor: String, action: String, subject: String, detailsText: String) {
        self.actor = actor
        self.action = action
        self.subject = subject
        self.detailsText = detailsText
    }
}

/// Filters for reading the audit trail.
public struct AuditFilter: Sendable, Hashable {
    /// Events at or after this stored timestamp.
    public var since: String?
    public var actor: String?
    /// Events whose subject is this layout (`NAME` or `NAME@…`).
    public var layout: String?

    public init(since: String? = nil, actor: String? = nil, layout: String? = nil) {
        self.since = since
        self.actor = actor
        self.layout = layout
    }
}

extension StoreAccess {
    /// Appends an event chained to the newest one. Must run inside the write it records.
    @discardableResult
    public func appendAudit(_ entry: AuditEntry, at timestamp: String) throws -> AuditEventRecord {
        let last = try AuditEventRecord.order { $0.id.desc }.fetchOne(db)
        let id = (last?.id ?? 0) + 1
        var event = AuditEventRecord(
            id: id, occurredAt: timestamp, actor: entry.actor, action: entry.action, subject: entry.subject,
            details: entry.detailsText, previousHash: last?.hash ?? AuditEventRecord.genesisHash, hash: "")
        event.hash = event.computedHash()
        try event.insert(db)
        return event
    }

    /// The newest event, whose hash is the head of the chain; nil for an empty trail.
    public func latestAuditEvent() throws -> AuditEventRecord? {
        try AuditEventRecord.order { $0.id.desc }.fetchOne(db)
    }

    /// Events matching a filter, oldest first.
    public func auditEvents(_ filter: AuditFilter = AuditFilter()) throws -> [AuditEventRecord] {
        var request = AuditEventRecord.order { $0.id }
        if let since = filter.since { request = request.filter { $0.occurredAt >= since } }
        if let actor = filter.actor { request = request.filter { $0.actor == actor } }
        if let layout = filter.layout {
            request = request.filter(sql: "subject = ? OR subject LIKE ? ESCAPE '\\'", arguments: [layout, Self.likePattern(prefix: layout + "@")])
        }
        return try request.fetchAll(db)
    }

    /// Every revision of every layout, by layout and number: one query where a check of the
    /// whole catalog would otherwise prepare one per layout.
    public func allRevisions() throws -> [RevisionRecord] {
        try RevisionRecord.order { [$0.layoutId, $0.number] }.fetchAll(db)
    }

    /// A LIKE pattern matching strings that start with `prefix` (escape character `\`).
    static func likePattern(prefix: String) -> String {
        prefix.replacingOccurrences(of: "\\", with: "\\\\")
            .replacingOccurrences(of: "%", with: "\\%").replacingOccurrences(of: "_", with: "\\_") + "%"
    }
}
