import CatalogService
import LayoutModel

/// `catalog init` and `catalog remove`.
public enum CatalogPrinter {
    /// `created team.sqlite: 51 layouts, 51 presets added` (`catalog at team.sqlite: …` when the
    /// file was there).
    public static func writeInitialized(_ report: InitReport, on console: Console) {
        console.print(
            "\(report.created ? "created" : "catalog at") \(DiagnosticText.shown(report.path)): \(count(report.layouts, "layout"))"
                + (report.presetsAdded.isEmpty ? "" : ", \(count(report.presetsAdded.count, "preset")) added"))
    }

    public static func writeRemoved(_ removed: RemovedLayout, on console: Console) {
        console.print("removed \(removed.name) (archived; `catalog list --include-archived` shows it)")
    }
}
