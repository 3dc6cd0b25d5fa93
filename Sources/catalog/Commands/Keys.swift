import ArgumentParser
import CatalogPresentation
import CatalogService

extension CatalogCommand {
    struct Keys: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "keys",
            abstract: "Signing keys for layout packs.",
            subcommands: [Generate.self])
    }
}

extension CatalogCommand.Keys {
    struct Generate: CatalogSubcommand {
        static let configuration = CommandConfiguration(
            commandName: "generate",
            abstract: "Make an Ed25519 key pair: PREFIX.key (private, signs packs) and PREFIX.pub (public, ships in the app).",
            discussion: "Existing key files are never overwritten.")

        @Option(help: ArgumentHelp("Where to write: PREFIX.key and PREFIX.pub.", valueName: "prefix"))
        var out: String

        @Option(help: "text or json.")
        var format: ReportFormat = .text

        @OptionGroup var options: CatalogOptions

        func run(on console: Console) throws {
            let keys = try PackKeys.generate(prefix: out)
            try console.present(keys, as: format, text: PackView.writeKeys)
        }
    }
}
