import LayoutEngine

/// Composes a layout picture from the SVG primitives: header, content layers, screen frame,
/// notes and legend.
///
/// ```
/// ┌ margin ───────────────────────────────┐
/// │ Title (wrapped, 20 a line)            │  header (48 for one line of each)
/// │ content 393 × 1200 pt · viewport …    │  (wrapped, 16 a line)
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
    /// The header's height with a one-line title and a one-line subtitle.
    static let headerHeight = 48.0
    static let titleLineHeight = 20.0
    static let subtitleLineHeight = 16.0
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
        let m = Self.margin
        let p = Self.padding
        // The width follows from the drawing alone; the header's height (how many lines the
        // title and subtitle wrap to) follows from the width.
        let width = max(options.minWidth, framing.region.width * framing.scale + 2 * (m + p))
        let innerWidth = width - 2 * m
        let title = titleText
        let titleLines = TitleLines.wrap(title, width: SVGText.columns(fitting: innerWidth, fontSize: 16, font: .sansBold))
        let subtitleLines = TitleLines.wrap(subtitleText, width: SVGText.columns(fitting: innerWidth, fontSize: 12, font: .sansWide))
        let headerHeight =
            Self.headerHeight + Double(titleLines.count - 1) * Self.titleLineHeight
            + Double(subtitleLines.count - 1) * Self.subtitleLineHeight
        let projection = SVGProjection(
            region: framing.region, scale: framing.scale, originX: m + p, originY: m + headerHeight + p)
        let drawing = projection.drawingRect

        let notes = noteLines()
        let notesTop = drawing.maxY + p + 4
        let legend = SVGLegend(entries: legendEntries())
        let legendTop = notesTop + Double(notes.count) * Self.noteHeight + (notes.isEmpty ? 0 : 6)
        let legendHeight = options.showsLegend ? legend.height(width: innerWidth) : 0
        let height = legendTop + legendHeight + m - 4

        var canvas = SVGCanvas(width: width, height: height)
        let ids = (clip: "\(options.idPrefix)-clip", fade: "\(options.idPrefix)-fade")
        canvas.rect(Rect(x: 0, y: 0, width: width, height: height), class: SVGTheme.background)

        for (index, line) in titleLines.enumerated() {
            canvas.text(line, x: m, y: m + 16 + Double(index) * Self.titleLineHeight, class: SVGTheme.title)
        }
        let subtitleTop = m + 16 + Double(titleLines.count - 1) * Self.titleLineHeight + 20
        for (index, line) in subtitleLines.enumerated() {
            canvas.text(line, x: m, y: subtitleTop + Double(index) * Self.subtitleLineHeight, class: SVGTheme.subtitle)
        }

        canvas.defineClipRect(id: ids.clip, rect: drawing)
        canvas.openGroup(class: "layer-content", clipPathID: ids.clip)
        drawContentBackground(into: &canvas, projection: projection)
        drawOrthogonalBands(into: &canvas, projection: projection)
        drawElements(into: &canvas, projection: projection)
        drawPinning(into: &canvas, projection: projection)
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
        drawVisibleWindow(into: &canvas, projection: projection)
        // Above the veil: a row's snap points matter most where it runs off the screen.
        drawRowScrolling(into: &canvas, projection: projection)
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
    /// disappears: the right, or the left for a right-to-left row. Drawn above the fade so it
    /// stays readable.
    private func drawOrthogonalNotes(into canvas: inout SVGCanvas, projection: SVGProjection) {
        let region = framing.region
        let drawing = projection.drawingRect
        for section in picture.sections {
            guard let band = section.orthogonalContentFrame.flatMap(DrawableFrame.area), framing.isVisible(band) else { continue }
            let length = "\(SVGNumber.format(band.width)) pt"
            let y = max(min(max(projection.y(band.minY), drawing.minY) - 4, drawing.maxY - 4), drawing.minY + 11)
            if band.maxX > region.maxX {
                canvas.text(
                    "row continues → \(length)", x: drawing.maxX - 2, y: y, class: SVGTheme.orthogonalNote, anchor: .end,
                    attributes: [("data-section", String(section.index)), ("data-side", "right")])
            }
            if band.minX < region.minX {
                canvas.text(
                    "← row continues \(length)", x: drawing.minX + 2, y: y, class: SVGTheme.orthogonalNote,
                    attributes: [("data-section", String(section.index)), ("data-side", "left")])
            }
        }
    }

    /// Each orthogonal row's behaviour, written on its band where the screen shows it, and its
    /// snap points as triangles against the band's far edge (below a horizontal row, right of
    /// a vertical one) with a faint line across the band, each at the point of the row that
    /// comes to rest at the resting edge.
    private func drawRowScrolling(into canvas: inout SVGCanvas, projection: SVGProjection) {
        let rows = picture.sections.compactMap { section -> (PictureSection, PictureSection.RowScrolling, Rect)? in
            guard let scrolling = section.rowScrolling, let band = section.orthogonalContentFrame.flatMap(DrawableFrame.area),
                framing.isVisible(band)
            else { return nil }
            return (section, scrolling, band)
        }
        guard !rows.isEmpty else { return }
        let region = framing.region
        let drawing = projection.drawingRect
        canvas.openGroup(class: "layer-rows")
        for (section, scrolling, band) in rows {
            let pixels = projection.rect(band)
            let horizontal = scrolling.axis == .horizontal
            let low = horizontal ? max(band.minX, region.minX) : max(band.minY, region.minY)
            let high = horizontal ? min(band.maxX, region.maxX) : min(band.maxY, region.maxY)
            for point in scrolling.snapPoints(within: low, high) {
                var path = PathData()
                if horizontal {
                    let x = projection.x(point.position)
                    let y = pixels.maxY
                    canvas.line(x1: x, y1: pixels.minY, x2: x, y2: y, class: SVGTheme.snapLine)
                    path.addPolygon([(x, y), (x - 4, y + 6), (x + 4, y + 6)])
                } else {
                    let x = pixels.maxX
                    let y = projection.y(point.position)
                    canvas.line(x1: pixels.minX, y1: y, x2: x, y2: y, class: SVGTheme.snapLine)
                    path.addPolygon([(x, y), (x + 6, y - 4), (x + 6, y + 4)])
                }
                canvas.path(
                    path, class: SVGTheme.snap,
                    attributes: [
                        ("data-section", String(section.index)), ("data-snap-offset", SVGNumber.format(scrolling.snapOffsets[point.index])),
                    ])
            }
            // The label goes on the part of the band the screen shows (else the drawing shows),
            // at its leading side.
            let screen = framing.viewport.map(projection.rect) ?? drawing
            var left = max(pixels.minX, screen.minX, drawing.minX)
            var right = min(pixels.maxX, screen.maxX, drawing.maxX)
            if right - left <= 24 {
                left = max(pixels.minX, drawing.minX)
                right = min(pixels.maxX, drawing.maxX)
            }
            guard right - left > 24 else { continue }
            let count = scrolling.snapOffsets.count
            let snaps = count == 0 ? "" : " · \(count) snap \(count == 1 ? "point" : "points")"
            let room = right - left - 8
            let candidates = [
                ScrollingBehaviorLabel.full(scrolling.behavior) + snaps, ScrollingBehaviorLabel.full(scrolling.behavior),
                ScrollingBehaviorLabel.name(scrolling.behavior),
            ]
            let text =
                candidates.first { SVGText.estimatedWidth($0, fontSize: 10, font: .sansWide) <= room }
                ?? SVGText.fitted(candidates[2], width: room, fontSize: 10, font: .sansWide)
            let towardsLeft = horizontal && scrolling.direction < 0
            let y = min(max(pixels.minY, drawing.minY) + 11, drawing.maxY - 2)
            canvas.text(
                text, x: towardsLeft ? right - 4 : left + 4, y: y, class: SVGTheme.rowBehavior, anchor: towardsLeft ? .end : .start,
                attributes: [("data-section", String(section.index)), ("data-behavior", scrolling.behavior.rawValue)])
        }
        canvas.closeGroup()
    }

    /// Pinned boundary items get a heavy outline. In a picture drawn at a scroll offset, an item
    /// carried away from its natural place also gets a dashed ghost there, joined to where it
    /// sticks.
    private func drawPinning(into canvas: inout SVGCanvas, projection: SVGProjection) {
        let pinned = drawable.compactMap { element, frame -> (LayoutAttributes, Rect, BoundarySupplementary)? in
            guard framing.isVisible(frame), let item = picture.pinnedBoundary(element) else { return nil }
            return (element, frame, item)
        }
        guard !pinned.isEmpty else { return }
        canvas.openGroup(class: "layer-pinning")
        for (element, frame, item) in pinned {
            let path = "\(element.indexPath.section)-\(element.indexPath.item)"
            if picture.scrollOffset != nil, let natural = DrawableFrame.sanitized(item.naturalFrame), natural != frame {
                canvas.rect(
                    projection.visibleRect(natural), class: SVGTheme.pinNatural, cornerRadius: 2,
                    attributes: [("data-pinned-natural", path)])
                canvas.line(
                    x1: projection.x(natural.midX), y1: projection.y(natural.midY), x2: projection.x(frame.midX),
                    y2: projection.y(frame.midY), class: SVGTheme.pinPath)
            }
            canvas.rect(
                projection.visibleRect(frame, minimum: 2), class: SVGTheme.pinned, cornerRadius: 2,
                attributes: [("data-pinned", path)])
        }
        canvas.closeGroup()
    }

    /// In a picture drawn at a scroll offset: the window pinned items stick to, outlined, with
    /// the offset.
    private func drawVisibleWindow(into canvas: inout SVGCanvas, projection: SVGProjection) {
        guard let offset = picture.scrollOffset, let window = picture.visibleWindow else { return }
        let pixels = projection.rect(window)
        canvas.rect(pixels, class: SVGTheme.visibleWindow, attributes: [("data-visible-window", SVGNumber.format(offset))])
        canvas.text(
            "visible at offset \(SVGNumber.format(offset)) pt", x: pixels.maxX - 6, y: pixels.minY + 12,
            class: SVGTheme.visibleWindowLabel, anchor: .end)
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
            if let role = picture.role(of: element) { attributes.append(("data-role", ElementKindLabel.role(role))) }
            if picture.pinnedBoundary(element) != nil { attributes.append(("data-pinned", "true")) }
            attributes.append(("data-z", String(element.zIndex)))
            canvas.rect(
                pixels, class: SVGTheme.shape(for: element.category), cornerRadius: cornerRadius(for: element.category),
                attributes: attributes, tooltip: tooltip(for: element, frame: frame))
            drawLabel(for: element, in: pixels, into: &canvas)
        }
        canvas.closeGroup()
    }

    /// Cells carry their title or index path, supplementaries what they are (`section header`,
    /// `badge`; `… · pinned` when pinned); decorations stay unlabelled because they sit behind
    /// cells, where a label would collide with theirs.
    private func drawLabel(for element: LayoutAttributes, in rect: Rect, into canvas: inout SVGCanvas) {
        guard element.category != .decoration else { return }
        let role = picture.role(of: element)
        var preferred = ElementLabel.preferred(for: element, labels: picture.labels, role: role)
        var fallback = ElementLabel.fallback(for: element, labels: picture.labels)
        if picture.pinnedBoundary(element) != nil {
            fallback = preferred
            preferred += " · pinned"
        }
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
            let kind = section.kindLabel.map { " " + PrintableText.singleLine(TextWidth.truncate($0, toWidth: 40)) } ?? ""
            canvas.text("§\(section.index)\(kind)", x: pixels.minX + 4, y: pixels.minY + 11, class: SVGTheme.sectionLabel)
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

    /// Sizes, the scroll position and the safe area: `content 393 × 2491 pt · viewport 393 ×
    /// 852 at (0, 0) · safe area top 59, bottom 34`.
    private var subtitleText: String {
        var parts = ["content \(size(picture.contentSize.width, picture.contentSize.height)) pt"]
        if let viewport = framing.viewport {
            parts.append(
                "viewport \(size(viewport.width, viewport.height)) at (\(SVGNumber.format(viewport.minX)), \(SVGNumber.format(viewport.minY)))")
        }
        if let offset = picture.scrollOffset, offset.isFinite { parts.append("offset \(SVGNumber.format(offset)) pt") }
        if let safeArea = PictureText.safeArea(picture.safeArea) { parts.append(safeArea) }
        return parts.joined(separator: TitleLines.separator)
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
            entries.append(
                .init(swatch: .box(class: SVGTheme.legendViewport, cornerRadius: 3), caption: "viewport \(size(viewport.width, viewport.height))"))
            let insets = picture.safeArea
            if [insets.top, insets.left, insets.bottom, insets.right].contains(where: { $0.isFinite && $0 > 0 }) {
                entries.append(.init(swatch: .box(class: SVGTheme.safeArea, cornerRadius: 0), caption: "safe area"))
            }
            entries.append(.init(swatch: .box(class: SVGTheme.legendOffscreen, cornerRadius: 3), caption: "off-screen"))
        }
        if picture.elements.contains(where: { picture.pinnedBoundary($0) != nil }) {
            entries.append(.init(swatch: .outline(class: SVGTheme.pinned), caption: "pinned (sticks while its host is visible)"))
        }
        if picture.sections.contains(where: { !($0.rowScrolling?.snapOffsets.isEmpty ?? true) }) {
            entries.append(.init(swatch: .triangle(class: SVGTheme.snap), caption: "snap point"))
        }
        if let offset = picture.scrollOffset, picture.visibleWindow != nil {
            entries.append(.init(swatch: .outline(class: SVGTheme.visibleWindow), caption: "visible at offset \(SVGNumber.format(offset)) pt"))
        }
        return entries
    }

    private func tooltip(for element: LayoutAttributes, frame: Rect) -> String {
        var head = "\(element.category.rawValue) \(ElementLabel.indexPath(element.indexPath))"
        if let role = picture.role(of: element) { head += " \(ElementKindLabel.role(role))" }
        if let kind = element.elementKind { head += " \(PrintableText.singleLine(kind))" }
        if picture.pinnedBoundary(element) != nil { head += " (pinned)" }
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
