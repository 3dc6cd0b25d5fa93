import CatalogService

/// `catalog resolve` in every format, streamed to a target.
public enum ResolutionPrinter {
    /// An ASCII drawing fits the terminal's window (80 × 24 without one) unless `fullLength`
    /// asks for the whole screen at its natural height.
    public static func write(
        _ resolution: Resolution, _ selection: ElementSelection, as format: ResolveFormat, terminal: Terminal,
        fullLength: Bool = false, to target: OutputTarget
    ) {
        switch format {
        case .json:
            var writer = JSONWriter(to: target)
            ResolutionJSON.write(resolution, selection, to: &writer)
            writer.finish()
        case .ndjson:
            var writer = JSONWriter(to: target)
            ResolutionJSON.writeLines(resolution, selection, to: &writer)
            writer.finish()
        case .table:
            var stream = ByteStream(to: target)
            ResolutionTable.write(resolution, selection, charset: terminal.charset, to: &stream)
            stream.flush()
        case .svg:
            var stream = ByteStream(to: target)
            stream.write(ResolutionPicture.svg(resolution, scrollOffset: selection.scrollOffset))
            stream.flush()
        case .ascii:
            var options = terminal.pictureOptions
            if fullLength { options.height = nil }
            // A drawing saved to a file carries no escape sequences.
            if target.isFile { options.usesColor = false }
            var stream = ByteStream(to: target)
            stream.write(ResolutionPicture.terminal(resolution, scrollOffset: selection.scrollOffset, options: options) + "\n")
            for warning in resolution.layout.warnings { stream.write("\(warning)\n") }
            stream.flush()
        }
    }
}
