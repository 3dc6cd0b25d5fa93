import CatalogStore
import LayoutModel

/// Builds the audit entries the use cases append, so every event of a kind carries the same
/// details. Entries that create a row carry its content hash and its author, message and time,
/// so `audit verify` can tie every row to the event that created it, field by field.
enum Audit {
    /// A new layout revision. A revision with the author's text records its hash too
    /// (`textHash`), so the text is as tamper-evident as the content; older events have none.
    static func revision(
        _ revision: RevisionRecord, layout: String, action: String, actor: String, extra: [String: JSONValue] = [:]
    ) -> AuditEntry {
        var details: [String: JSONValue] = [
            "layout": .string(layout), "revision": .number(Double(revision.number)), "contentHash": .string(revision.contentHash),
        ]
        if let textHash = revision.sourceHash { details["textHash"] = .string(textHash) }
        details.merge(row(author: revision.author, message: revision.message, createdAt: revision.createdAt)) { $1 }
        details.merge(extra) { $1 }
        return AuditEntry(actor: actor, action: action, subject: "\(layout)@\(revision.number)", details: .object(details))
    }

    /// A new dataset revision.
    static func datasetRevision(
        _ revision: DatasetRevisionRecord, dataset: String, action: String, actor: String, extra: [String: JSONValue] = [:]
    ) -> AuditEntry {
        var details: [String: JSONValue] = [
            "dataset": .string(dataset), "revision": .number(Double(revision.number)), "contentHash": .string(revision.contentHash),
        ]
        details.merge(row(author: revision.author, message: revision.message, createdAt: revision.createdAt)) { $1 }
        details.merge(extra) { $1 }
        return AuditEntry(actor: actor, action: action, subject: "dataset:\(dataset)@\(revision.number)", details: .object(details))
    }

    /// A new snapshot history entry, with the dataset the history is linked to.
    static func snapshot(
        _ entry: SnapshotEntryRecord, history: String, dataset: String?, action: String, actor: String
    ) -> AuditEntry {
        var details: [String: JSONValue] = [
            "history": .string(history), "number": .number(Double(entry.number)), "contentHash": .string(entry.contentHash),
            "kind": .string(entry.kind.rawValue), "dataset": dataset.map(JSONValue.string) ?? .null,
        ]
        details.merge(row(author: entry.author, message: entry.message, createdAt: entry.createdAt)) { $1 }
        return AuditEntry(actor: actor, action: action, subject: "history:\(history)@\(entry.number)", details: .object(details))
    }

    /// A label put on a revision.
    static func tagSet(layout: String, label: String, revision: RevisionRecord, actor: String, movedFrom: Int? = nil) -> AuditEntry {
        var details: [String: JSONValue] = [
            "label": .string(label), "revision": .number(Double(revision.number)), "contentHash": .string(revision.contentHash),
        ]
        if let movedFrom { details["movedFrom"] = .number(Double(movedFrom)) }
        return AuditEntry(actor: actor, action: "tag.set", subject: "\(layout)@\(revision.number)", details: .object(details))
    }

    /// A label taken off a revision.
    static func tagDelete(layout: String, label: String, revision: RevisionRecord, actor: String) -> AuditEntry {
        AuditEntry(
            actor: actor, action: "tag.delete", subject: "\(layout)@\(revision.number)",
            details: .object(["label": .string(label), "contentHash": .string(revision.contentHash)]))
    }

    /// A layout archived (`remove`) or brought back (`restore`) without a new revision.
    static func archive(_ archived: Bool, layout: String, head: RevisionRecord?, actor: String) -> AuditEntry {
        AuditEntry(
            actor: actor, action: archived ? "layout.remove" : "layout.restore", subject: "\(layout)@\(head?.number ?? 0)",
            details: .object(["contentHash": .string(head?.contentHash ?? "")]))
    }

    private static func row(author: String, message: String, createdAt: String) -> [String: JSONValue] {
        ["author": .string(author), "message": .string(message), "createdAt": .string(createdAt)]
    }
}
