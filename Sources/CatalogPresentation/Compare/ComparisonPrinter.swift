import CatalogService

/// `catalog compare` in both formats.
public enum ComparisonPrinter {
    public static func write(_ comparison: LayoutComparison, as format: ReportFormat, terminal: Terminal, to target: OutputTarget) {
        switch format {
        case .json:
            var writer = JSONWriter(to: target)
            ComparisonJSON.write(comparison, to: &writer)
            writer.finish()
        case .text:
            var stream = ByteStream(to: target)
            ComparisonText.write(comparison, terminal: target.isFile ? .plain : terminal, to: &stream)
            stream.flush()
        }
    }
}
