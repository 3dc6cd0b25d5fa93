import CatalogStore
import Foundation
import LayoutModel

/// One audit event as shown by `catalog audit`.
public struct AuditEvent: Sendable, Hashable {
    public var id: Int64
    public var occurredAt: String
    public var actor: String
    public var action: String
    public var subject: String
    /// Canonical JSON.
    public var details: String
    public var hash: String
}

extension Catalog {
    /// The audit trail, oldest first.
    /// - Parameters:
    ///   - since: a date (`2026-03-01`) or ISO 8601 time; events at or after it.
    ///   - author: events by this actor.
    ///   - layout: events about this layout.
    public func auditEvents(since: String? = nil, author: String? = nil, layout: String? = nil) throws -> [AuditEvent] {
        var filter = AuditFilter(actor: author, layout: layout)
        if let since {
            guard let date = Timestamp.date(since) else {
                throw ServiceError.invalidArgument("--since '\(since)': expected a date like 2026-03-01 or 2026-03-01T12:00:00Z")
            }
            filter.since = Timestamp.string(date)
        }
        return try database.read { store in
            try store.auditEvents(filter).map {
                AuditEvent(id: $0.id ?? 0, occurredAt: $0.occurredAt, actor: $0.actor, action: $0.action, subject: $0.subject,
                           details: $0.details, hash: $0.hash)
            }
        }
    }
}
