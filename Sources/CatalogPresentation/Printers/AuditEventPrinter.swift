import CatalogService

/// `catalog audit`: one row per event, oldest first.
public enum AuditEventPrinter {
    public static func write(_ events: [AuditEvent], on console: Console) {
        if events.isEmpty {
            console.print("No audit events match.")
            return
        }
        console.table(
            [.init("ID", alignment: .right), .init("TIME"), .init("ACTOR"), .init("ACTION"), .init("SUBJECT"), .init("HASH")],
            events.map { [String($0.id), $0.occurredAt, $0.actor, $0.action, $0.subject, String($0.hash.prefix(12))] })
    }
}
