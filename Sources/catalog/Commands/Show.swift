import ArgumentParser
import CatalogPresentation
import CatalogService

extension CatalogCommand {
    struct Show: CatalogSubcommand {
        static let configuration = CommandConfiguration(
            commandName: "show",
            abstract: "Print a stored definition.",
            discussion: """
                REF is NAME (head), NAME@3, NAME@~1 (one before head), NAME@TAG or NAME@sha:PREFIX.
                Prints the document as its author added it, comments and all; revisions stored \
                before the catalog kept the author's text print their canonical YAML.
                """)

        @Argument(help: ArgumentHelp("The layout and revision.", valueName: "ref"))
        var reference: String

        @Option(help: "yaml (reviewable) or json (canonical, pretty-printed).")
        var format: DocumentFormat = .yaml

        @Flag(help: "Print the canonical YAML instead of the text the author added.")
        var canonical = false

        @OptionGroup var options: CatalogOptions

        func run(on console: Console) throws {
            let reference = try RevisionReference(parsing: reference)
            let revision = try options.open(.read, on: console).revision(reference)
            DefinitionPrinter.write(revision, as: format, canonical: canonical, on: console)
        }
    }
}
