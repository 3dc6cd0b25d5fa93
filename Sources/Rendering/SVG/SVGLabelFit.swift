import LayoutEngine

/// Chooses the text and size of a label inside a rectangle, or decides there is no room.
///
/// A label is shrunk before it is cut, cut (titles only) before it is replaced by the shorter
/// fallback, and dropped rather than drawn illegibly small or spilling out of its element.
enum SVGLabelFit {
    struct Fit: Sendable, Hashable {
        var text: String
        var fontSize: Double
    }

    static let maxFontSize = 11.0
    static let minFontSize = 7.0
    /// Titles are cut only when at least this many columns survive; fewer say nothing.
    static let minTruncatedColumns = 6
    static let horizontalInset = 3.0

    static func fit(preferred: String, truncatable: Bool, fallback: String?, in rect: Rect) -> Fit? {
        let width = rect.width - 2 * horizontalInset
        // Font size ≈ 1.25 × cap height; keep a pixel of air above and below.
        let sizeCap = min(maxFontSize, (rect.height - 2) * 0.8)
        guard width > 0, sizeCap >= minFontSize else { return nil }

        func size(for text: String) -> Double {
            let columns = Double(TextWidth.of(text))
            guard columns > 0 else { return 0 }
            return min(sizeCap, width / (columns * SVGText.Font.mono.columnWidth))
        }

        if !preferred.isEmpty, size(for: preferred) >= minFontSize {
            return Fit(text: preferred, fontSize: size(for: preferred))
        }
        if truncatable {
            let fontSize = min(sizeCap, 10)
            let columns = SVGText.columns(fitting: width, fontSize: fontSize, font: .mono)
            if columns >= minTruncatedColumns {
                return Fit(text: TextWidth.truncate(preferred, toWidth: columns), fontSize: fontSize)
            }
        }
        if let fallback, !fallback.isEmpty, size(for: fallback) >= minFontSize {
            return Fit(text: fallback, fontSize: size(for: fallback))
        }
        return nil
    }
}
