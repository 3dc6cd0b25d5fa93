import CatalogService
import LayoutModel

/// `catalog check`: a table of every layout's status, then for each changed one its structural
/// changes and a geometric summary, then the counts (and what an update wrote).
///
/// ```
/// STATUS    LAYOUT   CATALOG  SOURCE
/// changed   feed     @2       Sources/Feed.swift:12
/// clean     grid     @1       Sources/Grid.swift:4
///
/// feed: catalog @2 → code
///   ~ section.interGroupSpacing: 8 → 12
///   geometry on iphone-15: 9 cells moved, content height 1,180 → 1,212
/// 2 layouts: 1 clean, 1 changed
/// ```
public enum CodeCheckPrinter {
    public static func write(_ report: CodeCheckReport, on console: Console) {
        SwiftImportPrinter.writeDiagnostics(
            layouts: [], skipped: report.skipped, skippedFiles: report.skippedFiles, fileWarnings: report.fileWarnings, on: console)
        guard !report.layouts.isEmpty || !report.skipped.isEmpty else {
            console.print("No compositional layout found, and none recorded from these paths.")
            return
        }
        var rows = report.layouts.map { entry in
            [
                entry.status.rawValue, DiagnosticText.shown(entry.name), entry.head.map { "@\($0)" } ?? "-",
                DiagnosticText.shown(entry.source) + (entry.status == .orphaned && entry.source != "-" ? " (recorded)" : ""),
            ]
        }
        rows += report.skipped.map {
            ["skipped", DiagnosticText.shown($0.name), "", DiagnosticText.shown("\($0.location.file):\($0.location.line)")]
        }
        console.table([.init("STATUS"), .init("LAYOUT"), .init("CATALOG"), .init("SOURCE")], rows)
        for entry in report.layouts where entry.status == .changed {
            console.print("")
            console.print(
                console.paint(.bold, "\(DiagnosticText.shown(entry.name)): catalog @\(entry.head ?? 0) → code")
                    + " (\(DiagnosticText.shown(entry.source)))")
            for change in entry.changes { console.print("  " + StructuralDiffPrinter.line(change, on: console)) }
            if let geometry = entry.geometry {
                console.print("  geometry on \(geometry.device): \(GeometryDiffText.summary(geometry.diff))")
            } else if let error = entry.geometryError {
                console.print("  geometry: not compared (\(DiagnosticText.escaped(error)))")
            }
        }
        console.print(summary(report))
        if let updated = report.updated {
            for added in updated {
                console.print(
                    "\(AddedLayoutPrinter.verb(added.status)) \(added.name)@\(added.revision)  sha:\(added.contentHash.prefix(12))  (\(DiagnosticText.shown(added.file)))"
                )
            }
            let removed = report.removed ?? []
            for layout in removed { console.print("removed \(layout.name) (archived at @\(layout.headRevision))") }
            console.print(
                "updated: \(updated.count) revision\(updated.count == 1 ? "" : "s") written"
                    + (removed.isEmpty ? "" : ", \(SwiftImportPrinter.count(removed.count, "layout")) removed"))
        }
    }

    /// `5 layouts: 2 clean, 1 changed, 1 missing, 1 orphaned; 1 skipped`.
    public static func summary(_ report: CodeCheckReport) -> String {
        let parts = CodeCheckReport.Status.allCases.compactMap { status -> String? in
            let n = report.count(status)
            return n > 0 ? "\(n) \(status.rawValue)" : nil
        }
        var text = SwiftImportPrinter.count(report.layouts.count, "layout") + (parts.isEmpty ? "" : ": " + parts.joined(separator: ", "))
        if !report.skipped.isEmpty { text += "; \(report.skipped.count) skipped (not compared)" }
        return text
    }
}
