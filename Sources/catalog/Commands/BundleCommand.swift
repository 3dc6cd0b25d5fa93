import ArgumentParser
import CatalogService

struct BundleCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bundle",
        abstract: "Move whole histories between catalogs.",
        subcommands: [BundleExportCommand.self, BundleImportCommand.self])
}

struct BundleExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write one file with full histories: revisions (authors, dates, messages, hashes), tags, datasets and audit events.")

    @Argument(help: ArgumentHelp("Layouts to include (default: all).", valueName: "name"))
    var names: [String] = []

    @Option(help: ArgumentHelp("The bundle file to write.", valueName: "file"))
    var out: String

    @Flag(help: "Replace an existing file.")
    var force = false

    @OptionGroup var options: CatalogOptions

    func run() throws {
        try reporting {
            let bundle = try options.open().exportBundle(layouts: names, to: out, force: force)
            let revisions = bundle.layouts.reduce(0) { $0 + $1.revisions.count }
            Console.print("wrote \(out): \(bundle.layouts.count) layouts (\(revisions) revisions), \(bundle.datasets.count) datasets, \(bundle.audit.count) audit events")
        }
    }
}

struct BundleImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Import a bundle in one transaction: fast-forward, merge diverged histories, never lose a revision.")

    @Argument(help: ArgumentHelp("The bundle file.", valueName: "file"))
    var file: String

    @OptionGroup var author: AuthorOptions
    @OptionGroup var options: CatalogOptions

    func run() throws {
        try reporting {
            let bundle = try Catalog.readBundle(at: file)
            let report = try options.open().importBundle(bundle, from: file, actor: author.resolved)
            if report.isNoOp {
                Console.print("nothing to import: \(file) is already in the catalog")
                return
            }
            let rows = report.entries.filter { $0.outcome != .unchanged }.map { [$0.kind, $0.name, $0.outcome.rawValue, "+\($0.added)", "@\($0.head)"] }
            if !rows.isEmpty {
                Console.print(TableOutput.render([.init("KIND"), .init("NAME"), .init("OUTCOME"), .init("ADDED", alignment: .right), .init("HEAD")], rows))
            }
            let unchanged = report.entries.filter { $0.outcome == .unchanged }.count
            Console.print("\(unchanged) unchanged, \(report.tagsSet) tags set, \(report.auditEventsAdded) audit events added")
            for conflict in report.tagConflicts { Console.error("note: tag \(conflict) points elsewhere here; kept the local one") }
        }
    }
}
