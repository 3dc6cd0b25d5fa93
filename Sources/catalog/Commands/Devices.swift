import ArgumentParser
import CatalogPresentation

extension CatalogCommand {
    struct Devices: CatalogSubcommand {
        static let configuration = CommandConfiguration(
            commandName: "devices", abstract: "List the devices and environments (orientations, Split View, Slide Over) for --device.")

        @Option(help: "table or json.")
        var format: ListFormat = .table

        @OptionGroup var options: CatalogOptions

        func run(on console: Console) throws {
            switch format {
            case .table: DeviceView.writeTable(on: console)
            case .json: DeviceView.writeJSON(on: console)
            }
        }
    }
}
