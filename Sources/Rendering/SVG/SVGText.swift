/// Text measurement without a font engine: estimates good enough to decide whether a label
/// fits and where to cut it.
///
/// Monospace labels advance 0.6 em per column; the sans-serif chrome averages about 0.56 em.
/// Wide characters count as two columns (``TextWidth``), which matches CJK glyphs closely.
enum SVGText {
    enum Font: Sendable {
        /// Headings are wrapped by wider estimates than `sans`, so that a line heavy in wide
        /// letters does not run past the edge: `sansWide` for regular text, `sansBold` for the
        /// semibold title.
        case mono, sans, sansWide, sansBold

        var columnWidth: Double {
            switch self {
            case .mono: 0.6
            case .sans: 0.56
            case .sansWide: 0.58
            case .sansBold: 0.62
            }
        }
    }

    /// Estimated width of `text` in pixels at `fontSize`.
    static func estimatedWidth(_ text: String, fontSize: Double, font: Font) -> Double {
        Double(TextWidth.of(text)) * fontSize * font.columnWidth
    }

    /// How many columns fit in `width` pixels at `fontSize`.
    static func columns(fitting width: Double, fontSize: Double, font: Font) -> Int {
        guard width > 0, fontSize > 0 else { return 0 }
        let columns = (width / (fontSize * font.columnWidth)).rounded(.down)
        return columns.isFinite ? Int(min(columns, 100_000)) : 0
    }

    /// `text` truncated with `…` to fit `width` pixels.
    static func fitted(_ text: String, width: Double, fontSize: Double, font: Font) -> String {
        TextWidth.truncate(text, toWidth: columns(fitting: width, fontSize: fontSize, font: font))
    }
}
