import ArgumentParser
import CatalogPresentation
import CatalogService

extension CatalogCommand {
    struct Snapshot: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "snapshot",
            abstract: "NSDiffableDataSourceSnapshot histories and the staged changesets between them.",
            subcommands: [Record.self, Log.self, Show.self, Diff.self, List.self],
            defaultSubcommand: List.self)
    }
}

extension CatalogCommand.Snapshot {
    struct Record: CatalogSubcommand {
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

        @OptionGroup var output: FormatOption<ReportFormat>

        @OptionGroup var options: CatalogOptions

        func validate() throws {
            if (file == nil) == (ops == nil) { throw ValidationError(UsageError.exactlyOneSnapshotSource.description) }
        }

        func run(on console: Console) throws {
            let document = try SourceDocument.load([file ?? ops ?? ""]).first
            let result = try options.open(.write, on: console).recordSnapshot(
                history: history, file: file == nil ? nil : document, operations: ops == nil ? nil : document, dataset: dataset,
                author: author.name, message: message)
            try console.present(result, as: output.format, text: SnapshotPrinter.writeRecorded)
        }
    }

    struct Log: CatalogSubcommand {
        static let configuration = CommandConfiguration(commandName: "log", abstract: "List a history's snapshots.")

        @Argument(help: ArgumentHelp("The history.", valueName: "history"))
        var history: String

        @OptionGroup var output: FormatOption<ListFormat>

        @OptionGroup var options: CatalogOptions

        func run(on console: Console) throws {
            let entries = try options.open(.read, on: console).snapshotLog(history)
            try console.present(entries, as: output.format) { entries, console in SnapshotPrinter.writeLog(entries, history: history, on: console) }
        }
    }

    struct Show: CatalogSubcommand {
        static let configuration = CommandConfiguration(commandName: "show", abstract: "Print one snapshot (HISTORY@N; HISTORY is the latest).")

        @Argument(help: ArgumentHelp("The snapshot.", valueName: "history@n"))
        var reference: String

        @Option(help: "text (a summary) or json (the snapshot file).")
        var format: ReportFormat = .text

        @OptionGroup var options: CatalogOptions

        func run(on console: Console) throws {
            let reference = try RevisionReference(parsing: reference)
            let loaded = try options.open(.read, on: console).snapshot(reference)
            switch format {
            case .text: SnapshotPrinter.writeSnapshot(loaded, on: console)
            case .json: try SnapshotPrinter.writeFile(loaded, on: console)
            }
        }
    }

    struct Diff: CatalogSubcommand {
        static let configuration = CommandConfiguration(
            commandName: "diff",
            abstract: "The staged changeset UIKit's batch updates accept between two snapshots.",
            discussion: """
                Stages in UIKit's order: reloads, deletes, section inserts and moves, item inserts and moves, section reloads, reconfigures.
                Exits 0 when the snapshots are the same, 1 when they differ, 2 when they cannot be compared.
                """)

        static var reportsFindings: Bool { true }

        @Argument(help: ArgumentHelp("The old snapshot (HISTORY@N).", valueName: "a"))
        var from: String

        @Argument(help: ArgumentHelp("The new snapshot (HISTORY@N).", valueName: "b"))
        var to: String

        @OptionGroup var output: FormatOption<ReportFormat>

        @OptionGroup var options: CatalogOptions

        func run(on console: Console) throws {
            let (a, b) = (try RevisionReference(parsing: from), try RevisionReference(parsing: to))
            let comparison = try options.open(.read, on: console).snapshotChangeset(a, b)
            switch output.format {
            case .text: SnapshotPrinter.writeChangeset(comparison, on: console)
            case .json: try console.json(comparison.changeset)
            }
            if !comparison.changeset.stages.isEmpty { throw FindingsReported() }
        }
    }

    struct List: CatalogSubcommand {
        static let configuration = CommandConfiguration(commandName: "list", abstract: "List the snapshot histories.")

        @OptionGroup var output: FormatOption<ListFormat>

        @OptionGroup var options: CatalogOptions

        func run(on console: Console) throws {
            try console.present(try options.open(.read, on: console).snapshotHistories(), as: output.format, table: SnapshotPrinter.writeHistories)
        }
    }
}
