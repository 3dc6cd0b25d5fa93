import ArgumentParser
import CatalogService
import Foundation
import Snapshots

struct SnapshotCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "snapshot",
        abstract: "NSDiffableDataSourceSnapshot histories and the staged changesets between them.",
        subcommands: [SnapshotRecordCommand.self, SnapshotLogCommand.self, SnapshotShowCommand.self, SnapshotDiffCommand.self,
                      SnapshotListCommand.self],
        defaultSubcommand: SnapshotListCommand.self)
}

struct SnapshotRecordCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record",
        abstract: "Record the next snapshot of a history: a whole snapshot (--file) or operations applied to the latest (--ops).")

    @Argument(help: ArgumentHelp("The history (created on first use).", valueName: "history"))
    var history: String

    @Option(help: ArgumentHelp("A snapshot file: {\"sections\": [{\"id\", \"items\"}], \"reloadedItems\", …}.", valueName: "file"))
    var file: String?

    @Option(help: ArgumentHelp("An operations script (YAML): appendSections, appendItems, moveItem, …", valueName: "file"))
    var ops: String?

    @Option(help: ArgumentHelp("Link the history to a dataset whose item ids label its items.", valueName: "name"))
    var dataset: String?

    @Option(name: [.short, .long], help: "A message.")
    var message: String?

    @OptionGroup var author: AuthorOptions
    @OptionGroup var options: CatalogOptions

    func validate() throws {
        if (file == nil) == (ops == nil) { throw ValidationError("give exactly one of --file and --ops") }
    }

    func run() throws {
        try reporting {
            let document = try SourceDocument.load([file ?? ops ?? ""]).first
            let result = try options.open().recordSnapshot(
                history: history, file: file == nil ? nil : document, operations: ops == nil ? nil : document, dataset: dataset,
                author: author.resolved, message: message)
            if result.recorded {
                Console.print("recorded \(history)@\(result.number): \(result.sections) sections, \(result.items) items; stored \(result.isCheckpoint ? "whole" : "as a delta") (\(result.storedBytes) bytes)")
            } else {
                Console.print("unchanged \(history)@\(result.number): the snapshot equals the latest one")
            }
        }
    }
}

struct SnapshotLogCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "log", abstract: "List a history's snapshots.")

    @Argument(help: ArgumentHelp("The history.", valueName: "history"))
    var history: String

    @Flag(help: "Print the result as JSON.")
    var json = false

    @OptionGroup var options: CatalogOptions

    func run() throws {
        try reporting {
            let entries = try options.open().snapshotLog(history)
            if json {
                try JSONOutput.print(entries.map {
                    SnapshotEntryJSON(number: $0.number, stored: $0.isCheckpoint ? "full" : "delta", contentHash: $0.contentHash, sections: $0.sections,
                                      items: $0.items, bytes: $0.storedBytes, author: $0.author, date: $0.createdAt, message: $0.message)
                })
                return
            }
            let rows = entries.map {
                ["\(history)@\($0.number)", $0.isCheckpoint ? "full" : "delta", String($0.sections), String($0.items), String($0.storedBytes),
                 String($0.contentHash.prefix(12)), $0.author, $0.createdAt, $0.message]
            }
            Console.print(TableOutput.render([.init("SNAPSHOT"), .init("STORED"), .init("SECTIONS", alignment: .right), .init("ITEMS", alignment: .right),
                                              .init("BYTES", alignment: .right), .init("HASH"), .init("AUTHOR"), .init("DATE"), .init("MESSAGE", maxWidth: 40)], rows))
        }
    }
}

struct SnapshotShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "show", abstract: "Print one snapshot (HISTORY@N; HISTORY is the latest).")

    @Argument(help: ArgumentHelp("The snapshot.", valueName: "history@n"))
    var reference: String

    @Flag(help: "Print the snapshot file (JSON) instead of a summary.")
    var json = false

    @OptionGroup var options: CatalogOptions

    func run() throws {
        try reporting {
            let (number, snapshot, _) = try options.open().snapshot(RevisionReference(parsing: reference))
            if json {
                Console.print(try snapshot.jsonString())
                return
            }
            let name = reference.split(separator: "@").first.map(String.init) ?? reference
            Console.print("\(name)@\(number): \(snapshot.numberOfSections) sections, \(snapshot.numberOfItems) items")
            for section in snapshot.sectionIdentifiers {
                let items = (try? snapshot.itemIdentifiers(inSection: section)) ?? []
                let shown = items.prefix(12).joined(separator: ", ") + (items.count > 12 ? ", … (\(items.count - 12) more)" : "")
                Console.print("  \(section) (\(items.count)): \(shown)")
            }
            let marks = [("reloaded", snapshot.reloadedItemIdentifiers), ("reconfigured", snapshot.reconfiguredItemIdentifiers)]
            for (label, ids) in marks where !ids.isEmpty { Console.print("  \(label): \(ids.joined(separator: ", "))") }
            if !snapshot.reloadedSectionIdentifiers.isEmpty {
                Console.print("  reloaded sections: \(snapshot.reloadedSectionIdentifiers.joined(separator: ", "))")
            }
        }
    }
}

struct SnapshotDiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "The staged changeset UIKit's batch updates accept between two snapshots.",
        discussion: "Stages in UIKit's order: reloads, deletes, section inserts and moves, item inserts and moves, section reloads, reconfigures.")

    @Argument(help: ArgumentHelp("The old snapshot (HISTORY@N).", valueName: "a"))
    var from: String

    @Argument(help: ArgumentHelp("The new snapshot (HISTORY@N).", valueName: "b"))
    var to: String

    @Option(help: "text or json.")
    var format: DiffFormat = .text

    @OptionGroup var options: CatalogOptions

    func validate() throws {
        if format == .svg { throw ValidationError("snapshot diff prints text or json") }
    }

    func run() throws {
        try reporting {
            let (_, _, changeset) = try options.open().snapshotChangeset(RevisionReference(parsing: from), RevisionReference(parsing: to))
            switch format {
            case .json: Console.print(changeset.jsonString())
            case .text, .svg:
                Console.print(ANSI.bold("\(from) → \(to)"))
                Console.print(changeset.description)
                let s = changeset.summary
                Console.print(ANSI.dim("sections: \(s.sectionDeletes) deleted, \(s.sectionInserts) inserted, \(s.sectionMoves) moved, \(s.sectionReloads) reloaded; items: \(s.itemDeletes) deleted, \(s.itemInserts) inserted, \(s.itemMoves) moved, \(s.itemReloads) reloaded, \(s.itemReconfigures) reconfigured"))
            }
        }
    }
}

struct SnapshotListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List the snapshot histories.")

    @OptionGroup var options: CatalogOptions

    func run() throws {
        try reporting {
            let histories = try options.open().snapshotHistories()
            if histories.isEmpty { Console.print("No snapshot histories. Record one with `catalog snapshot record HISTORY --file snapshot.json`."); return }
            Console.print(TableOutput.render([.init("HISTORY"), .init("SNAPSHOTS", alignment: .right), .init("BYTES", alignment: .right), .init("DATASET")],
                                             histories.map { [$0.name, String($0.entries), String($0.storedBytes), $0.dataset ?? ""] }))
        }
    }
}

private struct SnapshotEntryJSON: Encodable {
    var number: Int
    var stored: String
    var contentHash: String
    var sections: Int
    var items: Int
    var bytes: Int
    var author: String
    var date: String
    var message: String
}
