import CatalogService
import LayoutModel

/// `catalog export`: a written file, a folder export, or a gallery.
public enum ExportReportPrinter {
    /// `written NestedGroupsLayout.swift` (or `replaced`, `unchanged`) on standard error.
    ///
    /// One rule for every command whose data goes to standard output unless `--out` sends it to
    /// a file (`export REF`, `probe`, `resolve`, `diff`, `compare`): the line saying where it
    /// went is status, not data, so it goes to standard error and standard output stays empty.
    public static func writeFile(_ file: WrittenFile, on console: Console) {
        noteFile((file.path, file.outcome), on: console)
    }

    /// The same, for output streamed to a file as it was made (`resolve`, `diff`, `compare`).
    public static func noteFile(_ file: (path: String, outcome: SafeOutput.Outcome), on console: Console) {
        console.error("\(file.outcome.rawValue) \(DiagnosticText.shown(file.path))")
    }

    /// `wrote review/index.html` on standard error.
    public static func noteWrote(_ path: String, on console: Console) {
        console.error("wrote \(DiagnosticText.shown(path))")
    }

    public static func writeFolder(_ report: ExportReport, folder: String, on console: Console) {
        console.print(
            "exported \(count(report.files.count, "file")) to \(DiagnosticText.shown(folder)): \(outcomes(report.files.map(\.outcome)))"
                + (report.removed.isEmpty ? "" : ", \(report.removed.count) removed"))
        for removed in report.removed { console.print("removed \(DiagnosticText.shown(removed)) (no longer in the catalog)") }
        for stale in report.stale { console.error("note: \(DiagnosticText.shown(stale)) is not in the catalog (left in place)") }
    }

    /// `export --all --format html`'s report: what was written on standard output, the pictures
    /// that could not be drawn and the stale files as notes on standard error.
    /// - Parameters:
    ///   - report: what the service wrote.
    ///   - folder: the folder as given.
    ///   - console: where to write.
    public static func writeGallery(_ report: GalleryReport, folder: String, on console: Console) {
        console.print(
            "gallery of \(report.layouts.count) layouts on \(report.devices.count) devices in \(DiagnosticText.shown(folder)): \(report.files.count) files, \(outcomes(report.files.map(\.outcome)))"
        )
        // Where to start, not a command to run: `open` is macOS's, `xdg-open` Linux's.
        console.print("start page: \(DiagnosticText.shown(folder.hasSuffix("/") ? folder : folder + "/"))index.html (any browser, no server)")
        for picture in report.undrawable {
            console.error("note: \(DiagnosticText.escaped("\(picture.layout) on \(picture.device): \(picture.reason)"))")
        }
        for stale in report.stale { console.error("note: \(DiagnosticText.shown(stale)) is not in the catalog (left in place)") }
    }

    /// `3 written, 0 replaced, 48 unchanged`.
    static func outcomes(_ outcomes: [SafeOutput.Outcome]) -> String {
        let counts = Dictionary(grouping: outcomes, by: { $0 }).mapValues(\.count)
        return "\(counts[.written] ?? 0) written, \(counts[.replaced] ?? 0) replaced, \(counts[.unchanged] ?? 0) unchanged"
    }
}
