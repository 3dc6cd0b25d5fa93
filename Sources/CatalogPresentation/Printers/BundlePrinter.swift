import CatalogService
import LayoutModel

/// `catalog bundle export` and `bundle import`.
public enum BundlePrinter {
    public static func writeExported(_ summary: ExportedBundle, on console: Console) {
        console.print(
            "wrote \(DiagnosticText.shown(summary.path)): \(summary.layouts) layouts (\(summary.revisions) revisions), \(summary.datasets) datasets, \(summary.auditEvents) audit events"
        )
    }

    /// What changed per layout, dataset and history; conflicts go to standard error.
    public static func writeImported(_ report: BundleImportReport, from path: String, on console: Console) {
        if report.isNoOp {
            console.print("nothing to import: \(DiagnosticText.shown(path)) is already in the catalog")
            return
        }
        let rows = report.entries.filter { $0.outcome != .unchanged }.map {
            [$0.kind, $0.name, $0.outcome.rawValue, "+\($0.added)", "@\($0.head)"]
        }
        if !rows.isEmpty {
            console.table([.init("KIND"), .init("NAME"), .init("OUTCOME"), .init("ADDED", alignment: .right), .init("HEAD")], rows)
        }
        let unchanged = report.entries.filter { $0.outcome == .unchanged }.count
        console.print("\(unchanged) unchanged, \(report.tagsSet) tags set, \(report.auditEventsAdded) audit events added")
        for conflict in report.tagConflicts { console.error("note: tag \(DiagnosticText.shown(conflict)) points elsewhere here; kept the local one") }
    }
}
