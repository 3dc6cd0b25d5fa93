import LayoutEngine

/// SVG path data (`d`), built from shapes rather than typed by hand.
struct PathData: Sendable, Hashable {
    private(set) var text = ""

    /// Adds a closed rectangle.
    mutating func addRect(_ rect: Rect) {
        append("M\(n(rect.minX)) \(n(rect.minY))H\(n(rect.maxX))V\(n(rect.maxY))H\(n(rect.minX))Z")
    }

    /// Adds a closed rectangle with circular corners of `radius` (capped at half the shorter
    /// side, as SVG's own `rx` is).
    mutating func addRoundedRect(_ rect: Rect, radius: Double) {
        let r = max(0, min(radius, rect.width / 2, rect.height / 2))
        guard r > 0 else { return addRect(rect) }
        let arc = "A\(n(r)) \(n(r)) 0 0 1 "
        append(
            "M\(n(rect.minX + r)) \(n(rect.minY))H\(n(rect.maxX - r))\(arc)\(n(rect.maxX)) \(n(rect.minY + r))"
                + "V\(n(rect.maxY - r))\(arc)\(n(rect.maxX - r)) \(n(rect.maxY))"
                + "H\(n(rect.minX + r))\(arc)\(n(rect.minX)) \(n(rect.maxY - r))"
                + "V\(n(rect.minY + r))\(arc)\(n(rect.minX + r)) \(n(rect.minY))Z")
    }

    /// Adds a closed polygon through `points` (at least three).
    mutating func addPolygon(_ points: [(x: Double, y: Double)]) {
        guard let first = points.first, points.count >= 3 else { return }
        append("M\(n(first.x)) \(n(first.y))" + points.dropFirst().map { "L\(n($0.x)) \(n($0.y))" }.joined() + "Z")
    }

    private mutating func append(_ segment: String) {
        text += text.isEmpty ? segment : " " + segment
    }

    private func n(_ value: Double) -> String { SVGNumber.format(value) }
}
