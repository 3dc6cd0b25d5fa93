import CatalogStore
import Foundation
import LayoutModel
import Snapshots

/// What `catalog audit verify` found.
public struct AuditVerification: Sendable, Hashable {
    /// One inconsistency, naming the row.
    public struct Problem: Sendable, Hashable, CustomStringConvertible {
        public enum Table: String, Sendable, Hashable {
            case auditEvent = "audit_event"
            case layoutRevision = "layout_revision"
            case revisionTag = "revision_tag"
            case datasetRevision = "dataset_revision"
            case snapshotEntry = "snapshot_entry"
        }

        public var table: Table
        public var rowID: Int64
        public var message: String

        public var description: String { "\(table.rawValue) \(rowID): \(message)" }
    }

    public var eventCount: Int
    public var revisionCount: Int
    /// The newest event's hash: record it somewhere else to detect a rewritten or truncated
    /// trail later (`audit verify --anchor HASH`).
    public var headHash: String?
    public var problems: [Problem]

    public var isIntact: Bool { problems.isEmpty }
}

extension Catalog {
    /// Recomputes every revision's content hash and the event chain, and ties each revision and
    /// tag to the event that recorded it.
    /// - Parameter anchor: an event hash recorded earlier; it must still be in the chain.
    public func verifyAudit(anchor: String? = nil) throws -> AuditVerification {
        try database.read { store in
            let events = try store.auditEvents()
            let revisions = try store.allRevisions()
            var problems: [AuditVerification.Problem] = []
            func problem(_ table: AuditVerification.Problem.Table, _ id: Int64?, _ message: String) {
                problems.append(.init(table: table, rowID: id ?? 0, message: message))
            }

            // 1. The chain: each event's hash covers its content and the previous hash.
            var previousHash = AuditEventRecord.genesisHash
            var previousId: Int64 = 0
            for event in events {
                let id = event.id ?? 0
                if id != previousId + 1 {
                    problem(.auditEvent, id, "follows event \(previousId): event\(id - previousId > 2 ? "s" : "") \(previousId + 1)\(id - previousId > 2 ? "…\(id - 1)" : "") missing (deleted)")
                }
                if event.previousHash != previousHash {
                    problem(.auditEvent, id, "does not chain to the event before it (a row was deleted, inserted or reordered)")
                }
                if event.computedHash() != event.hash {
                    problem(.auditEvent, id, "content does not match its hash (the row was edited)")
                }
                previousHash = event.hash
                previousId = id
            }
            if let anchor, !events.contains(where: { $0.hash.hasPrefix(anchor.lowercased()) }) {
                problem(.auditEvent, 0, "the anchor \(anchor) is not in the chain (the trail was rewritten or truncated)")
            }

            // 2. Revisions: content matches its hash, and an event recorded that hash.
            var audited: [String: [String]] = [:]  // subject → content hashes recorded for it
            for event in events {
                if let hash = Self.contentHash(inDetails: event.details) { audited[event.subject, default: []].append(hash) }
            }
            let layoutNames = try Dictionary(uniqueKeysWithValues: store.layoutListings(includeArchived: true).map { ($0.layout.id ?? 0, $0.layout.name) })
            for revision in revisions {
                let name = layoutNames[revision.layoutId] ?? "layout \(revision.layoutId)"
                let subject = "\(name)@\(revision.number)"
                if ContentHash.sha256(revision.definition) != revision.contentHash {
                    problem(.layoutRevision, revision.id, "\(subject): definition does not match its content hash (the row was edited)")
                }
                guard let recorded = audited[subject] else {
                    problem(.layoutRevision, revision.id, "\(subject): no audit event records this revision (its event was deleted)")
                    continue
                }
                if !recorded.contains(revision.contentHash) {
                    problem(.layoutRevision, revision.id, "\(subject): content hash differs from the one the audit trail recorded (the row was edited)")
                }
            }

            // 3. Dataset revisions, the same way.
            let datasetNames = try Dictionary(uniqueKeysWithValues: store.datasets().map { ($0.id ?? 0, $0.name) })
            for revision in try store.allDatasetRevisions() {
                let subject = "dataset:\(datasetNames[revision.datasetId] ?? "\(revision.datasetId)")@\(revision.number)"
                if ContentHash.sha256(revision.content) != revision.contentHash {
                    problem(.datasetRevision, revision.id, "\(subject): content does not match its content hash (the row was edited)")
                } else if !(audited[subject] ?? []).contains(revision.contentHash) {
                    problem(.datasetRevision, revision.id, "\(subject): no audit event records this content (the row or its event was changed)")
                }
            }

            // 4. Snapshot histories: rebuild each entry in order and check it against its hash.
            for history in try store.snapshotHistories() {
                guard let historyId = history.id else { continue }
                var current: StringSnapshot?
                for entry in try store.snapshotEntries(historyId: historyId) {
                    let subject = "history:\(history.name)@\(entry.number)"
                    do {
                        current = try Self.rebuild(entry, after: current, history: history.name)
                    } catch {
                        problem(.snapshotEntry, entry.id, "\(subject): cannot be rebuilt (\(error)); later entries are not checked")
                        break
                    }
                    let hash = try current.map { ContentHash.sha256(try $0.jsonString()) }
                    if hash != entry.contentHash {
                        problem(.snapshotEntry, entry.id, "\(subject): the rebuilt snapshot does not match its content hash (the row was edited)")
                    } else if !(audited[subject] ?? []).contains(entry.contentHash) {
                        problem(.snapshotEntry, entry.id, "\(subject): no audit event records this snapshot (the row or its event was changed)")
                    }
                }
            }

            // 5. Tags point where the newest tag event says.
            for listing in try store.layoutListings(includeArchived: true) {
                guard let layoutId = listing.layout.id else { continue }
                for tag in try store.tags(layoutId: layoutId) {
                    let revision = try store.revision(id: tag.revisionId)
                    let last = events.last { $0.action == "tag.set" && Self.label(inDetails: $0.details) == tag.label && $0.subject.hasPrefix(listing.layout.name + "@") }
                    if last == nil || revision.map({ "\(listing.layout.name)@\($0.number)" }) != last?.subject {
                        problem(.revisionTag, tag.id, "tag '\(tag.label)' on \(listing.layout.name) does not point where the audit trail says")
                    }
                }
            }
            return AuditVerification(eventCount: events.count, revisionCount: revisions.count, headHash: events.last?.hash, problems: problems)
        }
    }

    private static func details(_ json: String) -> [String: Any]? {
        (try? JSONSerialization.jsonObject(with: Data(json.utf8))) as? [String: Any]
    }

    static func contentHash(inDetails json: String) -> String? {
        details(json)?["contentHash"] as? String
    }

    static func label(inDetails json: String) -> String? {
        details(json)?["label"] as? String
    }
}
