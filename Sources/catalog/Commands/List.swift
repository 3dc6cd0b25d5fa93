import ArgumentParser
import CatalogPresentation

extension CatalogCommand {
    struct List: CatalogSubcommand {
        static let configuration = CommandConfiguration(commandName: "list", abstract: "List the layouts in the catalog.")

        @Option(help: "Only layouts whose definition carries this tag.")
        var tag: String?

        @Option(help: "Only layouts whose name, title, summary or tags contain this text.")
        var search: String?

        @Flag(name: .customLong("include-archived"), help: "Also list removed (archived) layouts.")
        var includeArchived = false

        @OptionGroup var output: FormatOption<ListFormat>

        @OptionGroup var options: CatalogOptions

        func run(on console: Console) throws {
            let layouts = try options.open(.read, on: console).list(tag: tag, search: search, includeArchived: includeArchived)
            switch output.format {
            case .json: console.withJSON { LayoutSummaryJSON.write(layouts, to: &$0) }
            case .table: LayoutSummaryPrinter.write(layouts, filtered: tag != nil || search != nil, on: console)
            }
        }
    }
}
