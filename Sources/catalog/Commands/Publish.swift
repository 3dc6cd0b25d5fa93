import ArgumentParser
import CatalogPresentation
import CatalogService

extension CatalogCommand {
    struct Publish: CatalogSubcommand {
        static let configuration = CommandConfiguration(
            commandName: "publish",
            abstract: "Write a signed layout pack for apps to load at runtime (see docs/layout-packs.md).",
            discussion: """
                catalog publish --tag prod --key KEY --out PACK      every layout tagged prod, at that tag, for channel prod
                catalog publish NAME[@REV]… --channel C --key KEY --out PACK     the revisions named
                Every layout must resolve on every device of `catalog devices` (portrait, each on its newest iOS),
                as review checks; otherwise nothing is written. The pack gets the channel's next sequence and expires
                after --expires-in (default 30d); one audit event records its hash, channel, sequence, expiry and keys.
                --key twice signs with two keys (a key rotation); --revoke KEY (an ID or a key file) retires a key for good.
                --minimum-app-version 5.2 (every layout) or feed=5.3 (one layout); repeatable.
                """)

        @Argument(help: ArgumentHelp("Layouts to publish (NAME or NAME@REV), instead of --tag.", valueName: "ref"))
        var references: [String] = []

        @Option(help: "Publish every layout with this tag, at the tagged revision.")
        var tag: String?

        @Option(help: ArgumentHelp("The channel apps install the pack on (default: the tag).", valueName: "name"))
        var channel: String?

        @Option(
            name: .customLong("key"),
            help: ArgumentHelp("A private key file (from `catalog keys generate`); give two during a key rotation.", valueName: "file"))
        var keys: [String] = []

        @Option(help: ArgumentHelp("The pack file to write.", valueName: "file"))
        var out: String

        @Option(name: .customLong("expires-in"), help: ArgumentHelp("How long apps use the pack: 12h, 30d, 2w (default 30d).", valueName: "duration"))
        var expiresIn: String?

        @Option(
            name: .customLong("revoke"),
            help: ArgumentHelp("A key (its ID, or a key file) no later pack may be signed with; repeatable.", valueName: "key"))
        var revoke: [String] = []

        @Option(
            help: ArgumentHelp("A sequence the pack's must be above (the live pack's), for a catalog whose count is behind.", valueName: "sequence"))
        var after: Int?

        @Option(
            name: .customLong("minimum-app-version"),
            help: ArgumentHelp("The lowest app version the layouts need: VERSION, or NAME=VERSION for one layout.", valueName: "version"))
        var minimumAppVersions: [String] = []

        @Flag(help: "Replace an existing pack file.")
        var force = false

        @OptionGroup var author: AuthorOptions

        @OptionGroup var output: FormatOption<ReportFormat>

        @OptionGroup var options: CatalogOptions

        func validate() throws {
            if (tag == nil) == references.isEmpty { throw ValidationError(UsageError.tagOrLayouts.description) }
            if keys.isEmpty { throw ValidationError(UsageError.missingKey.description) }
            if let after, after < 0 { throw ValidationError(UsageError.negativeSequence("--after").description) }
        }

        func run(on console: Console) throws {
            let selection: PublishRequest.Selection
            if let tag {
                selection = .tag(tag)
            } else {
                selection = .layouts(try references.map { try RevisionReference(parsing: $0) })
            }
            var request = PublishRequest(
                selection: selection, keyPaths: keys, outPath: out, force: force, channel: channel,
                revokeKeyIDs: revoke, after: after)
            try request.setMinimumAppVersions(minimumAppVersions)
            if let expiresIn { try request.setLifetime(expiresIn) }
            let pack = try options.open(.write, on: console).publish(request, actor: author.name)
            try console.present(pack, as: output.format, text: PackPrinter.writePublished)
        }
    }
}
