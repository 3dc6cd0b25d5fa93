import ArgumentParser
import CatalogPresentation

extension CatalogCommand {
    struct Devices: CatalogSubcommand {
        static let configuration = CommandConfiguration(
            commandName: "devices", abstract: "List the devices and environments (orientations, Split View, Slide Over) for --device.")

        @OptionGroup var output: FormatOption<ListFormat>

        @OptionGroup var options: CatalogOptions

        func run(on console: Console) throws {
            switch output.format {
            case .table: DevicePrinter.writeTable(on: console)
            case .json: DevicePrinter.writeJSON(on: console)
            }
        }
    }
}
