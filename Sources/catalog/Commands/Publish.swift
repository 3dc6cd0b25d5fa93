import ArgumentParser
import CatalogPresentation
import CatalogService

extension CatalogCommand {
    struct Publish: CatalogSubcommand {
        static let configuration = CommandConfiguration(
            commandName: "publish",
            abstract: "Write a signed layout pack for apps to load at runtime (see docs/layout-packs.md).",
            discussion: """
                catalog publish --tag prod --key KEY --out PACK      every layout tagged prod, at that tag
                catalog publish NAME[@REV]… --key KEY --out PACK     the revisions named
                Every layout must resolve on every device of `catalog devices` (portrait, each on its newest iOS),
                as review checks; otherwise nothing is written. One audit event records the pack's hash.
                --minimum-app-version 5.2 (every layout) or feed=5.3 (one layout); repeatable.
                """)

        @Argument(help: ArgumentHelp("Layouts to publish (NAME or NAME@REV), instead of --tag.", valueName: "ref"))
        var references: [String] = []

        @Option(help: "Publish every layout with this tag, at the tagged revision.")
        var tag: String?

        @Option(help: ArgumentHelp("The private key file (from `catalog keys generate`).", valueName: "file"))
        var key: String

        @Option(help: ArgumentHelp("The pack file to write.", valueName: "file"))
        var out: String

        @Option(name: .customLong("minimum-app-version"), help: ArgumentHelp("The lowest app version the layouts need: VERSION, or NAME=VERSION for one layout.", valueName: "version"))
        var minimumAppVersions: [String] = []

        @Flag(help: "Replace an existing pack file.")
        var force = false

        @OptionGroup var author: AuthorOptions

        @Option(help: "text or json.")
        var format: ReportFormat = .text

        @OptionGroup var options: CatalogOptions

        func validate() throws {
            if (tag == nil) == references.isEmpty { throw ValidationError(UsageError.tagOrLayouts.description) }
        }

        func run(on console: Console) throws {
            let selection: PublishRequest.Selection
            if let tag {
                selection = .tag(tag)
            } else {
                selection = .layouts(try references.map { try RevisionReference(parsing: $0) })
            }
            var request = PublishRequest(selection: selection, keyPath: key, outPath: out, force: force)
            try request.setMinimumAppVersions(minimumAppVersions)
            let pack = try options.open(.write, on: console).publish(request, actor: author.name)
            try console.present(pack, as: format, text: PackView.writePublished)
        }
    }
}
