import CatalogStore
import LayoutModel

/// Builds the audit entries the use cases append.
enum Audit {
    /// An entry for a new revision; its content hash goes into the chained details so that
    /// `audit verify` can tie every revision to the event that created it.
    static func revision(
        _ revision: RevisionRecord, layout: String, action: String, actor: String, extra: [String: JSONValue] = [:]
    ) -> AuditEntry {
        var details: [String: JSONValue] = [
            "layout": .string(layout), "revision": .number(Double(revision.number)), "contentHash": .string(revision.contentHash),
        ]
        for (key, value) in extra { details[key] = value }
        return AuditEntry(actor: actor, action: action, subject: "\(layout)@\(revision.number)", details: .object(details))
    }
}
