import ArgumentParser
import CatalogPresentation
import CatalogService

extension CatalogCommand {
    struct Compare: CatalogSubcommand {
        static let configuration = CommandConfiguration(
            commandName: "compare",
            abstract: "Compare a device recording (from `catalog probe`) with the frames the catalog computes.",
            discussion: """
                Resolves REF in the environment the recording describes (size, safe area, margins, \
                readable width, direction, traits, scale) with its item counts and measured sizes, \
                snapped at its scale, and lists every element that disagrees or is missing on one side, \
                with the rule in docs/layout-rules.md most likely involved.
                Exits 0 when they agree, 1 when they disagree, 2 when they cannot be compared.
                """)

        static var reportsFindings: Bool { true }

        @Argument(help: ArgumentHelp("The layout and revision the recording was made from.", valueName: "ref"))
        var reference: String

        @Argument(help: ArgumentHelp("The recording (JSON printed by the probe test).", valueName: "file.json"))
        var recording: String

        @Option(help: ArgumentHelp("Frames closer than this agree, in points (default 0.05: under half a pixel at @3x).", valueName: "pt"))
        var tolerance: Double?

        @OptionGroup var output: FormatOption<ReportFormat>

        @Option(help: ArgumentHelp("Write to this file instead of standard output.", valueName: "file"))
        var out: String?

        @Flag(help: "Replace --out if it exists.")
        var force = false

        @OptionGroup var options: CatalogOptions

        func validate() throws {
            if let tolerance, !(tolerance.isFinite && tolerance >= 0) {
                throw ValidationError(UsageError.badTolerance(tolerance).description)
            }
        }

        func run(on console: Console) throws {
            let reference = try RevisionReference(parsing: reference)
            let comparison = try options.open(.read, on: console).compare(
                reference, recordingPath: recording, tolerance: tolerance ?? LayoutComparison.defaultTolerance)
            let target = OutputTarget.standardOutputOrFile(out, force: force)
            ComparisonPrinter.write(comparison, as: output.format, terminal: console.terminal, to: target)
            if let written = try target.finish() { ExportReportPrinter.noteFile(written, on: console) }
            if !comparison.agrees { throw FindingsReported() }
        }
    }
}
