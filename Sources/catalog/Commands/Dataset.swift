import ArgumentParser
import CatalogPresentation
import CatalogService

extension CatalogCommand {
    struct Dataset: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "dataset",
            abstract: "Sample data (TopApp models in sections) for resolving and drawing layouts.",
            subcommands: [Add.self, List.self, Show.self],
            defaultSubcommand: List.self)
    }
}

extension CatalogCommand.Dataset {
    struct Add: CatalogSubcommand {
        static let configuration = CommandConfiguration(commandName: "add", abstract: "Validate dataset files and store each as a new revision.")

        @Argument(help: ArgumentHelp("JSON or YAML dataset files, or folders of them.", valueName: "file"))
        var files: [String]

        @Option(name: [.short, .long], help: "A message describing the change.")
        var message: String?

        @OptionGroup var author: AuthorOptions

        @OptionGroup var output: FormatOption<ReportFormat>

        @OptionGroup var options: CatalogOptions

        func run(on console: Console) throws {
            let documents = try SourceDocument.load(files)
            let added = try options.open(.write, on: console).addDatasets(documents, author: author.name, message: message)
            try console.present(added, as: output.format, text: DatasetPrinter.writeAdded)
        }
    }

    struct List: CatalogSubcommand {
        static let configuration = CommandConfiguration(commandName: "list", abstract: "List the datasets.")

        @OptionGroup var output: FormatOption<ListFormat>

        @OptionGroup var options: CatalogOptions

        func run(on console: Console) throws {
            try console.present(try options.open(.read, on: console).datasets(), as: output.format, table: DatasetPrinter.writeList)
        }
    }

    struct Show: CatalogSubcommand {
        static let configuration = CommandConfiguration(commandName: "show", abstract: "Print a stored dataset (NAME or NAME@N).")

        @Argument(help: ArgumentHelp("The dataset and revision.", valueName: "ref"))
        var reference: String

        @Option(help: "text (a summary) or json (the canonical dataset document).")
        var format: ReportFormat = .text

        @OptionGroup var options: CatalogOptions

        func run(on console: Console) throws {
            let reference = try RevisionReference(parsing: reference)
            let stored = try options.open(.read, on: console).dataset(reference)
            switch format {
            case .text: DatasetPrinter.writeDataset(stored, on: console)
            case .json: DatasetPrinter.writeDocument(stored, on: console)
            }
        }
    }
}
