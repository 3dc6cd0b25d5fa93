import CatalogStore
import Foundation
import LayoutModel
import Snapshots

extension Catalog {
    /// Checks the catalog against its audit trail, both ways.
    ///
    /// - The chain: every event's hash covers its content and the previous event's hash; ids
    ///   have no gaps; an `anchor` recorded earlier must still be in the chain.
    /// - Rows → events: every layout and dataset revision and every snapshot still matches its
    ///   content hash (snapshots are rebuilt from their checkpoints and deltas), is numbered
    ///   1, 2, 3 … with each revision's parent the one before, and is recorded by an event with
    ///   the same content hash, author, message and time; a revision's author text matches its
    ///   text hash and the text hash its event recorded.
    /// - Events → rows: every row an event recorded still exists with that content.
    /// - State: tags, archived layouts, history–dataset links, each pack channel's newest
    ///   sequence and the revoked pack keys are where the newest events put them.
    /// - Parameter anchor: a prefix (12 or more hex digits) of an event hash recorded earlier.
    public func verifyAudit(anchor: String? = nil) throws -> AuditVerification {
        if let anchor, anchor.count < 12 || !anchor.allSatisfy(\.isHexDigit) {
            throw ServiceError.malformedAnchor(anchor)
        }
        return try database.read { store in
            var problems: [AuditVerification.Problem] = []
            func problem(_ table: AuditVerification.Problem.Table, _ id: Int64?, _ message: String) {
                problems.append(.init(table: table, rowID: id ?? 0, message: message))
            }
            let events = try store.auditEvents()
            Self.checkChain(events, anchor: anchor, problem)
            let ledger = AuditLedger(events)
            var present: Set<AuditLedger.Subject> = []
            var revisionCount = 0

            // Layouts and their revisions, each table read once (a query per layout was a
            // third of the time on 10,000 layouts).
            let allRevisions = try store.allRevisions()
            let revisionsByLayout = Dictionary(grouping: allRevisions, by: \.layoutId)
            let revisionsByID = Dictionary(
                allRevisions.compactMap { revision in revision.id.map { ($0, revision) } },
                uniquingKeysWith: { first, _ in first })
            let tagsByLayout = Dictionary(grouping: try store.allTags(), by: \.layoutId)
            for listing in try store.layoutListings(includeArchived: true) {
                guard let layoutId = listing.layout.id else { continue }
                let name = listing.layout.name
                let revisions = revisionsByLayout[layoutId] ?? []
                revisionCount += revisions.count
                var previous: RevisionRecord?
                for revision in revisions {
                    let subject = AuditLedger.Subject(kind: .layout, name: name, number: revision.number)
                    present.insert(subject)
                    Self.checkRow(
                        subject, id: revision.id, table: .layoutRevision,
                        hashMatches: ContentHash.sha256(revision.definition) == revision.contentHash,
                        contentHash: revision.contentHash, author: revision.author, message: revision.message, createdAt: revision.createdAt,
                        number: revision.number, expectedNumber: (previous?.number ?? 0) + 1,
                        parentMatches: revision.parentId == previous?.id, ledger: ledger, problem)
                    Self.checkText(of: revision, subject, ledger: ledger, problem)
                    previous = revision
                }
                if listing.layout.isArchived != (ledger.archived[name] ?? false) {
                    problem(
                        .layout, layoutId,
                        "\(name) is \(listing.layout.isArchived ? "" : "not ")archived, but the audit trail says it \(listing.layout.isArchived ? "is not" : "is")"
                    )
                }
                var expectedTags = ledger.tags[name] ?? [:]
                for tag in tagsByLayout[layoutId] ?? [] {
                    // The revision must be this layout's: another layout's of the same number
                    // is still a moved tag.
                    let number = revisionsByID[tag.revisionId].flatMap { $0.layoutId == layoutId ? $0.number : nil }
                    if expectedTags.removeValue(forKey: tag.label) != number || number == nil {
                        problem(.revisionTag, tag.id, "tag '\(tag.label)' on \(name) does not point where the audit trail says")
                    }
                }
                for (label, number) in expectedTags.sorted(by: { $0.key < $1.key }) {
                    problem(.revisionTag, 0, "tag '\(label)' on \(name)@\(number) is recorded by the audit trail but missing (deleted)")
                }
            }

            // Datasets.
            for dataset in try store.datasets() {
                guard let id = dataset.id else { continue }
                var previous: DatasetRevisionRecord?
                for revision in try store.datasetRevisions(datasetId: id) {
                    let subject = AuditLedger.Subject(kind: .dataset, name: dataset.name, number: revision.number)
                    present.insert(subject)
                    Self.checkRow(
                        subject, id: revision.id, table: .datasetRevision, hashMatches: ContentHash.sha256(revision.content) == revision.contentHash,
                        contentHash: revision.contentHash, author: revision.author, message: revision.message, createdAt: revision.createdAt,
                        number: revision.number, expectedNumber: (previous?.number ?? 0) + 1,
                        parentMatches: revision.parentId == previous?.id, ledger: ledger, problem)
                    previous = revision
                }
            }

            // Snapshot histories: rebuild each entry in order and check its hash.
            for history in try store.snapshotHistories() {
                guard let historyId = history.id else { continue }
                var current: StringSnapshot?
                var expectedNumber = 1
                for entry in try store.snapshotEntries(historyId: historyId) {
                    let subject = AuditLedger.Subject(kind: .history, name: history.name, number: entry.number)
                    present.insert(subject)
                    var matches = false
                    do {
                        current = try Self.rebuild(entry, after: current, history: history.name)
                        matches = try current.map { ContentHash.sha256(try $0.jsonString()) } == entry.contentHash
                    } catch {
                        problem(.snapshotEntry, entry.id, "\(subject.description): cannot be rebuilt (\(error)); later entries are not checked")
                        break
                    }
                    Self.checkRow(
                        subject, id: entry.id, table: .snapshotEntry, hashMatches: matches, contentHash: entry.contentHash,
                        author: entry.author, message: entry.message, createdAt: entry.createdAt, number: entry.number,
                        expectedNumber: expectedNumber, parentMatches: true, ledger: ledger, problem)
                    expectedNumber = entry.number + 1
                }
                if let linked = ledger.historyDatasets[history.name], linked != history.dataset {
                    problem(
                        .snapshotHistory, historyId,
                        "history \(history.name) is linked to \(history.dataset ?? "no dataset"), but the audit trail says \(linked ?? "none")")
                }
            }

            // Layout packs: each channel's sequence and the revoked keys are the newest events'.
            try Self.checkPacks(events, in: store, problem)

            // Events → rows: nothing an event created may have disappeared.
            for (subject, facts) in ledger.facts.sorted(by: { ($0.value.first?.eventID ?? 0) < ($1.value.first?.eventID ?? 0) })
            where !present.contains(subject) {
                guard let fact = facts.first(where: { AuditLedger.creatingActions.contains($0.action) }) else { continue }
                problem(.auditEvent, fact.eventID, "records \(subject.description), which is missing from the catalog (the row was deleted)")
            }
            return AuditVerification(eventCount: events.count, revisionCount: revisionCount, headHash: events.last?.hash, problems: problems)
        }
    }

    /// `pack_channel` holds, for each channel, the sequence and pack hash of its newest
    /// `pack.publish` event, and `pack_key_revocation` exactly the keys those events revoked
    /// (each with the event that did): a sequence lowered or a revocation removed in the file
    /// shows here, even with the triggers that forbid both dropped.
    private static func checkPacks(
        _ events: [AuditEventRecord], in store: StoreAccess,
        _ problem: (AuditVerification.Problem.Table, Int64?, String) -> Void
    ) throws {
        var newest: [String: (sequence: Int, packHash: String, event: Int64)] = [:]
        var revoked: [String: Int64] = [:]
        for event in events where event.action == "pack.publish" {
            guard let details = try? JSONSerialization.jsonObject(with: Data(event.details.utf8)) as? [String: Any],
                let channel = details["channel"] as? String, let sequence = details["sequence"] as? Int
            else { continue }
            let packHash = String(event.subject.dropFirst("pack:".count))
            if sequence > newest[channel]?.sequence ?? 0 { newest[channel] = (sequence, packHash, event.id ?? 0) }
            for keyID in details["revokes"] as? [String] ?? [] where revoked[keyID] == nil { revoked[keyID] = event.id ?? 0 }
        }
        for row in try store.packChannels() {
            guard let expected = newest.removeValue(forKey: row.channel) else {
                problem(.packChannel, 0, "channel \(row.channel) has sequence \(row.sequence), but no pack.publish event records it")
                continue
            }
            if row.sequence != expected.sequence || row.packHash != expected.packHash || row.auditEventId != expected.event {
                problem(
                    .packChannel, 0,
                    "channel \(row.channel) is at sequence \(row.sequence), but the audit trail's newest pack for it is sequence \(expected.sequence) (event #\(expected.event))"
                )
            }
        }
        for (channel, expected) in newest.sorted(by: { $0.key < $1.key }) {
            problem(
                .packChannel, 0,
                "channel \(channel) reached sequence \(expected.sequence) (event #\(expected.event)), but its row is missing (deleted)")
        }
        for row in try store.packKeyRevocations() {
            if revoked.removeValue(forKey: row.keyID) != row.auditEventId {
                problem(.packKeyRevocation, 0, "key \(row.keyID) is revoked, but no pack.publish event (or another one) records it")
            }
        }
        for (keyID, event) in revoked.sorted(by: { $0.key < $1.key }) {
            problem(.packKeyRevocation, 0, "key \(keyID) was revoked by event #\(event), but the revocation is missing (deleted)")
        }
    }

    /// Each event's hash covers its content and the previous hash; ids run 1, 2, 3 ….
    private static func checkChain(
        _ events: [AuditEventRecord], anchor: String?, _ problem: (AuditVerification.Problem.Table, Int64?, String) -> Void
    ) {
        var previousHash = AuditEventRecord.genesisHash
        var previousId: Int64 = 0
        for event in events {
            let id = event.id ?? 0
            if id != previousId + 1 {
                let range = id - previousId > 2 ? "s \(previousId + 1)…\(id - 1)" : " \(previousId + 1)"
                problem(.auditEvent, id, "follows event \(previousId): event\(range) missing (deleted)")
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
    }

    /// A revision's author text against its own hash and the text hash the event that created
    /// the revision recorded. Revisions without text (older ones, reverts to them) have neither,
    /// nor does their event.
    private static func checkText(
        of revision: RevisionRecord, _ subject: AuditLedger.Subject, ledger: AuditLedger,
        _ problem: (AuditVerification.Problem.Table, Int64?, String) -> Void
    ) {
        let name = subject.description
        switch (revision.sourceText, revision.sourceHash) {
        case (nil, nil):
            break
        case (let text?, let hash?):
            if ContentHash.sha256(text) != hash {
                problem(.layoutRevision, revision.id, "\(name): text does not match its text hash (the row was edited)")
            }
        default:
            problem(.layoutRevision, revision.id, "\(name): has a text without its text hash or a text hash without its text (the row was edited)")
        }
        let creations = ledger.creations(of: subject).filter { $0.contentHash == revision.contentHash }
        // No event with this content: checkRow has reported the row already.
        if !creations.isEmpty, !creations.contains(where: { $0.textHash == revision.sourceHash }) {
            problem(
                .layoutRevision, revision.id,
                "\(name): text hash differs from the one the audit trail recorded (the text was edited, added or removed)")
        }
    }

    /// One stored row against its own hash, its neighbours and the events that created it.
    private static func checkRow(
        _ subject: AuditLedger.Subject, id: Int64?, table: AuditVerification.Problem.Table, hashMatches: Bool, contentHash: String,
        author: String, message: String, createdAt: String, number: Int, expectedNumber: Int, parentMatches: Bool,
        ledger: AuditLedger, _ problem: (AuditVerification.Problem.Table, Int64?, String) -> Void
    ) {
        let name = subject.description
        if !hashMatches {
            problem(table, id, "\(name): content does not match its content hash (the row was edited)")
        }
        if number != expectedNumber {
            problem(table, id, "\(name): expected number \(expectedNumber) here (a row before it was deleted or renumbered)")
        } else if !parentMatches {
            problem(table, id, "\(name): its parent is not the revision before it")
        }
        let creations = ledger.creations(of: subject)
        guard !creations.isEmpty else {
            problem(table, id, "\(name): no audit event records this row (its event was deleted)")
            return
        }
        guard let fact = creations.last(where: { $0.contentHash == contentHash }) else {
            problem(table, id, "\(name): content hash differs from the one the audit trail recorded (the row was edited)")
            return
        }
        let recorded = creations.last { $0.contentHash == contentHash && $0.author != nil } ?? fact
        if let expected = recorded.author, expected != author || recorded.message != message || recorded.createdAt != createdAt {
            problem(table, id, "\(name): author, message or time differs from what the audit trail recorded (the row was edited)")
        }
    }
}
