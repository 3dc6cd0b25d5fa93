import ArgumentParser
import CatalogService

struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check definition files without writing anything; exits non-zero on errors.")

    @Argument(help: ArgumentHelp("YAML or JSON definition files, or folders of them.", valueName: "file"))
    var files: [String]

    @Flag(help: "Print the result as JSON.")
    var json = false

    @OptionGroup var options: CatalogOptions

    func run() throws {
        try reporting {
            let reports = try SourceDocument.load(files).map(DocumentReport.check)
            let errors = reports.reduce(0) { $0 + $1.errors.count }
            let warnings = reports.reduce(0) { $0 + $1.warnings.count }
            if json {
                try JSONOutput.print(reports.map(ReportJSON.init))
            } else {
                for report in reports {
                    for line in report.formattedDiagnostics { Console.print(line) }
                }
                let valid = reports.filter { $0.errors.isEmpty }.count
                Console.print("\(reports.count) file\(reports.count == 1 ? "" : "s"): \(valid) valid, \(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")")
            }
            if errors > 0 { throw ExitCode(1) }
        }
    }
}

private struct ReportJSON: Encodable {
    struct Item: Encodable {
        var severity: String
        var path: String
        var line: Int?
        var column: Int?
        var message: String
        var rule: String?
    }

    var file: String
    var name: String?
    var valid: Bool
    var diagnostics: [Item]

    init(_ report: DocumentReport) {
        file = report.document.path
        name = report.definition?.name
        valid = report.errors.isEmpty
        diagnostics = report.diagnostics.map {
            Item(severity: $0.severity.rawValue, path: $0.path.description, line: $0.location?.line, column: $0.location?.column,
                 message: $0.message, rule: $0.rule)
        }
    }
}
