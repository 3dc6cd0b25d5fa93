import LayoutEngine

/// Words pictures share between their SVG and terminal headings.
enum PictureText {
    /// `safe area top 59, bottom 34`: the sides with an inset, named; nil when there is none.
    static func safeArea(_ insets: EdgeInsets) -> String? {
        let sides = [("top", insets.top), ("left", insets.left), ("bottom", insets.bottom), ("right", insets.right)]
            .filter { $0.1.isFinite && $0.1 > 0 }
            .map { "\($0.0) \(SVGNumber.format($0.1))" }
        return sides.isEmpty ? nil : "safe area " + sides.joined(separator: ", ")
    }
}
