import CatalogStore
import Foundation
import LayoutModel
import Snapshots

extension Catalog {
    /// Builds a bundle of the named layouts (all when empty) with their full histories and
    /// tags, every dataset, and the audit events about what it carries (all of them when
    /// exporting everything).
    public func bundle(layouts names: [String] = []) throws -> CatalogBundle {
        let timestamp = now
        return try database.read { store in
            var listings = try store.layoutListings(includeArchived: true)
            if !names.isEmpty {
                let known = Set(listings.map(\.layout.name))
                if let missing = names.first(where: { !known.contains($0) }) {
                    throw ServiceError.noSuchLayout(missing, suggestion: Self.closestName(to: missing, among: Array(known)))
                }
                listings = listings.filter { names.contains($0.layout.name) }
            }
            let layouts = try listings.compactMap { listing -> CatalogBundle.Layout? in
                guard let id = listing.layout.id else { return nil }
                let revisions = try store.revisions(layoutId: id)
                let numbers = Dictionary(uniqueKeysWithValues: revisions.map { ($0.id ?? 0, $0.number) })
                return CatalogBundle.Layout(
                    name: listing.layout.name, createdAt: listing.layout.createdAt, archivedAt: listing.layout.archivedAt,
                    revisions: revisions.map {
                        .init(
                            number: $0.number, contentHash: $0.contentHash, content: $0.definition, author: $0.author,
                            message: $0.message, createdAt: $0.createdAt, text: $0.sourceText, textHash: $0.sourceHash)
                    },
                    tags: try store.tags(layoutId: id).compactMap { tag in
                        numbers[tag.revisionId].map { CatalogBundle.Tag(label: tag.label, revision: $0, createdAt: tag.createdAt) }
                    })
            }
            let datasets = try store.datasets().compactMap { record -> CatalogBundle.DatasetHistory? in
                guard let id = record.id else { return nil }
                return CatalogBundle.DatasetHistory(
                    name: record.name, createdAt: record.createdAt,
                    revisions: try store.datasetRevisions(datasetId: id).map {
                        .init(
                            number: $0.number, contentHash: $0.contentHash, content: $0.content, author: $0.author, message: $0.message,
                            createdAt: $0.createdAt)
                    })
            }
            let histories = try store.snapshotHistories().compactMap { history -> CatalogBundle.SnapshotHistory? in
                guard let id = history.id else { return nil }
                var entries: [CatalogBundle.Revision] = []
                var current: StringSnapshot?
                for entry in try store.snapshotEntries(historyId: id) {
                    current = try Self.rebuild(entry, after: current, history: history.name)
                    guard let snapshot = current else { continue }
                    entries.append(
                        .init(
                            number: entry.number, contentHash: entry.contentHash, content: try Self.json(snapshot), author: entry.author,
                            message: entry.message, createdAt: entry.createdAt))
                }
                return CatalogBundle.SnapshotHistory(name: history.name, dataset: history.dataset, createdAt: history.createdAt, entries: entries)
            }
            let included = Set(layouts.map(\.name))
            let events = try store.auditEvents().filter { event in
                names.isEmpty || included.contains(String(event.subject.prefix { $0 != "@" }))
            }
            return CatalogBundle(
                format: CatalogBundle.formatName, version: CatalogBundle.currentVersion, exportedAt: timestamp,
                layouts: layouts, datasets: datasets, histories: names.isEmpty ? histories : [],
                audit: events.map {
                    .init(
                        id: $0.id ?? 0, occurredAt: $0.occurredAt, actor: $0.actor, action: $0.action, subject: $0.subject,
                        details: $0.details, previousHash: $0.previousHash, hash: $0.hash)
                })
        }
    }

    /// Writes a bundle file (sorted-key JSON) at `path`.
    @discardableResult
    public func exportBundle(layouts names: [String] = [], to path: String, force: Bool) throws -> ExportedBundle {
        let bundle = try bundle(layouts: names)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let outcome = try SafeOutput.writeFile(try encoder.encode(bundle), at: path, force: force)
        return ExportedBundle(
            path: path, outcome: outcome, layouts: bundle.layouts.count, revisions: bundle.layouts.reduce(0) { $0 + $1.revisions.count },
            datasets: bundle.datasets.count, histories: bundle.histories.count, auditEvents: bundle.audit.count)
    }
}
