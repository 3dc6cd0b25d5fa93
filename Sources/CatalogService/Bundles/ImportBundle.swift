import CatalogStore
import Foundation
import LayoutModel
import Snapshots

/// What importing a bundle did, per layout and dataset.
public struct BundleImportReport: Sendable, Hashable {
    public enum Outcome: String, Sendable, Hashable {
        /// New here: every revision added.
        case created
        /// The bundle extended the local history: its newer revisions were appended.
        case fastForwarded = "fast-forwarded"
        /// Both sides added revisions after a common one: the incoming ones were appended after
        /// the local head, authors and messages preserved.
        case merged
        /// Nothing new.
        case unchanged
    }

    public struct Entry: Sendable, Hashable {
        public var name: String
        public var kind: String
        public var outcome: Outcome
        public var added: Int
        public var head: Int
    }

    public var entries: [Entry]
    public var tagsSet: Int
    /// Labels the bundle puts elsewhere than the local catalog does (the local one is kept).
    public var tagConflicts: [String]
    public var auditEventsAdded: Int

    /// True when the import changed nothing.
    public var isNoOp: Bool { entries.allSatisfy { $0.outcome == .unchanged } && tagsSet == 0 && auditEventsAdded == 0 }
}

extension Catalog {
    /// Reads and checks a bundle file: format, version, and every revision's content against
    /// its hash and the definition format.
    public static func readBundle(at path: String) throws -> CatalogBundle {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw ServiceError.unreadableFile(path, reason: error.localizedDescription)
        }
        let bundle: CatalogBundle
        do {
            bundle = try JSONDecoder().decode(CatalogBundle.self, from: data)
        } catch {
            throw ServiceError.invalidBundle(path, reason: "not a catalog bundle: \(error)")
        }
        guard bundle.format == CatalogBundle.formatName else {
            throw ServiceError.invalidBundle(path, reason: "format is '\(bundle.format)', expected '\(CatalogBundle.formatName)'")
        }
        guard bundle.version <= CatalogBundle.currentVersion else {
            throw ServiceError.invalidBundle(path, reason: "bundle version \(bundle.version) is newer than this catalog supports (\(CatalogBundle.currentVersion))")
        }
        var problems: [String] = []
        for layout in bundle.layouts {
            for revision in layout.revisions {
                let where_ = "layouts[\(layout.name)]@\(revision.number)"
                if ContentHash.sha256(revision.content) != revision.contentHash {
                    problems.append("\(where_): content does not match its hash")
                } else if let definition = LayoutDocument.check(revision.content, lint: false).definition {
                    if definition.name != layout.name { problems.append("\(where_): the definition is named '\(definition.name)'") }
                } else {
                    problems.append("\(where_): not a valid definition")
                }
            }
        }
        for dataset in bundle.datasets {
            for revision in dataset.revisions where ContentHash.sha256(revision.content) != revision.contentHash
                || DatasetDocument.check(revision.content).dataset?.name != dataset.name {
                problems.append("datasets[\(dataset.name)]@\(revision.number): content does not match its hash or is not a valid dataset")
            }
        }
        for history in bundle.histories {
            for entry in history.entries where ContentHash.sha256(entry.content) != entry.contentHash
                || (try? JSONDecoder().decode(StringSnapshot.self, from: Data(entry.content.utf8))) == nil {
                problems.append("histories[\(history.name)]@\(entry.number): content does not match its hash or is not a snapshot")
            }
        }
        for event in bundle.audit {
            let record = AuditEventRecord(id: event.id, occurredAt: event.occurredAt, actor: event.actor, action: event.action,
                                          subject: event.subject, details: event.details, previousHash: event.previousHash, hash: event.hash)
            if record.computedHash() != event.hash { problems.append("audit[\(event.id)]: content does not match its hash") }
        }
        if !problems.isEmpty { throw ServiceError.invalidBundle(path, reason: problems.joined(separator: "; ")) }
        return bundle
    }

    /// Imports a bundle in one transaction: new layouts and datasets are created, histories that
    /// extend local ones fast-forward, diverged histories keep both sides (incoming revisions
    /// appended after the local head), tags are set where free, and audit events not yet here
    /// are replayed. Importing the same bundle twice changes nothing.
    public func importBundle(_ bundle: CatalogBundle, from path: String, actor: String) throws -> BundleImportReport {
        let timestamp = now
        return try database.write { store in
            var report = BundleImportReport(entries: [], tagsSet: 0, tagConflicts: [], auditEventsAdded: 0)
            // 1. History as recorded where it happened.
            let events = try store.auditEvents()
            let existing = Set(events.map(EventIdentity.init))
            var recorded = RecordedEvents(events)
            for event in bundle.audit where !existing.contains(EventIdentity(event)) {
                let entry = AuditEntry(actor: event.actor, action: event.action, subject: event.subject, detailsText: event.details)
                try store.appendAudit(entry, at: event.occurredAt)
                recorded.insert(entry)
                report.auditEventsAdded += 1
            }
            // 2. Revisions.
            for layout in bundle.layouts {
                let (entry, numbers, layoutId) = try Self.importLayout(layout, into: store, actor: actor, timestamp: timestamp, recorded: &recorded)
                report.entries.append(entry)
                for tag in layout.tags {
                    guard let local = numbers[tag.revision], let revision = try store.revision(layoutId: layoutId, number: local),
                          let revisionId = revision.id else { continue }
                    if let current = try store.tag(layoutId: layoutId, label: tag.label) {
                        if current.revisionId != revisionId { report.tagConflicts.append("\(layout.name)@\(tag.label)") }
                        continue
                    }
                    try store.setTag(layoutId: layoutId, label: tag.label, revisionId: revisionId, createdAt: tag.createdAt)
                    report.tagsSet += 1
                    try Self.recordIfMissing(
                        AuditEntry(actor: actor, action: "tag.set", subject: "\(layout.name)@\(local)",
                                   details: .object(["label": .string(tag.label), "revision": .number(Double(local)),
                                                     "contentHash": .string(revision.contentHash)])),
                        in: store, at: timestamp, recorded: &recorded)
                }
            }
            for dataset in bundle.datasets {
                report.entries.append(try Self.importDataset(dataset, into: store, actor: actor, timestamp: timestamp, recorded: &recorded))
            }
            for history in bundle.histories {
                report.entries.append(try Self.importHistory(history, into: store, actor: actor, timestamp: timestamp, recorded: &recorded))
            }
            if !report.isNoOp {
                let changed = report.entries.filter { $0.outcome != .unchanged }
                try store.appendAudit(AuditEntry(actor: actor, action: "bundle.import", subject: URL(fileURLWithPath: path).lastPathComponent,
                                                 details: .object([
                                                     "exportedAt": .string(bundle.exportedAt),
                                                     "changed": .array(changed.map { .string("\($0.kind):\($0.name) \($0.outcome.rawValue) +\($0.added)") }),
                                                     "auditEventsAdded": .number(Double(report.auditEventsAdded)),
                                                 ])), at: timestamp)
            }
            return report
        }
    }

    private static func importLayout(
        _ layout: CatalogBundle.Layout, into store: StoreAccess, actor: String, timestamp: String, recorded: inout RecordedEvents
    ) throws -> (BundleImportReport.Entry, [Int: Int], Int64) {
        var record = try store.layout(named: layout.name)
        let isNew = record == nil
        if record == nil { record = try store.insertLayout(name: layout.name, createdAt: layout.createdAt, archivedAt: layout.archivedAt) }
        guard let layoutId = record?.id else { throw ServiceError.invalidArgument("internal: layout row has no id") }
        let local = try store.revisions(layoutId: layoutId)
        var known: [RevisionIdentity: Int] = [:]
        for revision in local {
            known[RevisionIdentity(contentHash: revision.contentHash, author: revision.author, message: revision.message)] = revision.number
        }
        var numbers: [Int: Int] = [:]
        var added = 0
        var head = local.last?.number ?? 0
        var diverged = false
        for incoming in layout.revisions {
            if let number = known[incoming.identity] {
                numbers[incoming.number] = number
                continue
            }
            // Appending at the incoming number means the local history was a prefix of it.
            if incoming.number != head + 1 { diverged = true }
            let revision = try store.appendRevision(layoutId: layoutId, contentHash: incoming.contentHash, definition: incoming.content,
                                                    author: incoming.author, message: incoming.message, createdAt: incoming.createdAt)
            head = revision.number
            numbers[incoming.number] = revision.number
            known[incoming.identity] = revision.number
            added += 1
            try recordIfMissing(Audit.revision(revision, layout: layout.name, action: "bundle.import", actor: actor,
                                               extra: ["importedFrom": .number(Double(incoming.number))]),
                                in: store, at: timestamp, recorded: &recorded)
        }
        let outcome: BundleImportReport.Outcome = isNew ? .created : added == 0 ? .unchanged : diverged ? .merged : .fastForwarded
        return (.init(name: layout.name, kind: "layout", outcome: outcome, added: added, head: head), numbers, layoutId)
    }

    private static func importDataset(
        _ dataset: CatalogBundle.DatasetHistory, into store: StoreAccess, actor: String, timestamp: String, recorded: inout RecordedEvents
    ) throws -> BundleImportReport.Entry {
        var record = try store.dataset(named: dataset.name)
        let isNew = record == nil
        if record == nil { record = try store.insertDataset(name: dataset.name, createdAt: dataset.createdAt) }
        guard let datasetId = record?.id else { throw ServiceError.invalidArgument("internal: dataset row has no id") }
        let local = try store.datasetRevisions(datasetId: datasetId)
        var known = Set(local.map { RevisionIdentity(contentHash: $0.contentHash, author: $0.author, message: $0.message) })
        var added = 0, head = local.last?.number ?? 0, diverged = false
        for incoming in dataset.revisions where !known.contains(incoming.identity) {
            if incoming.number != head + 1 { diverged = true }
            let revision = try store.appendDatasetRevision(datasetId: datasetId, contentHash: incoming.contentHash, content: incoming.content,
                                                           author: incoming.author, message: incoming.message, createdAt: incoming.createdAt)
            head = revision.number
            known.insert(incoming.identity)
            added += 1
            let subject = "dataset:\(dataset.name)@\(revision.number)"
            try recordIfMissing(AuditEntry(actor: actor, action: "bundle.import", subject: subject,
                                           details: .object(["dataset": .string(dataset.name), "revision": .number(Double(revision.number)),
                                                             "contentHash": .string(revision.contentHash)])),
                                in: store, at: timestamp, recorded: &recorded)
        }
        let outcome: BundleImportReport.Outcome = isNew ? .created : added == 0 ? .unchanged : diverged ? .merged : .fastForwarded
        return .init(name: dataset.name, kind: "dataset", outcome: outcome, added: added, head: head)
    }

    private static func importHistory(
        _ history: CatalogBundle.SnapshotHistory, into store: StoreAccess, actor: String, timestamp: String, recorded: inout RecordedEvents
    ) throws -> BundleImportReport.Entry {
        try checkHistoryName(history.name)
        var record = try store.snapshotHistory(named: history.name)
        let isNew = record == nil
        if record == nil { record = try store.insertSnapshotHistory(name: history.name, dataset: history.dataset, createdAt: history.createdAt) }
        guard let historyId = record?.id else { throw ServiceError.invalidArgument("internal: history row has no id") }
        var known: Set<RevisionIdentity> = []
        var last: StringSnapshot?
        for entry in try store.snapshotEntries(historyId: historyId) {
            known.insert(RevisionIdentity(contentHash: entry.contentHash, author: entry.author, message: entry.message))
            last = try rebuild(entry, after: last, history: history.name)
        }
        var head = try store.lastSnapshotNumber(historyId: historyId)
        var added = 0, diverged = false
        for incoming in history.entries where !known.contains(incoming.identity) {
            let snapshot: StringSnapshot
            do {
                snapshot = try JSONDecoder().decode(StringSnapshot.self, from: Data(incoming.content.utf8))
            } catch {
                throw ServiceError.invalidSnapshot("history \(history.name)@\(incoming.number)", reason: "\(error)")
            }
            if incoming.number != head + 1 { diverged = true }
            let entry = try appendSnapshot(snapshot, text: incoming.content, after: last, number: head + 1, historyId: historyId, in: store,
                                           author: incoming.author, message: incoming.message, createdAt: incoming.createdAt)
            try recordIfMissing(snapshotAudit(entry, history: history.name, actor: actor, action: "bundle.import"), in: store, at: timestamp,
                                recorded: &recorded)
            known.insert(incoming.identity)
            last = snapshot
            head = entry.number
            added += 1
        }
        let outcome: BundleImportReport.Outcome = isNew ? .created : added == 0 ? .unchanged : diverged ? .merged : .fastForwarded
        return .init(name: history.name, kind: "history", outcome: outcome, added: added, head: head)
    }

    /// Appends an entry unless an event (replayed or local) already records the same action
    /// kind, subject and content hash, so an import into an empty catalog reproduces the
    /// source's trail exactly.
    private static func recordIfMissing(_ entry: AuditEntry, in store: StoreAccess, at timestamp: String, recorded: inout RecordedEvents) throws {
        guard !recorded.contains(entry) else { return }
        try store.appendAudit(entry, at: timestamp)
        recorded.insert(entry)
    }
}

/// The (subject, content hash, tag label) facts the audit trail already records.
struct RecordedEvents {
    private struct Fact: Hashable {
        var subject: String
        var contentHash: String?
        var label: String?
    }

    private var facts: Set<Fact> = []

    init(_ events: [AuditEventRecord]) {
        for event in events { add(subject: event.subject, action: event.action, details: event.details) }
    }

    mutating func insert(_ entry: AuditEntry) {
        add(subject: entry.subject, action: entry.action, details: entry.detailsText)
    }

    func contains(_ entry: AuditEntry) -> Bool {
        facts.contains(Self.fact(subject: entry.subject, action: entry.action, details: entry.detailsText))
    }

    private mutating func add(subject: String, action: String, details: String) {
        facts.insert(Self.fact(subject: subject, action: action, details: details))
    }

    /// Tag events are told apart by label; revision events by content hash alone.
    private static func fact(subject: String, action: String, details: String) -> Fact {
        let label = action == "tag.set" ? Catalog.label(inDetails: details) : nil
        return Fact(subject: subject, contentHash: Catalog.contentHash(inDetails: details), label: label)
    }
}

/// What makes two audit events the same record, across catalogs.
private struct EventIdentity: Hashable {
    var occurredAt: String, actor: String, action: String, subject: String, details: String

    init(_ event: AuditEventRecord) {
        (occurredAt, actor, action, subject, details) = (event.occurredAt, event.actor, event.action, event.subject, event.details)
    }

    init(_ event: CatalogBundle.AuditEvent) {
        (occurredAt, actor, action, subject, details) = (event.occurredAt, event.actor, event.action, event.subject, event.details)
    }
}
