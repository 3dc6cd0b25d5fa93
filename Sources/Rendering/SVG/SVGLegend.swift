import LayoutEngine

/// A legend: swatches with captions, flowed left to right and wrapped to a width.
struct SVGLegend: Sendable {
    /// What a swatch looks like.
    enum Swatch: Sendable, Hashable {
        /// A filled rectangle in a theme class, with the given corner radius.
        case box(class: String, cornerRadius: Double)
        /// An outline only (e.g. dashed section frames).
        case outline(class: String)
        /// A small triangle pointing up, as snap points are drawn.
        case triangle(class: String)
    }

    struct Entry: Sendable, Hashable {
        var swatch: Swatch
        var caption: String
    }

    var entries: [Entry]

    static let rowHeight = 20.0
    static let swatchWidth = 16.0
    static let swatchHeight = 11.0
    static let captionGap = 6.0
    static let entryGap = 18.0
    static let fontSize = 12.0

    /// The rows entries fall into at `width`: each row a list of (entry, x offset).
    func rows(width: Double) -> [[(entry: Entry, x: Double)]] {
        var rows: [[(entry: Entry, x: Double)]] = []
        var current: [(entry: Entry, x: Double)] = []
        var x = 0.0
        for entry in entries {
            let entryWidth = Self.width(of: entry)
            if !current.isEmpty && x + entryWidth > width {
                rows.append(current)
                current = []
                x = 0
            }
            current.append((entry, x))
            x += entryWidth + Self.entryGap
        }
        if !current.isEmpty { rows.append(current) }
        return rows
    }

    /// The height the legend takes at `width`.
    func height(width: Double) -> Double {
        Double(rows(width: width).count) * Self.rowHeight
    }

    /// Draws the legend with its first row's top at `y`.
    func draw(into canvas: inout SVGCanvas, x: Double, y: Double, width: Double) {
        canvas.openGroup(class: "layer-legend")
        for (index, row) in rows(width: width).enumerated() {
            let top = y + Double(index) * Self.rowHeight
            for (entry, offset) in row {
                let swatch = Rect(x: x + offset, y: top + 3, width: Self.swatchWidth, height: Self.swatchHeight)
                switch entry.swatch {
                case .box(let className, let radius):
                    canvas.rect(swatch, class: className, cornerRadius: radius)
                case .outline(let className):
                    canvas.rect(swatch, class: className)
                case .triangle(let className):
                    var path = PathData()
                    path.addPolygon([(swatch.midX, swatch.minY), (swatch.midX - 5, swatch.maxY), (swatch.midX + 5, swatch.maxY)])
                    canvas.path(path, class: className)
                }
                canvas.text(
                    entry.caption, x: swatch.maxX + Self.captionGap, y: top + 12.5, class: SVGTheme.legendText)
            }
        }
        canvas.closeGroup()
    }

    private static func width(of entry: Entry) -> Double {
        swatchWidth + captionGap + SVGText.estimatedWidth(entry.caption, fontSize: fontSize, font: .sans)
    }
}
