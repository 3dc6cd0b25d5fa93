import ArgumentParser
import CatalogPresentation
import CatalogService

extension CatalogCommand {
    struct VerifyPack: CatalogSubcommand {
        static let configuration = CommandConfiguration(
            commandName: "verify-pack",
            abstract: "Check a layout pack offline, as the app's runtime will.",
            discussion: """
                The signatures against the trusted keys (--key, repeatable), the manifest and every layout; the expiry
                against --now (default: now); with --channel, that the pack is for it; with --after, that its sequence is
                above the one an app has installed. Exits 0 for a pack an app would install, 1 for one it would refuse
                (with the reason), 2 when the pack or a key cannot be read.
                """)

        static var reportsFindings: Bool { true }

        @Argument(help: ArgumentHelp("The pack file.", valueName: "pack"))
        var pack: String

        @Option(name: .customLong("key"), help: ArgumentHelp("A public key file the app trusts (PREFIX.pub); repeatable.", valueName: "file"))
        var keys: [String] = []

        @Option(help: ArgumentHelp("The app's channel: refuse a pack for another.", valueName: "name"))
        var channel: String?

        @Option(help: ArgumentHelp("The sequence the app has installed: refuse a pack not above it.", valueName: "sequence"))
        var after: Int?

        @Option(help: ArgumentHelp("The device clock to check expiry against (ISO 8601; default: now).", valueName: "time"))
        var now: String?

        @OptionGroup var output: FormatOption<ReportFormat>

        @OptionGroup var options: CatalogOptions

        func validate() throws {
            if keys.isEmpty { throw ValidationError(UsageError.missingKey.description) }
            if let after, after < 0 { throw ValidationError(UsageError.negativeSequence("--after").description) }
        }

        func run(on console: Console) throws {
            let clock = try now.map(CatalogService.VerifyPack.time)
            let request = CatalogService.VerifyPack.Request(packPath: pack, keyPaths: keys, channel: channel, after: after, now: clock)
            let result = try CatalogService.VerifyPack.verify(request)
            try console.present(result, as: output.format, text: PackPrinter.writeVerification)
            if !result.isGood { throw FindingsReported() }
        }
    }
}
