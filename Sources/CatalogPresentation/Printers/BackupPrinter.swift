import CatalogService
import LayoutModel

/// `catalog backup`: what was written.
public enum BackupPrinter {
    public static func write(_ result: BackupResult, on console: Console) {
        let verb = result.replaced ? "replaced" : "wrote"
        console.print(
            "\(verb) \(DiagnosticText.shown(result.path)): \(byteSize(result.bytes)), \(count(result.pages, "page")), schema \(result.schemaVersion), "
                + "a consistent copy of \(result.source)")
    }

    /// `12.3 MB`, `512 KB`, `900 bytes` (decimal units, as `ls -h --si` and Finder show them).
    static func byteSize(_ bytes: Int) -> String {
        let units: [(Double, String)] = [(1e9, "GB"), (1e6, "MB"), (1e3, "KB")]
        for (scale, unit) in units where Double(bytes) >= scale {
            return NumberText.format(Double(bytes) / scale, places: 1) + " " + unit
        }
        return count(bytes, "byte")
    }
}
