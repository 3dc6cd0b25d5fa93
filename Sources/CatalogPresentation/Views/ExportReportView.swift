import CatalogService

/// `catalog export`: a written file, a folder export, or a gallery.
public enum ExportReportView {
    /// `written NestedGroupsLayout.swift` (or `replaced`, `unchanged`).
    public static func writeFile(_ file: WrittenFile, on console: Console) {
        console.print("\(file.outcome.rawValue) \(file.path)")
    }

    public static func writeFolder(_ report: ExportReport, folder: String, on console: Console) {
        console.print("exported \(count(report.files.count, "file")) to \(folder): \(outcomes(report.files.map(\.outcome)))"
            + (report.removed.isEmpty ? "" : ", \(report.removed.count) removed"))
        for removed in report.removed { console.print("removed \(removed) (no longer in the catalog)") }
        for stale in report.stale { console.error("note: \(stale) is not in the catalog (left in place)") }
    }

    public static func writeGallery(_ report: GalleryReport, folder: String, on console: Console) {
        console.print("gallery of \(report.layouts.count) layouts on \(report.devices.count) devices in \(folder): \(report.files.count) files, \(outcomes(report.files.map(\.outcome)))")
        console.print("open \(folder.hasSuffix("/") ? folder : folder + "/")index.html")
        for note in report.undrawable { console.error("note: \(note)") }
        for stale in report.stale { console.error("note: \(stale) is not in the catalog (left in place)") }
    }

    /// `3 written, 0 replaced, 48 unchanged`.
    static func outcomes(_ outcomes: [SafeOutput.Outcome]) -> String {
        let counts = Dictionary(grouping: outcomes, by: { $0 }).mapValues(\.count)
        return "\(counts[.written] ?? 0) written, \(counts[.replaced] ?? 0) replaced, \(counts[.unchanged] ?? 0) unchanged"
    }
}
