import ArgumentParser
import CatalogPresentation
import CatalogService

extension CatalogCommand {
    struct Show: CatalogSubcommand {
        static let configuration = CommandConfiguration(
            commandName: "show",
            abstract: "Print a stored definition.",
            discussion: "REF is NAME (head), NAME@3, NAME@~1 (one before head), NAME@TAG or NAME@sha:PREFIX.")

        @Argument(help: ArgumentHelp("The layout and revision.", valueName: "ref"))
        var reference: String

        @Option(help: "yaml (reviewable) or json (canonical, pretty-printed).")
        var format: DocumentFormat = .yaml

        @OptionGroup var options: CatalogOptions

        func run(on console: Console) throws {
            let revision = try options.open().revision(RevisionReference(parsing: reference))
            DefinitionView.write(revision, as: format, on: console)
        }
    }
}
