import ArgumentParser
import CatalogPresentation
import CatalogService
import LayoutModel

extension CatalogCommand {
    struct ImportSwift: CatalogSubcommand {
        static let configuration = CommandConfiguration(
            commandName: "import-swift",
            abstract: "Read the compositional layouts an app's Swift code builds and store each as a new revision.",
            discussion: """
                Files or folders (searched recursively for .swift files). The code is followed statically, \
                never run; what cannot be followed is reported as file:line:column and the layout skipped \
                (or, with --allow-partial, imported with the nearest literal and marked partial). All \
                layouts are written in one transaction; a layout whose content equals its head adds \
                nothing. Each revision records its source file:line and, inside a git work tree, the commit.
                """)

        @Argument(help: ArgumentHelp("Swift files or folders.", valueName: "path"))
        var paths: [String]

        @Flag(name: .customLong("dry-run"), help: "Show what would be imported; write nothing.")
        var dryRun = false

        @Option(name: .customLong("name-prefix"), help: ArgumentHelp("Put this before every layout's name.", valueName: "prefix"))
        var namePrefix: String?

        @Option(
            name: .customLong("ios"),
            help: ArgumentHelp("Take the #available branches of this iOS version (default: the newest).", valueName: "version"))
        var iOSVersion: String?

        @Flag(name: .customLong("allow-partial"), help: "Import layouts with values the code does not fix, using the nearest literal.")
        var allowPartial = false

        @Flag(help: "Also list every construction site with its outcome, and the recall (found, imported, skipped by reason).")
        var report = false

        @Option(name: [.short, .long], help: "A message for the new revisions (default: \"Imported from Swift\").")
        var message: String?

        @OptionGroup var author: AuthorOptions

        @OptionGroup var output: FormatOption<ReportFormat>

        @OptionGroup var options: CatalogOptions

        func validate() throws {
            if let namePrefix, !DefinitionLimits.isNamePrefix(namePrefix) {
                throw ValidationError(UsageError.badNamePrefix(namePrefix).description)
            }
        }

        func run(on console: Console) throws {
            let scan = try SwiftCodeScan.scan(
                paths,
                options: SwiftCodeOptions(
                    iOSVersion: iOSVersion, allowPartial: allowPartial, namePrefix: namePrefix ?? ""))
            let result = try options.open(dryRun ? .read : .write, on: console).importSwift(
                scan, author: dryRun ? "" : author.name, message: message, dryRun: dryRun, report: report)
            try console.present(result, as: output.format, text: SwiftImportPrinter.write)
        }
    }
}
