import LayoutEngine

/// Draws a geometric diff as one picture: the new frames, with the old frames of changed
/// elements dashed behind them, a line from old to new for moved elements, appeared elements in
/// green, disappeared ones in red, unchanged ones faded.
public struct DiffSVGRenderer: Sendable {
    /// Drawing width in pixels (the content is scaled to fit) and the tallest drawing.
    public var width: Double
    public var maxDrawingHeight: Double

    public init(width: Double = 640, maxDrawingHeight: Double = 1600) {
        self.width = width
        self.maxDrawingHeight = maxDrawingHeight
    }

    static let margin = 16.0
    static let header = 46.0

    public func render(_ picture: DiffPicture) -> String {
        let contentWidth = max(1, finite(picture.contentSize.width, 1), finite(picture.viewport.width, 1))
        let drawingWidth = max(200, width.isFinite ? width : 640) - 2 * Self.margin
        let scale = drawingWidth / contentWidth
        let contentHeight = max(1, finite(picture.contentSize.height, 1))
        let shownHeight = min(contentHeight, max(1, maxDrawingHeight / scale))
        let drawingHeight = shownHeight * scale
        let legend = SVGLegend(
            entries: DiffPicture.Change.allCases.compactMap { change in
                let count = picture.items.filter { $0.change == change }.count
                return count == 0 && change != .unchanged
                    ? nil
                    : SVGLegend.Entry(swatch: .box(class: Self.className(change), cornerRadius: 2), caption: "\(count) \(change.rawValue)")
            })
        let legendHeight = legend.height(width: drawingWidth)
        // Titles wrap rather than run off the edge (20 px a title line, 16 a subtitle line).
        let titleLines = TitleLines.wrap(picture.title, width: SVGText.columns(fitting: drawingWidth, fontSize: 16, font: .sansBold))
        let subtitleLines = TitleLines.wrap(picture.subtitle, width: SVGText.columns(fitting: drawingWidth, fontSize: 12, font: .sansWide))
        let header = Self.header + Double(titleLines.count - 1) * 20 + Double(subtitleLines.count - 1) * 16
        var canvas = SVGCanvas(width: drawingWidth + 2 * Self.margin, height: header + drawingHeight + 12 + legendHeight + Self.margin)
        canvas.rect(Rect(x: 0, y: 0, width: canvas.width, height: canvas.height), class: SVGTheme.background)
        for (index, line) in titleLines.enumerated() {
            canvas.text(line, x: Self.margin, y: 22 + Double(index) * 20, class: SVGTheme.title)
        }
        for (index, line) in subtitleLines.enumerated() {
            canvas.text(line, x: Self.margin, y: 38 + Double(titleLines.count - 1) * 20 + Double(index) * 16, class: SVGTheme.subtitle)
        }
        let region = Rect(x: 0, y: 0, width: contentWidth, height: shownHeight)
        let projection = SVGProjection(region: region, scale: scale, originX: Self.margin, originY: header)
        canvas.defineClipRect(id: "diff-clip", rect: Rect(x: Self.margin, y: header, width: drawingWidth, height: drawingHeight))
        canvas.openGroup(class: "layer-diff", clipPathID: "diff-clip")
        canvas.rect(projection.rect(region), class: SVGTheme.content)
        // Unchanged first, then what changed, so highlights sit on top.
        for item in picture.items where item.change == .unchanged {
            if let after = DrawableFrame.sanitized(item.after ?? .zero) {
                canvas.rect(projection.visibleRect(after), class: "d-same", cornerRadius: 2, tooltip: item.label)
            }
        }
        for item in picture.items where item.change != .unchanged {
            let before = item.before.flatMap(DrawableFrame.sanitized)
            let after = item.after.flatMap(DrawableFrame.sanitized)
            if let before, item.change != .appeared {
                canvas.rect(
                    projection.visibleRect(before), class: item.change == .disappeared ? "d-gone" : "d-before", cornerRadius: 2,
                    tooltip: "\(item.label) before")
            }
            if let after, item.change != .disappeared {
                canvas.rect(
                    projection.visibleRect(after), class: Self.className(item.change), cornerRadius: 2,
                    tooltip: "\(item.label) \(item.change.rawValue)")
            }
            if item.change == .moved || item.change == .resized, let before, let after {
                canvas.line(
                    x1: projection.x(before.midX), y1: projection.y(before.midY), x2: projection.x(after.midX), y2: projection.y(after.midY),
                    class: "d-arrow")
            }
        }
        if let viewport = DrawableFrame.sanitized(picture.viewport) {
            canvas.rect(projection.rect(viewport), class: "d-viewport", cornerRadius: 8)
        }
        canvas.closeGroup()
        if shownHeight < contentHeight {
            canvas.text(
                "… content continues below (\(SVGNumber.format(contentHeight)) pt)", x: Self.margin, y: header + drawingHeight + 10,
                class: SVGTheme.note)
        }
        legend.draw(into: &canvas, x: Self.margin, y: header + drawingHeight + 12, width: drawingWidth)
        return canvas.document(
            idPrefix: "diff", title: picture.title, description: picture.subtitle, styleSheet: SVGTheme.styleSheet + "\n" + Self.styleSheet)
    }

    static func className(_ change: DiffPicture.Change) -> String {
        switch change {
        case .unchanged: "d-same"
        case .moved: "d-moved"
        case .resized: "d-resized"
        case .appeared: "d-new"
        case .disappeared: "d-gone"
        }
    }

    private func finite(_ value: Double, _ fallback: Double) -> Double { value.isFinite ? value : fallback }

    static let styleSheet = """
        .d-same { fill: #e4e7eb; stroke: #9aa5b1; stroke-width: 0.5; }
        .d-before { fill: none; stroke: #7b8794; stroke-width: 1; stroke-dasharray: 3 3; }
        .d-moved { fill: #d6e8f7; fill-opacity: 0.85; stroke: #0072b2; stroke-width: 1.5; }
        .d-resized { fill: #f7e1a1; fill-opacity: 0.85; stroke: #b88700; stroke-width: 1.5; }
        .d-new { fill: #c6f0d9; stroke: #009e73; stroke-width: 1.5; }
        .d-gone { fill: #fbd5d0; fill-opacity: 0.6; stroke: #d55e00; stroke-width: 1.5; stroke-dasharray: 4 2; }
        .d-arrow { stroke: #0072b2; stroke-width: 1; }
        .d-viewport { fill: none; stroke: #1f2933; stroke-width: 2; }
        """
}
