import CatalogStore
import Foundation
import LayoutModel

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
                throw ServiceError.malformedDate(since)
            }
            filter.since = Timestamp.string(date)
        }
        return try database.read { store in
            try store.auditEvents(filter).map {
                AuditEvent(
                    id: $0.id ?? 0, occurredAt: $0.occurredAt, actor: $0.actor, action: $0.action, subject: $0.subject,
                    details: $0.details, hash: $0.hash)
            }
        }
    }
}
