import ArgumentParser
import CatalogPresentation
import CatalogService

extension CatalogCommand {
    struct VerifyPack: CatalogSubcommand {
        static let configuration = CommandConfiguration(
            commandName: "verify-pack",
            abstract: "Check a layout pack offline, as the app's runtime will.",
            discussion: "Exits 0 for a good pack, 1 for a bad one (with the reason), 2 when the pack or key cannot be read.")

        static var reportsFindings: Bool { true }

        @Argument(help: ArgumentHelp("The pack file.", valueName: "pack"))
        var pack: String

        @Option(help: ArgumentHelp("The public key file (PREFIX.pub).", valueName: "file"))
        var key: String

        @Option(help: "text or json.")
        var format: ReportFormat = .text

        @OptionGroup var options: CatalogOptions

        func run(on console: Console) throws {
            let result = try CatalogService.VerifyPack.verify(packPath: pack, keyPath: key)
            try console.present(result, as: format, text: PackView.writeVerification)
            if !result.isGood { throw FindingsReported() }
        }
    }
}
