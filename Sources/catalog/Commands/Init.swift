import ArgumentParser
import CatalogPresentation
import CatalogService

extension CatalogCommand {
    struct Init: CatalogSubcommand {
        static let configuration = CommandConfiguration(
            commandName: "init",
            abstract: "Create the catalog and load the presets (running it again adds nothing).")

        @Flag(name: .customLong("no-presets"), help: "Create an empty catalog (e.g. to receive a bundle).")
        var noPresets = false

        @OptionGroup var output: FormatOption<ReportFormat>

        @OptionGroup var options: CatalogOptions

        func run(on console: Console) throws {
            let report = try Catalog.initialize(at: options.location(), presets: !noPresets)
            try console.present(report, as: output.format, text: CatalogPrinter.writeInitialized)
        }
    }
}
