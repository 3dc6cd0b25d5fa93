import CatalogService
import LayoutModel
import Snapshots

/// `catalog snapshot`: recording, histories, one snapshot, and changesets.
public enum SnapshotPrinter {
    public static func writeRecorded(_ result: RecordedSnapshot, on console: Console) {
        if result.recorded {
            console.print(
                "recorded \(result.history)@\(result.number): \(result.sections) sections, \(result.items) items; stored \(result.isCheckpoint ? "whole" : "as a delta") (\(result.storedBytes) bytes)"
            )
        } else {
            console.print("unchanged \(result.history)@\(result.number): the snapshot equals the latest one")
        }
    }

    public static func writeLog(_ entries: [SnapshotLogEntry], history: String, on console: Console) {
        console.table(
            [
                .init("SNAPSHOT"), .init("STORED"), .init("SECTIONS", alignment: .right), .init("ITEMS", alignment: .right),
                .init("BYTES", alignment: .right), .init("HASH"), .init("AUTHOR"), .init("DATE"), .init("MESSAGE", maxWidth: 40),
            ],
            entries.map {
                [
                    "\(history)@\($0.number)", $0.isCheckpoint ? "full" : "delta", String($0.sections), String($0.items), String($0.storedBytes),
                    String($0.contentHash.prefix(12)), $0.author, $0.createdAt, $0.message,
                ]
            })
    }

    public static func writeHistories(_ histories: [SnapshotHistorySummary], on console: Console) {
        if histories.isEmpty {
            console.print("No snapshot histories. Record one with `catalog snapshot record HISTORY --file snapshot.json`.")
            return
        }
        console.table(
            [.init("HISTORY"), .init("SNAPSHOTS", alignment: .right), .init("BYTES", alignment: .right), .init("DATASET")],
            histories.map { [$0.name, String($0.entries), String($0.storedBytes), $0.dataset ?? ""] })
    }

    /// The sections with their first items, and the reload and reconfigure marks.
    public static func writeSnapshot(_ loaded: LoadedSnapshot, on console: Console) {
        let snapshot = loaded.snapshot
        console.print("\(loaded.history)@\(loaded.number): \(snapshot.numberOfSections) sections, \(snapshot.numberOfItems) items")
        for section in snapshot.sectionIdentifiers {
            let items = (try? snapshot.itemIdentifiers(inSection: section)) ?? []
            let shown =
                items.prefix(12).map(DiagnosticText.shown).joined(separator: ", ") + (items.count > 12 ? ", … (\(items.count - 12) more)" : "")
            console.print("  \(DiagnosticText.shown(section)) (\(items.count)): \(shown)")
        }
        let marks = [("reloaded", snapshot.reloadedItemIdentifiers), ("reconfigured", snapshot.reconfiguredItemIdentifiers)]
        for (label, ids) in marks where !ids.isEmpty { console.print("  \(label): \(ids.map(DiagnosticText.shown).joined(separator: ", "))") }
        if !snapshot.reloadedSectionIdentifiers.isEmpty {
            console.print("  reloaded sections: \(snapshot.reloadedSectionIdentifiers.map(DiagnosticText.shown).joined(separator: ", "))")
        }
    }

    /// The stages in UIKit's order, then the counts.
    public static func writeChangeset(_ comparison: SnapshotComparison, on console: Console) {
        console.print(console.paint(.bold, "\(comparison.from) → \(comparison.to)"))
        // Each stage is escaped on its own line: escaping the joined text would print its line
        // breaks as a literal `\n`.
        for line in comparison.changeset.lines { console.print(DiagnosticText.escaped(line)) }
        let s = comparison.changeset.summary
        console.print(
            console.paint(
                .dim,
                "sections: \(s.sectionDeletes) deleted, \(s.sectionInserts) inserted, \(s.sectionMoves) moved, \(s.sectionReloads) reloaded; items: \(s.itemDeletes) deleted, \(s.itemInserts) inserted, \(s.itemMoves) moved, \(s.itemReloads) reloaded, \(s.itemReconfigures) reconfigured"
            ))
    }
}

extension SnapshotPrinter {
    /// The snapshot file (the document `snapshot record --file` reads).
    public static func writeFile(_ loaded: LoadedSnapshot, on console: Console) throws {
        console.print(try loaded.snapshot.jsonString())
    }
}
