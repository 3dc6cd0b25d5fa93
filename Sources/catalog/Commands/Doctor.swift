import ArgumentParser
import CatalogPresentation
import CatalogService

extension CatalogCommand {
    struct Doctor: CatalogSubcommand {
        static let configuration = CommandConfiguration(
            commandName: "doctor",
            abstract: "Check the catalog file: integrity, foreign keys, schema, audit trail and hashes, orphans.",
            discussion:
                "Writes nothing. Exits 0 when every check passes, 1 with findings (each with what to do), 2 when the catalog cannot be opened.")

        static var reportsFindings: Bool { true }

        @OptionGroup var output: FormatOption<ReportFormat>

        @OptionGroup var options: CatalogOptions

        func run(on console: Console) throws {
            let report = try DoctorReport.examine(at: options.location())
            try console.present(report, as: output.format, text: DoctorPrinter.write)
            if !report.isClean { throw FindingsReported() }
        }
    }
}
