import ArgumentParser
import CatalogPresentation

extension CatalogCommand {
    struct Remove: CatalogSubcommand {
        static let configuration = CommandConfiguration(
            commandName: "remove",
            abstract: "Archive a layout: hidden from list, history kept (adding it again restores it).")

        @Argument(help: ArgumentHelp("The layout's name.", valueName: "name"))
        var name: String

        @OptionGroup var author: AuthorOptions

        @OptionGroup var output: FormatOption<ReportFormat>

        @OptionGroup var options: CatalogOptions

        func run(on console: Console) throws {
            let removed = try options.open(.write, on: console).remove(name, actor: author.name)
            try console.present(removed, as: output.format, text: CatalogPrinter.writeRemoved)
        }
    }
}
