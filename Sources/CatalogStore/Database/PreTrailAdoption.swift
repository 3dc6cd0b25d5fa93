import GRDB
import LayoutModel

/// Records, when the audit trail is created, the rows that were written before it existed.
///
/// Schema 1 had layouts, revisions and tags but no audit trail. Upgrading such a catalog used
/// to leave every old revision without an event, so `audit verify` could not tell them from
/// rows whose events were deleted. The migration that creates the trail therefore appends one
/// `layout.adopt` event per existing revision (with the revision's own author, message and
/// time), a `tag.set` per tag and a `layout.remove` per archived layout — the same details the
/// service records for those actions — so the trail starts out describing the catalog as it
/// is. It runs only inside that migration: a catalog that already has a trail is never adopted
/// again, so deleting events can never be laundered by an upgrade.
enum PreTrailAdoption {
    /// The actor of adoption events.
    static let actor = "catalog"
    /// The action that records a revision older than the trail.
    static let adoptAction = "layout.adopt"

    static func recordRowsOlderThanTheTrail(_ db: Database) throws {
        let store = StoreAccess(db: db)
        let layouts = try LayoutRecord.order { $0.id }.fetchAll(db)
        if layouts.isEmpty { return }
        guard let now = try String.fetchOne(db, sql: "SELECT strftime('%Y-%m-%dT%H:%M:%fZ', 'now')") else { return }
        for layout in layouts {
            guard let layoutId = layout.id else { continue }
            let revisions = try store.revisions(layoutId: layoutId)
            for revision in revisions {
                try store.appendAudit(
                    AuditEntry(
                        actor: actor, action: adoptAction, subject: "\(layout.name)@\(revision.number)",
                        details: .object([
                            "layout": .string(layout.name), "revision": .number(Double(revision.number)),
                            "contentHash": .string(revision.contentHash), "author": .string(revision.author),
                            "message": .string(revision.message), "createdAt": .string(revision.createdAt),
                        ])), at: now)
            }
            let byId = Dictionary(uniqueKeysWithValues: revisions.compactMap { revision in revision.id.map { ($0, revision) } })
            for tag in try store.tags(layoutId: layoutId) {
                guard let revision = byId[tag.revisionId] else { continue }
                try store.appendAudit(
                    AuditEntry(
                        actor: actor, action: "tag.set", subject: "\(layout.name)@\(revision.number)",
                        details: .object([
                            "label": .string(tag.label), "revision": .number(Double(revision.number)),
                            "contentHash": .string(revision.contentHash),
                        ])), at: now)
            }
            if layout.isArchived, let head = revisions.last {
                try store.appendAudit(
                    AuditEntry(
                        actor: actor, action: "layout.remove", subject: "\(layout.name)@\(head.number)",
                        details: .object(["contentHash": .string(head.contentHash)])), at: now)
            }
        }
    }
}
