import LayoutEngine

/// Drawing primitives that write SVG markup: rectangles, text, paths, groups, clip paths and
/// gradients, in pixels. Knows nothing about layouts, so the layout picture and the coming
/// before/after diff draw with the same pieces.
///
/// Every number goes through ``SVGNumber`` and every string through ``XMLEscaping``;
/// attributes are written in the order given. Same calls, same bytes.
struct SVGCanvas: Sendable {
    /// Where text's `x` sits relative to the text (`text-anchor`).
    enum Anchor: String, Sendable {
        case start, middle, end
    }

    let width: Double
    let height: Double
    private var definitions: [String] = []
    private var body: [String] = []
    private var depth = 1

    init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// A rectangle. `tooltip` becomes a `<title>` child, which viewers show on hover.
    mutating func rect(
        _ rect: Rect, class className: String, cornerRadius: Double = 0,
        attributes: [(String, String)] = [], tooltip: String? = nil
    ) {
        var attrs: [(String, String)] = [("class", className)]
        attrs += [("x", n(rect.x)), ("y", n(rect.y)), ("width", n(rect.width)), ("height", n(rect.height))]
        if cornerRadius > 0 { attrs.append(("rx", n(cornerRadius))) }
        attrs += attributes
        if let tooltip {
            emit("<rect\(format(attrs))><title>\(XMLEscaping.escape(tooltip))</title></rect>")
        } else {
            emit("<rect\(format(attrs))/>")
        }
    }

    /// One line of text with its baseline at `y`.
    mutating func text(
        _ text: String, x: Double, y: Double, class className: String, anchor: Anchor = .start,
        fontSize: Double? = nil, attributes: [(String, String)] = []
    ) {
        var attrs: [(String, String)] = [("class", className), ("x", n(x)), ("y", n(y))]
        if anchor != .start { attrs.append(("text-anchor", anchor.rawValue)) }
        if let fontSize { attrs.append(("font-size", n(fontSize))) }
        attrs += attributes
        emit("<text\(format(attrs))>\(XMLEscaping.escape(text))</text>")
    }

    /// A straight line.
    mutating func line(x1: Double, y1: Double, x2: Double, y2: Double, class className: String, attributes: [(String, String)] = []) {
        emit("<line\(format([("class", className), ("x1", n(x1)), ("y1", n(y1)), ("x2", n(x2)), ("y2", n(y2))] + attributes))/>")
    }

    /// A path from `PathData`.
    mutating func path(_ data: PathData, class className: String, evenOdd: Bool = false, attributes: [(String, String)] = []) {
        var attrs: [(String, String)] = [("class", className), ("d", data.text)]
        if evenOdd { attrs.append(("fill-rule", "evenodd")) }
        attrs += attributes
        emit("<path\(format(attrs))/>")
    }

    /// Opens a `<g>`; pair with ``closeGroup()``.
    mutating func openGroup(class className: String? = nil, clipPathID: String? = nil) {
        var attrs: [(String, String)] = []
        if let className { attrs.append(("class", className)) }
        if let clipPathID { attrs.append(("clip-path", "url(#\(clipPathID))")) }
        emit("<g\(format(attrs))>")
        depth += 1
    }

    mutating func closeGroup() {
        depth = max(1, depth - 1)
        emit("</g>")
    }

    /// Defines a rectangular clip path usable by ``openGroup(class:clipPathID:)``.
    mutating func defineClipRect(id: String, rect: Rect) {
        definitions.append(
            "<clipPath id=\"\(XMLEscaping.escape(id))\"><rect\(format([("x", n(rect.x)), ("y", n(rect.y)), ("width", n(rect.width)), ("height", n(rect.height))]))/></clipPath>"
        )
    }

    /// Defines a vertical gradient from `color` at `fromOpacity` (top) to `toOpacity` (bottom).
    mutating func defineVerticalGradient(id: String, color: String, fromOpacity: Double, toOpacity: Double) {
        definitions.append(
            "<linearGradient id=\"\(XMLEscaping.escape(id))\" x1=\"0\" y1=\"0\" x2=\"0\" y2=\"1\">"
                + "<stop offset=\"0\" stop-color=\"\(XMLEscaping.escape(color))\" stop-opacity=\"\(n(fromOpacity))\"/>"
                + "<stop offset=\"1\" stop-color=\"\(XMLEscaping.escape(color))\" stop-opacity=\"\(n(toOpacity))\"/>"
                + "</linearGradient>")
    }

    /// The finished document: XML declaration, `<svg>` root with an accessible title, the style
    /// sheet, definitions, then everything drawn, in drawing order.
    func document(idPrefix: String, title: String, description: String?, styleSheet: String) -> String {
        let titleID = "\(idPrefix)-title"
        var lines: [String] = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>"]
        var root: [(String, String)] = [
            ("xmlns", "http://www.w3.org/2000/svg"), ("width", n(width)), ("height", n(height)),
            ("viewBox", "0 0 \(n(width)) \(n(height))"), ("role", "img"), ("aria-labelledby", titleID),
        ]
        if description != nil { root.append(("aria-describedby", "\(idPrefix)-desc")) }
        lines.append("<svg\(format(root))>")
        lines.append("  <title id=\"\(XMLEscaping.escape(titleID))\">\(XMLEscaping.escape(title))</title>")
        if let description {
            lines.append("  <desc id=\"\(XMLEscaping.escape(idPrefix))-desc\">\(XMLEscaping.escape(description))</desc>")
        }
        // The style sheet is ours and holds no `<` or `&`, so it needs no CDATA section.
        lines.append("  <style>")
        lines += styleSheet.split(separator: "\n", omittingEmptySubsequences: true).map { "    \($0)" }
        lines.append("  </style>")
        if !definitions.isEmpty {
            lines.append("  <defs>")
            lines += definitions.map { "    \($0)" }
            lines.append("  </defs>")
        }
        lines += body
        lines.append("</svg>")
        return lines.joined(separator: "\n") + "\n"
    }

    private mutating func emit(_ line: String) {
        body.append(String(repeating: "  ", count: depth) + line)
    }

    private func format(_ attributes: [(String, String)]) -> String {
        attributes.map { " \($0.0)=\"\(XMLEscaping.escape($0.1))\"" }.joined()
    }

    private func n(_ value: Double) -> String { SVGNumber.format(value) }
}
