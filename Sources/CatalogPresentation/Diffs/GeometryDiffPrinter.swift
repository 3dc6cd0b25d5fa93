import CatalogService

/// `catalog diff --geometry` in every format.
public enum GeometryDiffPrinter {
    public static func write(_ diff: GeometryDiff, as format: DiffFormat, terminal: Terminal, to target: OutputTarget) {
        switch format {
        case .json:
            var writer = JSONWriter(to: target)
            GeometryDiffJSON.write(diff, to: &writer)
            writer.finish()
        case .svg:
            var stream = ByteStream(to: target)
            stream.write(GeometryDiffPicture.svg(diff))
            stream.flush()
        case .text:
            var stream = ByteStream(to: target)
            // Colour only where people read it.
            GeometryDiffText.write(diff, terminal: target.isFile ? .plain : terminal, to: &stream)
            stream.flush()
        }
    }
}
