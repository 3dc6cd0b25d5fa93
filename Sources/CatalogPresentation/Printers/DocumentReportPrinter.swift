import CatalogService

/// `catalog validate`: every diagnostic as `file:line:column: path: message` on standard error
/// (where compilers and editors look for them), then a count on standard output.
public enum DocumentReportPrinter {
    public static func write(_ reports: [DocumentReport], on console: Console) {
        for report in reports {
            for line in report.formattedDiagnostics { console.error(line) }
        }
        let errors = reports.reduce(0) { $0 + $1.errors.count }
        let warnings = reports.reduce(0) { $0 + $1.warnings.count }
        let valid = reports.filter { $0.errors.isEmpty }.count
        console.print("\(count(reports.count, "file")): \(valid) valid, \(count(errors, "error")), \(count(warnings, "warning"))")
    }
}

/// `1 file`, `2 errors`.
func count(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)\(number == 1 ? "" : "s")"
}
