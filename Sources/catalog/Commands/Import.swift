import ArgumentParser
import CatalogPresentation
import CatalogService

extension CatalogCommand {
    struct Import: CatalogSubcommand {
        static let configuration = CommandConfiguration(
            commandName: "import",
            abstract: "Add layouts and datasets from an exported folder or files, as new revisions where content changed.")

        @Argument(help: ArgumentHelp("Folders (with layouts/ and datasets/) or files.", valueName: "path"))
        var paths: [String]

        @Option(name: [.short, .long], help: "A message for the new revisions (default: \"Imported\").")
        var message: String?

        @OptionGroup var author: AuthorOptions

        @OptionGroup var output: FormatOption<ReportFormat>

        @OptionGroup var options: CatalogOptions

        func run(on console: Console) throws {
            let (layouts, datasets) = try SourceDocument.importable(in: paths)
            let report = try options.open(.write, on: console).importDocuments(
                layouts: layouts, datasets: datasets, author: author.name, message: message)
            try console.present(report, as: output.format, text: ImportReportPrinter.write)
        }
    }
}
