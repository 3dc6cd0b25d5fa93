/// Draws a ``LayoutPicture`` as a standalone SVG document.
///
/// The picture shows the device screen as a rounded frame with its safe area shaded; cells,
/// supplementaries and decorations in distinct colours, painted back to front by `zIndex`;
/// dashed, numbered section outlines; everything outside the screen faded; a title, a line of
/// sizes and a legend. The output depends only on the input: same picture, same bytes.
public struct SVGRenderer: Sendable {
    /// Size limits and what to include.
    public struct Options: Sendable, Hashable {
        /// The document is at least this wide (pixels); small layouts are scaled up to fill it
        /// (at most 4×).
        public var minWidth: Double
        /// The document is at most this wide (pixels); wide content is scaled down to fit.
        public var maxWidth: Double
        /// The drawing of the content is cut below this height (pixels), with a note counting
        /// the elements further down. The viewport itself is never cut.
        public var maxDrawingHeight: Double
        /// How far content beside the viewport (e.g. an orthogonal row) is shown, in viewport
        /// widths on each side.
        public var horizontalOverflow: Double
        /// Draw dashed section outlines with their indexes.
        public var showsSections: Bool
        /// Draw the legend under the picture.
        public var showsLegend: Bool
        /// Prefix for the document's element ids, so several pictures can be inlined in one
        /// HTML page without clashing.
        public var idPrefix: String

        public init(
            minWidth: Double = 420, maxWidth: Double = 900, maxDrawingHeight: Double = 1200,
            horizontalOverflow: Double = 1, showsSections: Bool = true, showsLegend: Bool = true,
            idPrefix: String = "layout"
        ) {
            self.minWidth = minWidth
            self.maxWidth = maxWidth
            self.maxDrawingHeight = maxDrawingHeight
            self.horizontalOverflow = horizontalOverflow
            self.showsSections = showsSections
            self.showsLegend = showsLegend
            self.idPrefix = idPrefix
        }
    }

    public var options: Options

    public init(options: Options = Options()) {
        self.options = options
    }

    /// The SVG document (UTF-8 text, ending in a newline).
    public func render(_ picture: LayoutPicture) -> String {
        LayoutSVG(picture: picture, options: options.sanitized).document()
    }
}

extension SVGRenderer.Options {
    /// The options with nonsense replaced, so no setting can produce an unreadable document:
    /// non-finite numbers fall back to the defaults, the width is at least 160 px with the
    /// maximum no smaller than the minimum, the drawing at least 1 px tall, the overflow
    /// between 0 and 10 screens, and the id prefix a valid XML name that `url(#…)` can quote.
    var sanitized: Self {
        let defaults = Self()
        func finite(_ value: Double, _ fallback: Double) -> Double { value.isFinite ? value : fallback }
        var result = self
        result.minWidth = min(max(finite(minWidth, defaults.minWidth), 160), 100_000)
        result.maxWidth = min(max(finite(maxWidth, defaults.maxWidth), result.minWidth), 100_000)
        result.maxDrawingHeight = min(max(finite(maxDrawingHeight, defaults.maxDrawingHeight), 1), 1_000_000)
        result.horizontalOverflow = min(max(finite(horizontalOverflow, defaults.horizontalOverflow), 0), 10)
        func isNameCharacter(_ c: Unicode.Scalar) -> Bool {
            ("a"..."z").contains(c) || ("A"..."Z").contains(c) || ("0"..."9").contains(c) || c == "-" || c == "_"
        }
        let prefix = String(String.UnicodeScalarView(idPrefix.unicodeScalars.filter(isNameCharacter)))
        // A name starts with a letter or underscore.
        let startsWell = prefix.unicodeScalars.first.map { ("a"..."z").contains($0) || ("A"..."Z").contains($0) || $0 == "_" } ?? false
        result.idPrefix = startsWell ? prefix : "layout" + prefix
        return result
    }
}
