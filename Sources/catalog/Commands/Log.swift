import ArgumentParser
import CatalogPresentation

extension CatalogCommand {
    struct Log: CatalogSubcommand {
        static let configuration = CommandConfiguration(commandName: "log", abstract: "Show every revision of a layout with what changed.")

        @Argument(help: ArgumentHelp("The layout's name.", valueName: "name"))
        var name: String

        @OptionGroup var output: FormatOption<ReportFormat>

        @OptionGroup var options: CatalogOptions

        func run(on console: Console) throws {
            let entries = try options.open(.read, on: console).log(name)
            try console.present(entries, as: output.format) { entries, console in LogEntryPrinter.write(entries, layout: name, on: console) }
        }
    }
}
