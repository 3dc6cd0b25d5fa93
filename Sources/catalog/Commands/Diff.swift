import ArgumentParser
import CatalogPresentation
import CatalogService

extension CatalogCommand {
    struct Diff: CatalogSubcommand {
        static let configuration = CommandConfiguration(
            commandName: "diff",
            abstract: "Compare two revisions (of one layout or of two).",
            discussion: """
                A and B are revision references: NAME, NAME@3, NAME@~1, NAME@TAG, NAME@sha:PREFIX.
                Exits 0 when they are the same, 1 when they differ, 2 when they cannot be compared.
                """)

        static var reportsFindings: Bool { true }

        @Argument(help: ArgumentHelp("The old revision.", valueName: "a"))
        var from: String

        @Argument(help: ArgumentHelp("The new revision.", valueName: "b"))
        var to: String

        @Option(help: "text or json (and svg with --geometry).")
        var format: DiffFormat = .text

        @Flag(help: "Compare frames instead of definitions: resolve both on one screen with the same data.")
        var geometry = false

        @OptionGroup(title: "Geometry (with --geometry)") var screen: ScreenOptions

        @Option(help: ArgumentHelp("Write to this file instead of standard output.", valueName: "file"))
        var out: String?

        @Flag(help: "Replace --out if it exists.")
        var force = false

        @OptionGroup var options: CatalogOptions

        func validate() throws {
            if format == .svg && !geometry { throw ValidationError(UsageError.svgNeedsGeometry.description) }
        }

        func run(on console: Console) throws {
            let (a, b) = (try RevisionReference(parsing: from), try RevisionReference(parsing: to))
            let catalog = try options.open(.read, on: console)
            let target = OutputTarget.standardOutputOrFile(out, force: force)
            let differs: Bool
            if geometry {
                let diff = try catalog.geometryDiff(a, b, screen.request())
                GeometryDiffPrinter.write(diff, as: format, terminal: console.terminal, to: target)
                differs = !diff.changes.isEmpty || diff.from.layout.contentSize != diff.to.layout.contentSize
            } else {
                let diff = try catalog.diff(a, b)
                try StructuralDiffPrinter.write(diff, as: format, terminal: console.terminal, to: target)
                differs = !diff.changes.isEmpty
            }
            if let written = try target.finish() { ExportReportPrinter.noteFile(written, on: console) }
            if differs { throw FindingsReported() }
        }
    }
}
