import CatalogStore
import Foundation
import LayoutModel
import Snapshots

extension Catalog {
    /// Every `checkpointInterval`-th entry is stored whole; the others as deltas.
    public static let checkpointInterval = 32

    /// Records the next snapshot of a history (created on first use): a whole snapshot file, or
    /// an operations script applied to the latest snapshot (marks cleared, as UIKit hands a
    /// snapshot back after `apply`).
    public func recordSnapshot(
        history name: String, file: SourceDocument? = nil, operations: SourceDocument? = nil, dataset: String? = nil,
        author: String, message: String?
    ) throws -> RecordedSnapshot {
        try Self.checkHistoryName(name)
        let newFromFile = try file.map(SnapshotInput.snapshot)
        let steps = try operations.map(SnapshotInput.operations)
        let timestamp = now
        return try database.write { store in
            if let dataset, try store.dataset(named: dataset) == nil {
                throw ServiceError.noSuchDataset(dataset, suggestion: Self.closestName(to: dataset, among: try store.datasets().map(\.name)))
            }
            var history = try store.snapshotHistory(named: name)
            if history == nil { history = try store.insertSnapshotHistory(name: name, dataset: dataset, createdAt: timestamp) }
            guard let historyId = history?.id else { throw ServiceError.internalFault("the snapshot history row just written has no id") }
            // A new link is recorded with the next entry (its event carries the link).
            let link = dataset ?? history?.dataset
            let last = try store.lastSnapshotNumber(historyId: historyId)
            let previous = last == 0 ? nil : try Self.loadSnapshot(historyId: historyId, number: last, name: name, in: store)
            var snapshot: StringSnapshot
            if let newFromFile {
                snapshot = newFromFile
            } else if let steps {
                snapshot = previous?.clearingMarks ?? StringSnapshot()
                do {
                    try snapshot.apply(steps.operations)
                } catch let error as SnapshotOperationError<String, String> {
                    // Steps are counted from 1 for people; the list in the file starts at step 1.
                    let index = error.stepIndex
                    let location = index < steps.locations.count ? steps.locations[index] : nil
                    throw ServiceError.invalidSnapshotDocument(
                        operations?.path ?? "operations",
                        Diagnostic(
                            .error, at: .root / index / error.operation.name, location: location,
                            "step \(index + 1) (\(error.operation.name)): \(error.error)"))
                }
            } else {
                throw ServiceError.missingSnapshotSource
            }
            let text = try Self.json(snapshot)
            // The stored hash says whether anything changed; no need to encode the previous one.
            if last > 0, try store.snapshotContentHash(historyId: historyId, number: last) == ContentHash.sha256(text) {
                if link != history?.dataset {
                    throw ServiceError.datasetLinkNeedsNewSnapshot(history: name)
                }
                return RecordedSnapshot(
                    history: name, number: last, recorded: false, isCheckpoint: false, storedBytes: 0,
                    sections: snapshot.numberOfSections, items: snapshot.numberOfItems)
            }
            let entry = try Self.appendSnapshot(
                snapshot, text: text, after: previous, number: last + 1, historyId: historyId, in: store,
                author: author, message: message ?? "", createdAt: timestamp)
            if link != history?.dataset { try store.setSnapshotHistoryDataset(historyId: historyId, dataset: link) }
            try store.appendAudit(Audit.snapshot(entry, history: name, dataset: link, action: "snapshot.record", actor: author), at: timestamp)
            let number = entry.number
            let isCheckpoint = entry.kind == .full
            let payload = entry.payload
            return RecordedSnapshot(
                history: name, number: number, recorded: true, isCheckpoint: isCheckpoint,
                storedBytes: payload.utf8.count, sections: snapshot.numberOfSections, items: snapshot.numberOfItems)
        }
    }

    /// The snapshot a reference (`HISTORY@N`, `HISTORY` for the latest, `HISTORY@~1`) names.
    public func snapshot(_ reference: RevisionReference) throws -> LoadedSnapshot {
        try database.read { store in try Self.snapshot(reference, in: store) }
    }

    static func snapshot(_ reference: RevisionReference, in store: StoreAccess) throws -> LoadedSnapshot {
        let (history, number) = try locateSnapshot(reference, in: store)
        guard let historyId = history.id else { throw ServiceError.noSuchHistory(reference.name, suggestion: nil) }
        return LoadedSnapshot(
            history: history.name, number: number,
            snapshot: try loadSnapshot(historyId: historyId, number: number, name: history.name, in: store),
            dataset: history.dataset)
    }

    /// The staged changeset between two snapshots (of one history or two).
    public func snapshotChangeset(_ from: RevisionReference, _ to: RevisionReference) throws -> SnapshotComparison {
        let (a, b) = try database.read { store in (try Self.snapshot(from, in: store), try Self.snapshot(to, in: store)) }
        return SnapshotComparison(from: "\(a.history)@\(a.number)", to: "\(b.history)@\(b.number)", changeset: a.snapshot.changeset(to: b.snapshot))
    }

    /// The entries of a history.
    public func snapshotLog(_ name: String) throws -> [SnapshotLogEntry] {
        try database.read { store in
            let (history, _) = try Self.locateSnapshot(RevisionReference(name: name), in: store)
            guard let id = history.id else { return [] }
            return try store.snapshotEntrySummaries(historyId: id).map {
                SnapshotLogEntry(
                    number: $0.number, isCheckpoint: $0.kind == .full, contentHash: $0.contentHash, sections: $0.sectionCount,
                    items: $0.itemCount, storedBytes: $0.payloadBytes, author: $0.author, message: $0.message, createdAt: $0.createdAt)
            }
        }
    }

    /// Every history.
    public func snapshotHistories() throws -> [SnapshotHistorySummary] {
        try database.read { store in
            try store.snapshotHistories().compactMap { history in
                guard let id = history.id else { return nil }
                return SnapshotHistorySummary(
                    name: history.name, dataset: history.dataset, entries: try store.lastSnapshotNumber(historyId: id),
                    storedBytes: try store.snapshotStorageBytes(historyId: id))
            }
        }
    }

    /// Stores a snapshot as entry `number`: whole at checkpoints (every `checkpointInterval`-th
    /// entry, or when there is nothing before it), otherwise as a delta from `previous`.
    static func appendSnapshot(
        _ snapshot: StringSnapshot, text: String, after previous: StringSnapshot?, number: Int, historyId: Int64, in store: StoreAccess,
        author: String, message: String, createdAt: String
    ) throws -> SnapshotEntryRecord {
        let isCheckpoint = (number - 1) % checkpointInterval == 0 || previous == nil
        var payload = text
        if !isCheckpoint, let previous {
            do {
                payload = try previous.delta(to: snapshot).jsonString()
            } catch {
                throw ServiceError.invalidSnapshot("history entry \(number)", reason: "cannot encode the delta: \(error)")
            }
        }
        return try store.insertSnapshotEntry(
            SnapshotEntryRecord(
                historyId: historyId, number: number, kind: isCheckpoint ? .full : .delta, payload: payload, contentHash: ContentHash.sha256(text),
                sectionCount: snapshot.numberOfSections, itemCount: snapshot.numberOfItems, author: author, message: message, createdAt: createdAt))
    }

    // MARK: Loading

    /// Rebuilds entry `number` from its checkpoint and the deltas after it, checking the result
    /// against the stored content hash.
    static func loadSnapshot(historyId: Int64, number: Int, name: String, in store: StoreAccess) throws -> StringSnapshot {
        let chain = try store.snapshotChain(historyId: historyId, upTo: number)
        guard let checkpoint = chain.first, checkpoint.kind == .full, chain.last?.number == number,
            chain.count == number - checkpoint.number + 1
        else {
            throw ServiceError.corruptSnapshot("\(name)@\(number)", reason: "its checkpoint or a delta before it is missing")
        }
        do {
            let base = try JSONDecoder().decode(StringSnapshot.self, from: Data(checkpoint.payload.utf8))
            let deltas = try chain.dropFirst().map { try JSONDecoder().decode(SnapshotDelta<String, String>.self, from: Data($0.payload.utf8)) }
            return try base.applying(deltas)
        } catch {
            throw ServiceError.corruptSnapshot("\(name)@\(number)", reason: "\(error)")
        }
    }

    /// The snapshot an entry holds, given the snapshot of the entry before it.
    static func rebuild(_ entry: SnapshotEntryRecord, after previous: StringSnapshot?, history: String) throws -> StringSnapshot {
        do {
            if entry.kind == .full {
                return try JSONDecoder().decode(StringSnapshot.self, from: Data(entry.payload.utf8))
            }
            guard let previous else { throw ServiceError.corruptSnapshot("\(history)@\(entry.number)", reason: "a delta with no snapshot before it") }
            return try previous.applying(JSONDecoder().decode(SnapshotDelta<String, String>.self, from: Data(entry.payload.utf8)))
        } catch let error as ServiceError {
            throw error
        } catch {
            throw ServiceError.corruptSnapshot("\(history)@\(entry.number)", reason: "\(error)")
        }
    }

    static func json(_ snapshot: StringSnapshot) throws -> String {
        do {
            return try snapshot.jsonString()
        } catch {
            throw ServiceError.invalidSnapshot("snapshot", reason: "cannot encode: \(error)")
        }
    }

    static func locateSnapshot(_ reference: RevisionReference, in store: StoreAccess) throws -> (SnapshotHistoryRecord, Int) {
        guard let history = try store.snapshotHistory(named: reference.name), let id = history.id else {
            let names = try store.snapshotHistories().map(\.name)
            throw ServiceError.noSuchHistory(reference.name, suggestion: closestName(to: reference.name, among: names))
        }
        let last = try store.lastSnapshotNumber(historyId: id)
        guard last > 0 else { throw ServiceError.noSuchRevision(reference.description, reason: "the history has no snapshots yet") }
        guard let number = try reference.number(head: last, subject: "history \(history.name)") else {
            throw ServiceError.noSuchRevision(reference.description, reason: "snapshots are named HISTORY, HISTORY@N or HISTORY@~N")
        }
        return (history, number)
    }

    static func checkHistoryName(_ name: String) throws {
        let allowed = Set("abcdefghijklmnopqrstuvwxyz0123456789-_.")
        guard !name.isEmpty, name.count <= 64, name.allSatisfy(allowed.contains), name.first.map({ $0.isLetter || $0.isNumber }) == true else {
            throw ServiceError.malformedHistoryName(name)
        }
    }
}
