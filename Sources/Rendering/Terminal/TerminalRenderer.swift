import LayoutEngine

/// Draws the first screen of a ``LayoutPicture`` — the viewport — with box-drawing characters.
///
/// A 200 × 80 pt screen with a header and two cells, 44 columns wide:
/// ```
/// ╭──────────────────────────────────────────╮
/// │╔═════════════════header═════════════════╗│
/// │╚════════════════════════════════════════╝│
/// │┌───────────────────┐┌───────────────────┐│
/// ││                   ││                   ││
/// ││        0·0        ││        0·1        ││
/// ││                   ││                   ││
/// ││                   ││                   ││
/// │└───────────────────┘└───────────────────┘│
/// ╰──────────────────────────────────────────╯
/// ┌─┐ cell  ╔═╗ supplementary  ··· decoration
/// viewport 200 × 80 pt at (0, 0)
/// 3 of 3 elements on screen
/// ```
///
/// Points map to a character grid `width − 2` columns wide inside a rounded device frame, with
/// rows scaled by the height of a character cell (about twice its width). Cells are single-line
/// boxes, supplementaries double-line boxes, decorations a dotted shade behind them. Overlaps
/// resolve as in the SVG: by `zIndex`, decorations behind at a tie, otherwise input order.
/// Every element on screen takes at least one character. Arrows on the frame mark rows where
/// content continues past the screen edge.
///
/// The heading (title, scroll offset, safe area) wraps to the width instead of being cut.
/// Supplementaries read as what they are (`section header`, `badge`), pinned ones with
/// `(pinned)`; an orthogonal row carries its behaviour on its top line and `▲` at its snap
/// points on its bottom line. Drawn at a scroll offset, the frame's sides are dotted beside
/// the safe area, outside the window pinned items stick to. ``Options/height`` fits the whole
/// output to a terminal's height (see ``TerminalSupport/options(environment:fileDescriptor:fullLength:)``).
public struct TerminalRenderer: Sendable {
    /// Size and style of the drawing.
    public struct Options: Sendable, Hashable {
        /// Total width in columns, frame included (at least 4).
        public var width: Int
        /// Cap on the rows inside the frame; the screen is squeezed vertically to fit. nil: the
        /// natural height (itself capped at 500 rows).
        public var maxRows: Int?
        /// The lines the whole output may take — heading, drawing, legend and status — as a
        /// terminal window's height: the screen is squeezed vertically to fit, and when even one
        /// row of drawing would not fit, the legend and then the status lines are left out. The
        /// heading is never cut, so a budget smaller than the heading plus three lines is
        /// exceeded. nil: the full-length drawing, at its natural height.
        public var height: Int?
        /// Height of a character cell over its width; 2 for common terminal fonts. Values
        /// outside 0.25…8 are clamped; non-positive or non-finite ones mean 2.
        public var characterAspect: Double
        public var charset: TextCharset
        /// ANSI colours. Decide with ``TerminalSupport/usesColor(environment:isTerminal:)``.
        public var usesColor: Bool
        /// Print the picture's title above the drawing.
        public var showsTitle: Bool
        /// Print the legend and the viewport line below the drawing.
        public var showsLegend: Bool

        public init(
            width: Int = 80, maxRows: Int? = nil, characterAspect: Double = 2, charset: TextCharset = .unicode,
            usesColor: Bool = false, showsTitle: Bool = true, showsLegend: Bool = true, height: Int? = nil
        ) {
            self.width = width
            self.maxRows = maxRows
            self.height = height
            self.characterAspect = characterAspect
            self.charset = charset
            self.usesColor = usesColor
            self.showsTitle = showsTitle
            self.showsLegend = showsLegend
        }
    }

    public var options: Options

    /// The fewest drawing rows worth keeping the legend for: below this, a height budget drops
    /// the legend (then the status lines) to give the drawing room.
    static let minimumBudgetRows = 6

    /// Rows beyond this are never drawn, whatever the viewport's proportions.
    static let rowLimit = 500
    static let widthLimit = 1000

    public init(options: Options = Options()) {
        self.options = options
    }

    /// The drawing fitted to `size` (its columns and rows), or with `size` nil as wide as
    /// ``Options/width`` and full length. Other options are kept.
    public func render(_ picture: LayoutPicture, fitting size: TerminalSize?) -> String {
        var renderer = self
        if let size { renderer.options.width = size.columns }
        renderer.options.height = size?.rows
        return renderer.render(picture)
    }

    /// The drawing as lines joined by newlines, without a trailing newline.
    public func render(_ picture: LayoutPicture) -> String {
        let ascii = options.charset == .ascii
        let cellGlyphs = ascii ? BoxGlyphs.asciiCell : .unicodeCell
        let supplementaryGlyphs = ascii ? BoxGlyphs.asciiSupplementary : .unicodeSupplementary
        let frameGlyphs = ascii ? BoxGlyphs.asciiFrame : .unicodeFrame
        let shade: Character = ascii ? "." : "·"

        let screen = Self.screen(of: picture)
        let totalWidth = min(max(options.width, 4), Self.widthLimit)
        let columns = totalWidth - 2
        let aspect = options.characterAspect.isFinite && options.characterAspect > 0 ? min(max(options.characterAspect, 0.25), 8) : 2
        let xScale = Double(columns) / screen.width
        let naturalRows = (screen.height * xScale / aspect).rounded()

        let valid = DrawingOrder.backToFront(picture.elements).compactMap { element in
            DrawableFrame.sanitized(element.frame).map { (element, $0) }
        }
        let visible = valid.filter { Self.isOnScreen($0.1, screen) }
        let rows = picture.sections.compactMap { Self.visibleRow($0, screen: screen) }
        let window = picture.visibleWindow

        // Everything around the drawing is known before it is drawn, so a height budget can
        // size the drawing to what is left.
        let heading = options.showsTitle ? headingLines(picture, width: totalWidth) : []
        var legendLines: [String] = []
        var statusLines: [String] = []
        if options.showsLegend {
            legendLines = legend(
                continuesLeft: visible.contains { $0.1.minX < screen.minX }, continuesRight: visible.contains { $0.1.maxX > screen.maxX },
                snapGlyphs: snapGlyphs(rows), hasWindow: window != nil, width: totalWidth)
            statusLines =
                status(screen: screen, onScreen: visible.count, total: picture.elements.count, width: totalWidth)
                + kinds(of: picture.sections, on: screen, width: totalWidth)
        }
        var rowCap = min(max(options.maxRows ?? Self.rowLimit, 1), Self.rowLimit)
        if let height = options.height {
            var room = height - heading.count - legendLines.count - statusLines.count - 2
            if room < Self.minimumBudgetRows {
                room += legendLines.count
                legendLines = []
            }
            if room < Self.minimumBudgetRows {
                room += statusLines.count
                statusLines = []
            }
            rowCap = min(rowCap, max(room, 1))
        }
        let gridRows = naturalRows.isFinite ? min(max(Int(min(naturalRows, Double(Self.rowLimit))), 1), rowCap) : 1
        let yScale = Double(gridRows) / screen.height

        var grid = CharacterGrid(columns: columns + 2, rows: gridRows + 2)
        let clip = (rows: 1..<(gridRows + 1), columns: 1..<(columns + 1))
        /// Grid rows (or columns) `[low, high)` points along an axis cover, frame offset included.
        func gridSpan(_ low: Double, _ high: Double, vertical: Bool) -> Range<Int> {
            let span =
                vertical
                ? Self.span(low - screen.minY, high - screen.minY, scale: yScale, count: gridRows)
                : Self.span(low - screen.minX, high - screen.minX, scale: xScale, count: columns)
            return (span.lowerBound + 1)..<(span.upperBound + 1)
        }
        var continuesLeft = Set<Int>()
        var continuesRight = Set<Int>()

        for (element, frame) in visible {
            let box = (rows: gridSpan(frame.minY, frame.maxY, vertical: true), columns: gridSpan(frame.minX, frame.maxX, vertical: false))
            let visibleRows = box.rows.clamped(to: clip.rows)
            if frame.maxX > screen.maxX { continuesRight.formUnion(visibleRows) }
            if frame.minX < screen.minX { continuesLeft.formUnion(visibleRows) }

            switch element.category {
            case .decoration:
                grid.fill(shade, rows: box.rows, columns: box.columns, style: .decoration)
            case .cell, .supplementary:
                let isCell = element.category == .cell
                drawBox(
                    in: &grid, rows: box.rows, columns: box.columns, clip: clip,
                    glyphs: isCell ? cellGlyphs : supplementaryGlyphs, style: isCell ? .cell : .supplementary)
                drawLabel(
                    for: element, picture: picture, in: &grid, rows: box.rows, columns: box.columns, clip: clip,
                    style: isCell ? .cellLabel : .supplementaryLabel)
            }
        }
        for row in rows {
            drawRowScrolling(row, in: &grid, clip: clip, span: gridSpan)
        }
        let windowRows = window.map { gridSpan($0.minY, $0.maxY, vertical: true) }
        let windowColumns = window.map { gridSpan($0.minX, $0.maxX, vertical: false) }
        drawFrame(
            in: &grid, glyphs: frameGlyphs, continuesLeft: continuesLeft, continuesRight: continuesRight,
            window: picture.scrollAxis == .vertical ? windowRows.map { (rows: $0, columns: nil) } : windowColumns.map { (rows: nil, columns: $0) })

        return (heading + grid.lines(color: options.usesColor) + legendLines + statusLines).joined(separator: "\n")
    }

    /// The heading: the picture's title, the safe area and the scroll offset, wrapped to
    /// `width` (never cut, so the device and its size always show).
    func headingLines(_ picture: LayoutPicture, width: Int) -> [String] {
        let ascii = options.charset == .ascii
        var parts: [String] = []
        if let title = picture.title.map(PrintableText.singleLine), !title.isEmpty {
            parts += TitleLines.parts(of: title)
        }
        if let offset = picture.scrollOffset, offset.isFinite { parts.append("offset \(Self.number(offset)) pt") }
        if let safeArea = PictureText.safeArea(picture.safeArea) { parts.append(safeArea) }
        guard !parts.isEmpty else { return [] }
        return TitleLines.wrap(parts: parts, joiner: ascii ? " - " : TitleLines.separator, width: width)
    }

    /// `viewport 393 × 852 pt at (0, -59) · 12 of 40 elements on screen`, flowed to `width`.
    private func status(screen: Rect, onScreen: Int, total: Int, width: Int) -> [String] {
        let ascii = options.charset == .ascii
        // In ASCII mode the chrome stays ASCII too; only user text (titles, labels) may not.
        let times = ascii ? "x" : "×"
        let status = [
            "viewport \(Self.number(screen.width)) \(times) \(Self.number(screen.height)) pt at (\(Self.number(screen.minX)), \(Self.number(screen.minY)))",
            "\(onScreen) of \(total) elements on screen",
        ]
        return Self.flow(status.map { ($0, $0) }, separator: ascii ? " - " : " · ", width: width, ellipsis: options.charset.ellipsis)
    }

    /// For a layout that goes by kind: `kinds: 0 featured · 1 grid(id: 3) · 2 default`, the
    /// sections on screen, flowed to `width`; nothing for the other layouts.
    private func kinds(of sections: [PictureSection], on screen: Rect, width: Int) -> [String] {
        let shown = sections.filter { section in
            guard section.kindLabel != nil, let frame = DrawableFrame.sanitized(section.frame) else { return false }
            return frame.maxY >= screen.minY && frame.minY <= screen.maxY && frame.maxX >= screen.minX && frame.minX <= screen.maxX
        }
        guard !shown.isEmpty else { return [] }
        let pieces = shown.enumerated().map { offset, section -> (plain: String, rendered: String) in
            let text =
                (offset == 0 ? "kinds: " : "") + "\(section.index) "
                + PrintableText.singleLine(TextWidth.truncate(section.kindLabel ?? "", toWidth: 40))
            return (text, text)
        }
        return Self.flow(pieces, separator: options.charset == .ascii ? " - " : " · ", width: width, ellipsis: options.charset.ellipsis)
    }

    // MARK: Geometry

    /// The viewport, or — when it is unusable — the content, the elements' bounds, or a
    /// default square, so that bad input still draws something.
    static func screen(of picture: LayoutPicture) -> Rect {
        if let viewport = DrawableFrame.area(picture.viewport) { return viewport }
        let content = Rect(x: 0, y: 0, width: picture.contentSize.width, height: picture.contentSize.height)
        if let content = DrawableFrame.area(content) { return content }
        let frames = picture.elements.compactMap { DrawableFrame.sanitized($0.frame) }
        if let first = frames.first, let bounds = DrawableFrame.area(frames.dropFirst().reduce(first) { $0.union($1) }) {
            return bounds
        }
        return Rect(x: 0, y: 0, width: 320, height: 320)
    }

    /// An orthogonal row the screen shows, with the snap points that fall on the screen.
    struct VisibleRow {
        var section: Int
        var scrolling: PictureSection.RowScrolling
        var band: Rect
        var points: [(index: Int, position: Double)]
    }

    /// `section`'s row, when it scrolls orthogonally and the screen shows part of it.
    static func visibleRow(_ section: PictureSection, screen: Rect) -> VisibleRow? {
        guard let scrolling = section.rowScrolling, let band = section.orthogonalContentFrame.flatMap(DrawableFrame.area),
            isOnScreen(band, screen)
        else { return nil }
        let horizontal = scrolling.axis == .horizontal
        let low = horizontal ? max(band.minX, screen.minX) : max(band.minY, screen.minY)
        let high = horizontal ? min(band.maxX, screen.maxX) : min(band.maxY, screen.maxY)
        return VisibleRow(
            section: section.index, scrolling: scrolling, band: band, points: scrolling.snapPoints(within: low, high, limit: widthLimit))
    }

    /// True when `frame` shows on `screen`; zero-size frames count on its edge.
    static func isOnScreen(_ frame: Rect, _ screen: Rect) -> Bool {
        func overlaps(_ low: Double, _ high: Double, _ from: Double, _ to: Double) -> Bool {
            low == high ? (low >= from && low <= to) : (low < to && high > from)
        }
        return overlaps(frame.minX, frame.maxX, screen.minX, screen.maxX)
            && overlaps(frame.minY, frame.maxY, screen.minY, screen.maxY)
    }

    /// The grid cells `[low, high)` points cover along one axis: both edges round to the
    /// nearest grid line, so elements sharing an edge share a boundary and neither overlap nor
    /// leave a gap. At least one cell, and at least one inside `0..<count`, so anything on
    /// screen stays visible. Edges far off-grid are clamped first, which keeps `Int` safe and
    /// still leaves the off-grid border undrawn.
    static func span(_ low: Double, _ high: Double, scale: Double, count: Int) -> Range<Int> {
        func line(_ value: Double) -> Int {
            let position = value * scale
            guard position.isFinite else { return position > 0 ? count + 2 : -2 }
            return Int(min(max(position, -2), Double(count + 2)).rounded())
        }
        var start = line(low)
        var end = line(high)
        if end <= start { end = start + 1 }
        let isDot = end - start == 1
        // On screen but rounded off the grid (an element at the very edge): pull one cell back
        // in. A dot moves whole; a longer element keeps its far side off-grid, open.
        if start >= count {
            start = count - 1
            end = isDot ? count : max(end, count)
        }
        if end <= 0 {
            end = 1
            start = isDot ? 0 : min(start, -1)
        }
        return start..<end
    }

    // MARK: Drawing

    private func drawBox(
        in grid: inout CharacterGrid, rows: Range<Int>, columns: Range<Int>, clip: (rows: Range<Int>, columns: Range<Int>),
        glyphs: BoxGlyphs, style: TerminalStyle
    ) {
        // Everything is drawn through `put`, clipped to the inside of the frame: a border
        // beyond the screen edge is simply not drawn, which leaves that side open.
        func put(_ character: Character, _ row: Int, _ column: Int) {
            guard clip.rows.contains(row), clip.columns.contains(column) else { return }
            grid.put(character, row: row, column: column, style: style)
        }
        let top = rows.lowerBound
        let bottom = rows.upperBound - 1
        let left = columns.lowerBound
        let right = columns.upperBound - 1
        switch (rows.count, columns.count) {
        case (1, 1):
            put(glyphs.dot, top, left)
        case (1, _):
            for column in columns { put(glyphs.horizontal, top, column) }
            put(glyphs.rowStart, top, left)
            put(glyphs.rowEnd, top, right)
        case (_, 1):
            for row in rows { put(glyphs.vertical, row, left) }
            put(glyphs.columnStart, top, left)
            put(glyphs.columnEnd, bottom, left)
        default:
            // The inside is cleared: a box covers whatever lies behind it.
            for row in rows.dropFirst().dropLast() {
                for column in columns.dropFirst().dropLast() { put(" ", row, column) }
                put(glyphs.vertical, row, left)
                put(glyphs.vertical, row, right)
            }
            for column in columns.dropFirst().dropLast() {
                put(glyphs.horizontal, top, column)
                put(glyphs.horizontal, bottom, column)
            }
            put(glyphs.topLeft, top, left)
            put(glyphs.topRight, top, right)
            put(glyphs.bottomLeft, bottom, left)
            put(glyphs.bottomRight, bottom, right)
        }
    }

    /// The label goes on the middle row inside the visible part of the box (on the box itself
    /// when it has no inside row), centred, and only when it fits between the borders.
    private func drawLabel(
        for element: LayoutAttributes, picture: LayoutPicture, in grid: inout CharacterGrid, rows: Range<Int>,
        columns: Range<Int>, clip: (rows: Range<Int>, columns: Range<Int>), style: TerminalStyle
    ) {
        let labels = picture.labels
        guard columns.count >= 3 else { return }
        let inside = ((columns.lowerBound + 1)..<(columns.upperBound - 1)).clamped(to: clip.columns)
        let lines = rows.count <= 2 ? rows.lowerBound..<(rows.lowerBound + 1) : (rows.lowerBound + 1)..<(rows.upperBound - 1)
        let visibleLines = lines.clamped(to: clip.rows)
        guard !inside.isEmpty, !visibleLines.isEmpty else { return }

        let ascii = options.charset == .ascii
        let room = inside.count
        var preferred = ElementLabel.preferred(for: element, labels: labels, role: picture.role(of: element), ascii: ascii)
        var fallback = ElementLabel.fallback(for: element, labels: labels, ascii: ascii)
        if picture.pinnedBoundary(element) != nil {
            // Pinned says more than the kind when only one fits: the kind shows in the table.
            fallback = TextWidth.of("pinned") <= room ? "pinned" : preferred
            preferred += " (pinned)"
        }
        let text: String
        if TextWidth.of(preferred) <= room {
            text = preferred
        } else if fallback != nil, room >= SVGLabelFit.minTruncatedColumns {
            text = TextWidth.truncate(preferred, toWidth: room, ellipsis: options.charset.ellipsis)
        } else if let fallback, TextWidth.of(fallback) <= room {
            text = fallback
        } else {
            return
        }
        let row = visibleLines.lowerBound + (visibleLines.count - 1) / 2
        grid.write(text, row: row, column: inside.lowerBound + (room - TextWidth.of(text)) / 2, style: style)
    }

    /// A row's behaviour on the band's first line (over the top borders of its cells, at the
    /// side the row starts from), and a marker for each snap point on its last line (below a
    /// horizontal row; in the right-hand column of a vertical one).
    private func drawRowScrolling(
        _ row: VisibleRow, in grid: inout CharacterGrid, clip: (rows: Range<Int>, columns: Range<Int>),
        span: (Double, Double, Bool) -> Range<Int>
    ) {
        let ascii = options.charset == .ascii
        let bandRows = span(row.band.minY, row.band.maxY, true)
        let bandColumns = span(row.band.minX, row.band.maxX, false)
        if row.scrolling.axis == .horizontal {
            let line = bandRows.upperBound - 1
            if clip.rows.contains(line) {
                for point in row.points {
                    let column = span(point.position, point.position, false).lowerBound
                    if clip.columns.contains(column) { grid.put(ascii ? "^" : "▲", row: line, column: column, style: .marker) }
                }
            }
        } else {
            let column = bandColumns.upperBound - 1
            if clip.columns.contains(column) {
                for point in row.points {
                    let line = span(point.position, point.position, true).lowerBound
                    if clip.rows.contains(line) { grid.put(ascii ? "<" : "◀", row: line, column: column, style: .marker) }
                }
            }
        }
        let top = bandRows.lowerBound
        let shown = bandColumns.clamped(to: clip.columns)
        guard clip.rows.contains(top), shown.count >= 6 else { return }
        let room = shown.count - 4
        let count = row.scrolling.snapOffsets.count
        let snaps = count == 0 ? "" : ", \(count) snap \(count == 1 ? "point" : "points")"
        let candidates = [
            ScrollingBehaviorLabel.full(row.scrolling.behavior, ascii: ascii) + snaps,
            ScrollingBehaviorLabel.full(row.scrolling.behavior, ascii: ascii),
            ScrollingBehaviorLabel.name(row.scrolling.behavior),
        ]
        guard let text = candidates.first(where: { TextWidth.of($0) <= room }) else { return }
        let label = " \(text) "
        let leftwards = row.scrolling.axis == .horizontal && row.scrolling.direction < 0
        let start = leftwards ? shown.upperBound - 1 - TextWidth.of(label) : shown.lowerBound + 1
        grid.write(label, row: top, column: start, style: .marker)
    }

    /// The device frame. Arrows replace its sides where content continues past the screen; in a
    /// picture drawn at a scroll offset, the sides are dotted beside the safe area, outside the
    /// visible window (`window`: its rows in a vertical layout, its columns in a horizontal one).
    private func drawFrame(
        in grid: inout CharacterGrid, glyphs: BoxGlyphs, continuesLeft: Set<Int>, continuesRight: Set<Int>,
        window: (rows: Range<Int>?, columns: Range<Int>?)?
    ) {
        let bottom = grid.rows - 1
        let right = grid.columns - 1
        let ascii = options.charset == .ascii
        let dottedVertical: Character = ascii ? ":" : "┊"
        let dottedHorizontal: Character = ascii ? "." : "┄"
        for column in 1..<right {
            let outside = window?.columns.map { !$0.contains(column) } ?? false
            grid.put(outside ? dottedHorizontal : glyphs.horizontal, row: 0, column: column, style: .frame)
            grid.put(outside ? dottedHorizontal : glyphs.horizontal, row: bottom, column: column, style: .frame)
        }
        for row in 1..<bottom {
            let outside = window?.rows.map { !$0.contains(row) } ?? false
            let side = outside ? dottedVertical : glyphs.vertical
            if continuesLeft.contains(row) {
                grid.put(ascii ? "<" : "‹", row: row, column: 0, style: .marker)
            } else {
                grid.put(side, row: row, column: 0, style: .frame)
            }
            if continuesRight.contains(row) {
                grid.put(ascii ? ">" : "›", row: row, column: right, style: .marker)
            } else {
                grid.put(side, row: row, column: right, style: .frame)
            }
        }
        grid.put(glyphs.topLeft, row: 0, column: 0, style: .frame)
        grid.put(glyphs.topRight, row: 0, column: right, style: .frame)
        grid.put(glyphs.bottomLeft, row: bottom, column: 0, style: .frame)
        grid.put(glyphs.bottomRight, row: bottom, column: right, style: .frame)
    }

    // MARK: Legend

    /// The marks the snap points of `rows` are drawn with: `▲` under horizontal rows, `◀`
    /// beside vertical ones.
    private func snapGlyphs(_ rows: [VisibleRow]) -> [String] {
        let ascii = options.charset == .ascii
        let drawn = rows.filter { !$0.points.isEmpty }
        var glyphs: [String] = []
        if drawn.contains(where: { $0.scrolling.axis == .horizontal }) { glyphs.append(ascii ? "^" : "▲") }
        if drawn.contains(where: { $0.scrolling.axis == .vertical }) { glyphs.append(ascii ? "<" : "◀") }
        return glyphs
    }

    private func legend(continuesLeft: Bool, continuesRight: Bool, snapGlyphs: [String], hasWindow: Bool, width: Int) -> [String] {
        let ascii = options.charset == .ascii
        var entries: [(swatch: String, style: TerminalStyle, caption: String)] = [
            (ascii ? "+-+" : "┌─┐", .cell, "cell"),
            (ascii ? "+=+" : "╔═╗", .supplementary, "supplementary"),
            (ascii ? "..." : "···", .decoration, "decoration"),
        ]
        // The arrows as the frame shows them: a right-to-left row continues on the left.
        let arrows = (continuesLeft ? [ascii ? "<" : "‹"] : []) + (continuesRight ? [ascii ? ">" : "›"] : [])
        if !arrows.isEmpty { entries.append((arrows.joined(separator: " "), .marker, "continues off-screen")) }
        if !snapGlyphs.isEmpty { entries.append((snapGlyphs.joined(separator: " "), .marker, "snap point")) }
        if hasWindow { entries.append((ascii ? ":" : "┊", .frame, "safe area, outside the visible window")) }
        return Self.flow(
            entries.map { entry in
                let plain = "\(entry.swatch) \(entry.caption)"
                let rendered = options.usesColor ? "\(entry.style.escape)\(entry.swatch)\(TerminalStyle.reset) \(entry.caption)" : plain
                return (plain, rendered)
            },
            separator: "  ", width: width, ellipsis: options.charset.ellipsis)
    }

    /// `pieces` joined by `separator` into lines no wider than `width`, breaking only between
    /// pieces; a piece wider than a line on its own is cut. Widths are measured on the plain
    /// text, since escape sequences take no room.
    static func flow(
        _ pieces: [(plain: String, rendered: String)], separator: String, width: Int, ellipsis: String = "…"
    ) -> [String] {
        var lines: [String] = []
        var line = ""
        var used = 0
        let separatorWidth = TextWidth.of(separator)
        for piece in pieces {
            var rendered = piece.rendered
            var pieceWidth = TextWidth.of(piece.plain)
            if pieceWidth > width {
                rendered = TextWidth.truncate(piece.plain, toWidth: width, ellipsis: ellipsis)
                pieceWidth = TextWidth.of(rendered)
            }
            if used > 0 && used + separatorWidth + pieceWidth > width {
                lines.append(line)
                line = ""
                used = 0
            }
            if used > 0 {
                line += separator
                used += separatorWidth
            }
            line += rendered
            used += pieceWidth
        }
        if used > 0 { lines.append(line) }
        return lines
    }

    private static func number(_ value: Double) -> String { SVGNumber.format(value) }
}
