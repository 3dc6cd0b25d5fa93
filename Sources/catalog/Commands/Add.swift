import ArgumentParser
import CatalogPresentation
import CatalogService

extension CatalogCommand {
    struct Add: CatalogSubcommand {
        static let configuration = CommandConfiguration(
            commandName: "add",
            abstract: "Validate definitions and store each as a new revision.",
            discussion: """
                All files are validated first; if any has an error, every error is reported and nothing \
                is written. A file whose content equals its layout's head revision adds nothing.
                """)

        @Argument(help: ArgumentHelp("YAML or JSON definition files, or folders of them.", valueName: "file"))
        var files: [String]

        @Option(name: [.short, .long], help: "A message describing the change.")
        var message: String?

        @OptionGroup var author: AuthorOptions

        @Option(
            name: .customLong("expect-head"), help: ArgumentHelp("Refuse unless the layout's head is this revision (0: must be new).", valueName: "n")
        )
        var expectHead: Int?

        @OptionGroup var output: FormatOption<ReportFormat>

        @OptionGroup var options: CatalogOptions

        func run(on console: Console) throws {
            let documents = try SourceDocument.load(files)
            let added = try options.open(.write, on: console).add(documents, author: author.name, message: message, expectedHead: expectHead)
            try console.present(added, as: output.format, text: AddedLayoutPrinter.write)
        }
    }
}
