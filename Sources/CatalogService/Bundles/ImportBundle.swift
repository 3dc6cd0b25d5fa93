import CatalogStore
import Foundation
import LayoutModel
import Snapshots

extension Catalog {
    /// Imports a bundle in one transaction: new layouts, datasets and histories are created,
    /// histories that extend local ones fast-forward, diverged histories keep both sides (the
    /// incoming revisions appended after the local head), and tags are set where free. Importing
    /// the same bundle twice changes nothing.
    ///
    /// Audit: into a catalog with no events yet, a bundle carrying a complete trail has it
    /// replayed verbatim, so the receiving catalog's trail is the sender's, hash for hash.
    /// Otherwise each row the import adds gets its own `bundle.import` event in local numbering.
    public func importBundle(_ bundle: CatalogBundle, from path: String, actor: String) throws -> BundleImportReport {
        let timestamp = now
        return try database.write { store in
            var report = BundleImportReport(entries: [], tagsSet: 0, tagConflicts: [], auditEventsAdded: 0)
            let events = try store.auditEvents()
            var session = ImportSession(store: store, actor: actor, timestamp: timestamp, ledger: AuditLedger(events))
            if events.isEmpty, Self.isCompleteTrail(bundle.audit) {
                for event in bundle.audit {
                    try session.append(
                        AuditEntry(actor: event.actor, action: event.action, subject: event.subject, detailsText: event.details),
                        at: event.occurredAt)
                }
            }
            let replayed = session.appended
            for layout in bundle.layouts {
                let (entry, numbers, layoutId) = try Self.importLayout(layout, session: &session)
                report.entries.append(entry)
                for tag in layout.tags {
                    guard let local = numbers[tag.revision], let revision = try store.revision(layoutId: layoutId, number: local),
                        let revisionId = revision.id
                    else { continue }
                    if let current = try store.tag(layoutId: layoutId, label: tag.label) {
                        if current.revisionId != revisionId { report.tagConflicts.append("\(layout.name)@\(tag.label)") }
                        continue
                    }
                    try store.setTag(layoutId: layoutId, label: tag.label, revisionId: revisionId, createdAt: tag.createdAt)
                    report.tagsSet += 1
                    if session.ledger.tags[layout.name]?[tag.label] != local {
                        try session.append(Audit.tagSet(layout: layout.name, label: tag.label, revision: revision, actor: actor))
                    }
                }
            }
            for dataset in bundle.datasets {
                report.entries.append(try Self.importDataset(dataset, session: &session))
            }
            for history in bundle.histories {
                report.entries.append(try Self.importHistory(history, session: &session))
            }
            // Every event this import appends counts: the replayed trail, each imported row's own
            // event and the closing `bundle.import` (the report once said 0 where `audit` listed 8).
            report.auditEventsAdded = session.appended
            if !report.isNoOp {
                let changed = report.entries.filter { $0.outcome != .unchanged }
                try session.append(
                    AuditEntry(
                        actor: actor, action: "bundle.import", subject: URL(fileURLWithPath: path).lastPathComponent,
                        details: .object([
                            "exportedAt": .string(bundle.exportedAt),
                            "changed": .array(changed.map { .string("\($0.kind):\($0.name) \($0.outcome.rawValue) +\($0.added)") }),
                            "auditEventsReplayed": .number(Double(replayed)),
                        ])))
                report.auditEventsAdded = session.appended
            }
            return report
        }
    }

    /// A trail that starts at the genesis hash and numbers its events 1, 2, 3 … without gaps.
    static func isCompleteTrail(_ events: [CatalogBundle.AuditEvent]) -> Bool {
        guard let first = events.first, first.previousHash == AuditEventRecord.genesisHash else { return false }
        return events.enumerated().allSatisfy { $1.id == Int64($0 + 1) }
    }

    private static func importLayout(
        _ layout: CatalogBundle.Layout, session: inout ImportSession
    ) throws -> (BundleImportReport.Entry, [Int: Int], Int64) {
        let store = session.store
        var record = try store.layout(named: layout.name)
        let isNew = record == nil
        if record == nil { record = try store.insertLayout(name: layout.name, createdAt: layout.createdAt, archivedAt: layout.archivedAt) }
        guard let layoutId = record?.id else { throw ServiceError.internalFault("the layout row just written has no id") }
        let local = try store.revisions(layoutId: layoutId)
        let alignment = HistoryAlignment.align(
            local: local.map { RevisionIdentity(contentHash: $0.contentHash, author: $0.author, message: $0.message) },
            incoming: layout.revisions.map(\.identity))
        var numbers: [Int: Int] = [:]
        for (incoming, position) in alignment.matched { numbers[layout.revisions[incoming].number] = local[position].number }
        var head = local.last?.number ?? 0
        for position in alignment.appended {
            let incoming = layout.revisions[position]
            var source: (text: String, hash: String)?
            if let text = incoming.text, let hash = incoming.textHash { source = (text, hash) }
            let revision = try store.appendRevision(
                layoutId: layoutId, contentHash: incoming.contentHash, definition: incoming.content,
                author: incoming.author, message: incoming.message, createdAt: incoming.createdAt,
                source: source)
            head = revision.number
            numbers[incoming.number] = revision.number
            try session.recordCreation(
                Audit.revision(
                    revision, layout: layout.name, action: "bundle.import", actor: session.actor,
                    extra: ["importedFrom": .number(Double(incoming.number))]),
                subject: .init(kind: .layout, name: layout.name, number: revision.number), contentHash: revision.contentHash)
        }
        if isNew, layout.archivedAt != nil, session.ledger.archived[layout.name] != true {
            try session.append(Audit.archive(true, layout: layout.name, head: try store.headRevision(layoutId: layoutId), actor: session.actor))
        }
        let entry = BundleImportReport.Entry(
            name: layout.name, kind: "layout", outcome: outcome(isNew: isNew, alignment), added: alignment.appended.count,
            head: head)
        return (entry, numbers, layoutId)
    }

    private static func importDataset(_ dataset: CatalogBundle.DatasetHistory, session: inout ImportSession) throws -> BundleImportReport.Entry {
        let store = session.store
        var record = try store.dataset(named: dataset.name)
        let isNew = record == nil
        if record == nil { record = try store.insertDataset(name: dataset.name, createdAt: dataset.createdAt) }
        guard let datasetId = record?.id else { throw ServiceError.internalFault("the dataset row just written has no id") }
        let local = try store.datasetRevisions(datasetId: datasetId)
        let alignment = HistoryAlignment.align(
            local: local.map { RevisionIdentity(contentHash: $0.contentHash, author: $0.author, message: $0.message) },
            incoming: dataset.revisions.map(\.identity))
        var head = local.last?.number ?? 0
        for position in alignment.appended {
            let incoming = dataset.revisions[position]
            let revision = try store.appendDatasetRevision(
                datasetId: datasetId, contentHash: incoming.contentHash, content: incoming.content,
                author: incoming.author, message: incoming.message, createdAt: incoming.createdAt)
            head = revision.number
            try session.recordCreation(
                Audit.datasetRevision(
                    revision, dataset: dataset.name, action: "bundle.import", actor: session.actor,
                    extra: ["importedFrom": .number(Double(incoming.number))]),
                subject: .init(kind: .dataset, name: dataset.name, number: revision.number), contentHash: revision.contentHash)
        }
        return .init(name: dataset.name, kind: "dataset", outcome: outcome(isNew: isNew, alignment), added: alignment.appended.count, head: head)
    }

    private static func importHistory(_ history: CatalogBundle.SnapshotHistory, session: inout ImportSession) throws -> BundleImportReport.Entry {
        try checkHistoryName(history.name)
        let store = session.store
        var record = try store.snapshotHistory(named: history.name)
        let isNew = record == nil
        if record == nil { record = try store.insertSnapshotHistory(name: history.name, dataset: history.dataset, createdAt: history.createdAt) }
        guard let historyId = record?.id else { throw ServiceError.internalFault("the snapshot history row just written has no id") }
        let entries = try store.snapshotEntries(historyId: historyId)
        let alignment = HistoryAlignment.align(
            local: entries.map { RevisionIdentity(contentHash: $0.contentHash, author: $0.author, message: $0.message) },
            incoming: history.entries.map(\.identity))
        var last: StringSnapshot?
        if !alignment.appended.isEmpty, let lastNumber = entries.last?.number {
            last = try loadSnapshot(historyId: historyId, number: lastNumber, name: history.name, in: store)
        }
        var head = entries.last?.number ?? 0
        for position in alignment.appended {
            let incoming = history.entries[position]
            let snapshot: StringSnapshot
            do {
                snapshot = try SnapshotInput.snapshot(incoming.content)
            } catch {
                throw ServiceError.invalidSnapshotDocument("history \(history.name)@\(incoming.number)", error)
            }
            let entry = try appendSnapshot(
                snapshot, text: incoming.content, after: last, number: head + 1, historyId: historyId, in: store,
                author: incoming.author, message: incoming.message, createdAt: incoming.createdAt)
            try session.recordCreation(
                Audit.snapshot(entry, history: history.name, dataset: record?.dataset, action: "bundle.import", actor: session.actor),
                subject: .init(kind: .history, name: history.name, number: entry.number), contentHash: entry.contentHash)
            last = snapshot
            head = entry.number
        }
        return .init(name: history.name, kind: "history", outcome: outcome(isNew: isNew, alignment), added: alignment.appended.count, head: head)
    }

    private static func outcome(isNew: Bool, _ alignment: HistoryAlignment) -> BundleImportReport.Outcome {
        if isNew { return .created }
        if alignment.appended.isEmpty { return .unchanged }
        return alignment.diverged ? .merged : .fastForwarded
    }
}

/// The state one bundle import carries between its steps: the store, who imports, and the
/// ledger of what the audit trail already records (kept current as events are appended).
struct ImportSession {
    let store: StoreAccess
    let actor: String
    let timestamp: String
    var ledger: AuditLedger
    /// The events this import has appended so far.
    var appended = 0

    /// Appends an event and keeps the ledger in step.
    mutating func append(_ entry: AuditEntry, at time: String? = nil) throws {
        let event = try store.appendAudit(entry, at: time ?? timestamp)
        ledger.record(event)
        appended += 1
    }

    /// Records a created row unless the (replayed) trail already records it with this content.
    mutating func recordCreation(_ entry: AuditEntry, subject: AuditLedger.Subject, contentHash: String) throws {
        if !ledger.records(subject, contentHash: contentHash) { try append(entry) }
    }
}
