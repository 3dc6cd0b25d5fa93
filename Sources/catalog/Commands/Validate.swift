import ArgumentParser
import CatalogPresentation
import CatalogService

extension CatalogCommand {
    struct Validate: CatalogSubcommand {
        static let configuration = CommandConfiguration(
            commandName: "validate",
            abstract: "Check definition files without writing anything.",
            discussion: "Exits 0 when no file has an error (warnings allowed), 1 when one has, 2 when a file cannot be read.")

        static var reportsFindings: Bool { true }

        @Argument(help: ArgumentHelp("YAML or JSON definition files, or folders of them.", valueName: "file"))
        var files: [String]

        @OptionGroup var output: FormatOption<ReportFormat>

        @OptionGroup var options: CatalogOptions

        func run(on console: Console) throws {
            let reports = try SourceDocument.load(files).map(DocumentReport.check)
            try console.present(reports, as: output.format, text: DocumentReportPrinter.write)
            if reports.contains(where: { !$0.errors.isEmpty }) { throw FindingsReported() }
        }
    }
}
