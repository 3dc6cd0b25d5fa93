import ArgumentParser
import CatalogPresentation
import CatalogService
import LayoutModel

extension CatalogCommand {
    struct Check: CatalogSubcommand {
        static let configuration = CommandConfiguration(
            commandName: "check",
            abstract: "Compare the layouts an app's Swift code builds with the catalog (for CI).",
            discussion: """
                Reads the code as import-swift does, in memory, and compares every layout with the \
                catalog's head: content hash, then each structural change and a geometric summary on \
                the default device. Lists layouts changed in the code, missing from the catalog, and \
                orphaned (in the catalog, not in the code: with --orphans recorded, the default, only \
                layouts last imported from a file under PATH; with --orphans all, every one). \
                Exits 0 when code and catalog agree, 1 on any drift, 2 when the check cannot run.
                With --update, changed and missing layouts are written as new revisions in one \
                transaction, author and message from the git HEAD commit when there is one; orphans \
                are left for `catalog remove`, and the exit status says whether any remain.
                """)

        static var reportsFindings: Bool { true }

        @Argument(help: ArgumentHelp("Swift files or folders.", valueName: "path"))
        var paths: [String]

        @Option(
            help: ArgumentHelp(
                "Which catalog layouts missing from the code are orphans: recorded (imported from a file under PATH) or all.", valueName: "rule"))
        var orphans: OrphanRule = .recorded

        @Flag(help: "Write changed and missing layouts as new revisions.")
        var update = false

        @Option(name: .customLong("name-prefix"), help: ArgumentHelp("The prefix the layouts were imported with.", valueName: "prefix"))
        var namePrefix: String?

        @Option(
            name: .customLong("ios"),
            help: ArgumentHelp("Take the #available branches of this iOS version (default: the newest).", valueName: "version"))
        var iOSVersion: String?

        @Flag(name: .customLong("allow-partial"), help: "Compare layouts with values the code does not fix, using the nearest literal.")
        var allowPartial = false

        @Option(name: [.short, .long], help: "With --update: the message (default: the git HEAD commit's subject).")
        var message: String?

        @Option(help: "With --update: who makes the change (default: the git HEAD commit's author, else as for other commands).")
        var author: String?

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
            let report = try options.open(.existing, on: console).check(
                scan, orphans: orphans, update: update, author: author,
                fallbackAuthor: ProcessContext.current().author(explicit: nil), message: message)
            try console.present(report, as: output.format, text: CodeCheckPrinter.write)
            if report.hasDriftAfterUpdate { throw FindingsReported() }
        }
    }
}
