import LayoutEngine

/// Composes a layout picture from the SVG primitives: header, content layers, screen frame,
/// notes and legend.
///
/// ```
/// ┌ margin ───────────────────────────────┐
/// │ Title                                 │  header (48)
/// │ content 393 × 1200 pt · viewport …    │
/// │ ┌ padding ──────────────────────────┐ │
/// │ │  drawing (region × scale)         │ │
/// │ └───────────────────────────────────┘ │
/// │ … 12 more elements below              │  notes (18 each)
/// │ ▭ 6 cells  ▭ 2 supplementaries …      │  legend (20 a row)
/// └───────────────────────────────────────┘
/// ```
struct LayoutSVG {
    static let margin = 24.0
    static let padding = 12.0
    static let headerHeight = 48.0
    static let noteHeight = 18.0

    let picture: LayoutPicture
    let options: SVGRenderer.Options

    /// Elements with usable frames, back to front.
    private let drawable: [(attributes: LayoutAttributes, frame: Rect)]
    private let invalidCount: Int
    private let framing: SVGFraming

    /// `options` must be sanitized (``SVGRenderer/Options/sanitized``).
    init(picture: LayoutPicture, options: SVGRenderer.Options) {
        self.picture = picture
        self.options = options
        var drawable: [(attributes: LayoutAttributes, frame: Rect)] = []
        for element in DrawingOrder.backToFront(picture.elements) {
            if let frame = DrawableFrame.sanitized(element.frame) { drawable.append((element, frame)) }
        }
        self.drawable = drawable
        self.invalidCount = picture.elements.count - drawable.count
        self.framing = SVGFraming(picture: picture, frames: drawable.map(\.frame), options: options)
    }

    func document() -> String {
        let m = Self.margin, p = Self.padding
        let projection = SVGProjection(
            region: framing.region, scale: framing.scale, originX: m + p, originY: m + Self.headerHeight + p)
        let drawing = projection.drawingRect
        let width = max(options.minWidth, drawing.width + 2 * (m + p))
        let innerWidth = width - 2 * m

        let notes = noteLines()
        let notesTop = drawing.maxY + p + 4
        let legend = SVGLegend(entries: legendEntries())
        let legendTop = notesTop + Double(notes.count) * Self.noteHeight + (notes.isEmpty ? 0 : 6)
        let legendHeight = options.showsLegend ? legend.height(width: innerWidth) : 0
        let height = legendTop + legendHeight + m - 4

        var canvas = SVGCanvas(width: width, height: height)
        let ids = (clip: "\(options.idPrefix)-clip", fade: "\(options.idPrefix)-fade")
        canvas.rect(Rect(x: 0, y: 0, width: width, height: height), class: SVGTheme.background)

        let title = titleText
        canvas.text(SVGText.fitted(title, width: innerWidth, fontSize: 16, font: .sans), x: m, y: m + 16, class: SVGTheme.title)
        canvas.text(SVGText.fitted(subtitleText, width: innerWidth, fontSize: 12, font: .sans), x: m, y: m + 36, class: SVGTheme.subtitle)

        canvas.defineClipRect(id: ids.clip, rect: drawing)
        canvas.openGroup(class: "layer-content", clipPathID: ids.clip)
        drawContentBackground(into: &canvas, projection: projection)
        drawOrthogonalBands(into: &canvas, projection: projection)
        drawElements(into: &canvas, projection: projection)
        if options.showsSections { drawSections(into: &canvas, projection: projection) }
        let frame = framing.viewport.map { viewport in
            SVGViewportFrame(
                screen: projection.rect(viewport),
                safeArea: EdgeInsets(
                    top: picture.safeArea.top * framing.scale, left: picture.safeArea.left * framing.scale,
                    bottom: picture.safeArea.bottom * framing.scale, right: picture.safeArea.right * framing.scale))
        }
        if let frame {
            frame.drawOffscreenMask(into: &canvas, covering: drawing)
            frame.drawSafeArea(into: &canvas)
        }
        drawOrthogonalNotes(into: &canvas, projection: projection)
        if framing.clippedBelow {
            // Content continues: fade the last strip out instead of ending on a hard cut.
            canvas.defineVerticalGradient(id: ids.fade, color: "#ffffff", fromOpacity: 0, toOpacity: 0.95)
            let strip = min(36, drawing.height / 4)
            canvas.rect(
                Rect(x: drawing.minX, y: drawing.maxY - strip, width: drawing.width, height: strip),
                class: SVGTheme.fade, attributes: [("fill", "url(#\(ids.fade))")])
        }
        canvas.closeGroup()
        frame?.drawBezel(into: &canvas)

        for (index, note) in notes.enumerated() {
            canvas.text(
                SVGText.fitted(note, width: innerWidth, fontSize: 12, font: .sans), x: m,
                y: notesTop + 13 + Double(index) * Self.noteHeight, class: SVGTheme.note)
        }
        if options.showsLegend { legend.draw(into: &canvas, x: m, y: legendTop, width: innerWidth) }

        return canvas.document(
            idPrefix: options.idPrefix, title: title, description: subtitleText, styleSheet: SVGTheme.styleSheet)
    }

    // MARK: Layers

    private func drawContentBackground(into canvas: inout SVGCanvas, projection: SVGProjection) {
        let size = picture.contentSize
        guard let content = DrawableFrame.area(Rect(x: 0, y: 0, width: size.width, height: size.height)) else { return }
        canvas.rect(projection.rect(content), class: SVGTheme.content)
    }

    private func drawOrthogonalBands(into canvas: inout SVGCanvas, projection: SVGProjection) {
        for section in picture.sections {
            guard let band = section.orthogonalContentFrame.flatMap(DrawableFrame.area), framing.isVisible(band) else { continue }
            canvas.rect(projection.rect(band), class: SVGTheme.orthogonalBand, attributes: [("data-section", String(section.index))])
        }
    }

    /// Where an orthogonal row runs past the drawing, say how long it is, at the edge where it
    /// disappears. Drawn above the fade so it stays readable.
    private func drawOrthogonalNotes(into canvas: inout SVGCanvas, projection: SVGProjection) {
        let region = framing.region, drawing = projection.drawingRect
        for section in picture.sections {
            guard let band = section.orthogonalContentFrame.flatMap(DrawableFrame.area), framing.isVisible(band),
                  band.maxX > region.maxX || band.minX < region.minX
            else { continue }
            let towardsRight = band.maxX > region.maxX
            let length = "\(SVGNumber.format(band.width)) pt"
            let text = towardsRight ? "row continues → \(length)" : "← row continues \(length)"
            let y = min(max(projection.y(band.minY), drawing.minY) - 4, drawing.maxY - 4)
            canvas.text(
                text, x: towardsRight ? drawing.maxX - 2 : drawing.minX + 2, y: max(y, drawing.minY + 11),
                class: SVGTheme.orthogonalNote, anchor: towardsRight ? .end : .start)
        }
    }

    private func drawElements(into canvas: inout SVGCanvas, projection: SVGProjection) {
        canvas.openGroup(class: "layer-elements")
        for (element, frame) in drawable where framing.isVisible(frame) {
            let pixels = projection.visibleRect(frame)
            var attributes: [(String, String)] = [
                ("data-category", element.category.rawValue),
                ("data-index-path", "\(element.indexPath.section)-\(element.indexPath.item)"),
            ]
            if let kind = element.elementKind { attributes.append(("data-kind", kind)) }
            attributes.append(("data-z", String(element.zIndex)))
            canvas.rect(
                pixels, class: SVGTheme.shape(for: element.category), cornerRadius: cornerRadius(for: element.category),
                attributes: attributes, tooltip: tooltip(for: element, frame: frame))
            drawLabel(for: element, in: pixels, into: &canvas)
        }
        canvas.closeGroup()
    }

    /// Cells carry their title or index path, supplementaries their kind; decorations stay
    /// unlabelled because they sit behind cells, where a label would collide with theirs.
    private func drawLabel(for element: LayoutAttributes, in rect: Rect, into canvas: inout SVGCanvas) {
        guard element.category != .decoration else { return }
        let preferred = ElementLabel.preferred(for: element, labels: picture.labels)
        let fallback = ElementLabel.fallback(for: element, labels: picture.labels)
        guard let fit = SVGLabelFit.fit(preferred: preferred, truncatable: fallback != nil, fallback: fallback, in: rect) else { return }
        canvas.text(
            fit.text, x: rect.midX, y: rect.midY + fit.fontSize * 0.35, class: SVGTheme.label(for: element.category),
            anchor: .middle, fontSize: fit.fontSize)
    }

    private func drawSections(into canvas: inout SVGCanvas, projection: SVGProjection) {
        canvas.openGroup(class: "layer-sections")
        for section in picture.sections {
            guard let frame = DrawableFrame.sanitized(section.frame), framing.isVisible(frame) else { continue }
            let pixels = projection.visibleRect(frame)
            canvas.rect(pixels, class: SVGTheme.section, attributes: [("data-section", String(section.index))])
            canvas.text("§\(section.index)", x: pixels.minX + 4, y: pixels.minY + 11, class: SVGTheme.sectionLabel)
        }
        canvas.closeGroup()
    }

    private func cornerRadius(for category: LayoutAttributes.Category) -> Double {
        switch category {
        case .cell: 3
        case .supplementary: 2
        case .decoration: 8
        }
    }

    // MARK: Text

    private var titleText: String {
        let title = picture.title.map(PrintableText.singleLine) ?? ""
        return title.isEmpty ? "Layout" : title
    }

    private var subtitleText: String {
        var parts = ["content \(size(picture.contentSize.width, picture.contentSize.height)) pt"]
        if let viewport = framing.viewport {
            parts.append("viewport \(size(viewport.width, viewport.height)) at (\(SVGNumber.format(viewport.minX)), \(SVGNumber.format(viewport.minY)))")
        }
        let insets = picture.safeArea
        if [insets.top, insets.left, insets.bottom, insets.right].contains(where: { $0.isFinite && $0 > 0 }) {
            parts.append(
                "safe area \([insets.top, insets.left, insets.bottom, insets.right].map(SVGNumber.format).joined(separator: " "))")
        }
        return parts.joined(separator: " · ")
    }

    private func noteLines() -> [String] {
        var notes: [String] = []
        if framing.hiddenBelow > 0 { notes.append("… \(count(framing.hiddenBelow, "more element", "more elements")) below") }
        if framing.hiddenAbove > 0 { notes.append("… \(count(framing.hiddenAbove, "more element", "more elements")) above") }
        if framing.hiddenRight > 0 { notes.append("… \(count(framing.hiddenRight, "more element", "more elements")) to the right") }
        if framing.hiddenLeft > 0 { notes.append("… \(count(framing.hiddenLeft, "more element", "more elements")) to the left") }
        if invalidCount > 0 { notes.append("\(count(invalidCount, "element", "elements")) with an invalid frame not drawn") }
        return notes
    }

    private func legendEntries() -> [SVGLegend.Entry] {
        // Counts cover the whole picture, drawn or not: the legend describes the layout.
        let counts = LayoutAttributes.Category.allCases.map { category in
            picture.elements.filter { $0.category == category }.count
        }
        var entries: [SVGLegend.Entry] = [
            .init(swatch: .box(class: SVGTheme.cell, cornerRadius: 3), caption: count(counts[0], "cell", "cells")),
            .init(swatch: .box(class: SVGTheme.supplementary, cornerRadius: 2), caption: count(counts[1], "supplementary", "supplementaries")),
            .init(swatch: .box(class: SVGTheme.decoration, cornerRadius: 4), caption: count(counts[2], "decoration", "decorations")),
        ]
        if options.showsSections && !picture.sections.isEmpty {
            entries.append(.init(swatch: .outline(class: SVGTheme.section), caption: count(picture.sections.count, "section", "sections")))
        }
        if let viewport = framing.viewport {
            entries.append(.init(swatch: .box(class: SVGTheme.legendViewport, cornerRadius: 3), caption: "viewport \(size(viewport.width, viewport.height))"))
            let insets = picture.safeArea
            if [insets.top, insets.left, insets.bottom, insets.right].contains(where: { $0.isFinite && $0 > 0 }) {
                entries.append(.init(swatch: .box(class: SVGTheme.safeArea, cornerRadius: 0), caption: "safe area"))
            }
            entries.append(.init(swatch: .box(class: SVGTheme.legendOffscreen, cornerRadius: 3), caption: "off-screen"))
        }
        return entries
    }

    private func tooltip(for element: LayoutAttributes, frame: Rect) -> String {
        var head = "\(element.category.rawValue) \(ElementLabel.indexPath(element.indexPath))"
        if let kind = element.elementKind { head += " \(PrintableText.singleLine(kind))" }
        if element.category == .cell, let label = picture.labels[element.indexPath] {
            head += " — \(PrintableText.singleLine(label))"
        }
        let numbers = [frame.minX, frame.minY, frame.width, frame.height].map(SVGNumber.format).joined(separator: ", ")
        return "\(head)\nframe (\(numbers)) · z \(element.zIndex)"
    }

    private func size(_ width: Double, _ height: Double) -> String {
        "\(SVGNumber.format(width)) × \(SVGNumber.format(height))"
    }

    private func count(_ n: Int, _ singular: String, _ plural: String) -> String {
        "\(n) \(n == 1 ? singular : plural)"
    }
}
