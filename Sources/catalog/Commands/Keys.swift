import ArgumentParser
import CatalogPresentation
import CatalogService

extension CatalogCommand {
    struct Keys: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "keys",
            abstract: "Signing keys for layout packs.",
            subcommands: [Generate.self, List.self])
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

        @OptionGroup var output: FormatOption<ReportFormat>

        @OptionGroup var options: CatalogOptions

        func run(on console: Console) throws {
            let keys = try PackKeys.generate(prefix: out)
            try console.present(keys, as: output.format, text: PackPrinter.writeKeys)
        }
    }
}

extension CatalogCommand.Keys {
    struct List: CatalogSubcommand {
        static let configuration = CommandConfiguration(
            commandName: "list",
            abstract: "List the pack keys in files and folders: each key ID once, with its private and public files and its status.",
            discussion: """
                In a folder (default: the current one) the .key and .pub files; files given are read whatever their names.
                STATUS, from the catalog: revoked (by `publish --revoke`), or the channels whose newest pack the key signed.
                Exits 1 when a file is not a usable key.
                """)

        static var reportsFindings: Bool { true }

        @Argument(help: ArgumentHelp("Key files or folders holding them (default: the current folder).", valueName: "path"))
        var paths: [String] = []

        @OptionGroup var output: FormatOption<ReportFormat>

        @OptionGroup var options: CatalogOptions

        func run(on console: Console) throws {
            let listing = try options.open(.read, on: console).listKeys(paths)
            try console.present(listing, as: output.format, text: PackPrinter.writeKeyListing)
            if !listing.problems.isEmpty { throw FindingsReported() }
        }
    }
}
