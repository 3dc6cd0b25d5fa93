import Rendering

/// An aligned plain-text table, the way commands print lists.
///
/// ```
/// NAME           ITEMS  TITLE
/// ─────────────  ─────  ─────────────
/// nested-groups      3  Nested Groups
/// grid              94  Grid
/// ```
///
/// Widths are measured in terminal columns (``TextWidth``), so CJK text and emoji line up.
/// Values are flattened to one line; control characters are dropped. Lines carry no trailing
/// spaces. Each value is measured once, so a 10,000-row listing costs one pass over its text.
public struct TextTable: Sendable, Hashable {
    /// One column: its header, alignment and an optional width cap.
    public struct Column: Sendable, Hashable {
        public var title: String
        public var alignment: TextAlignment
        /// Values (and the title) wider than this are truncated with `…`. nil: no cap.
        public var maxWidth: Int?

        public init(_ title: String, alignment: TextAlignment = .left, maxWidth: Int? = nil) {
            self.title = title
            self.alignment = alignment
            self.maxWidth = maxWidth
        }
    }

    /// A body row: values, or a rule across all columns.
    public enum Row: Sendable, Hashable {
        /// One value per column. Missing values print empty; values beyond the last column are
        /// ignored.
        case values([String])
        case separator
    }

    public var columns: [Column]
    public var rows: [Row]
    /// Print the column titles as the first line.
    public var showsHeader: Bool
    /// Draw a rule under the header.
    public var showsHeaderSeparator: Bool
    /// Unicode: rules of `─`, cut values end in `…`; ASCII: `-` and `...`.
    public var charset: TextCharset
    /// Spaces between columns (at least 1).
    public var columnSpacing: Int
    /// When set, the widest columns give up room (truncating their values) until the table fits
    /// this many columns, or every column is down to its floor of 3.
    public var maxTotalWidth: Int?

    public init(
        columns: [Column], rows: [Row] = [], showsHeader: Bool = true, showsHeaderSeparator: Bool = true,
        charset: TextCharset = .unicode, columnSpacing: Int = 2, maxTotalWidth: Int? = nil
    ) {
        self.columns = columns
        self.rows = rows
        self.showsHeader = showsHeader
        self.showsHeaderSeparator = showsHeaderSeparator
        self.charset = charset
        self.columnSpacing = columnSpacing
        self.maxTotalWidth = maxTotalWidth
    }

    /// Appends a row of values.
    public mutating func addRow(_ values: [String]) {
        rows.append(.values(values))
    }

    /// Appends a rule.
    public mutating func addSeparator() {
        rows.append(.separator)
    }

    /// The table as text: one line per header, rule and row, without a trailing newline.
    public func render() -> String {
        let target = OutputTarget.memory()
        var stream = ByteStream(to: target, capacity: 1 << 16)
        write(to: &stream)
        stream.flush()
        var text = target.text
        if text.last == "\n" { text.removeLast() }
        return text
    }

    /// Writes the table, every line ending in a newline.
    public func write(to stream: inout ByteStream) {
        guard !columns.isEmpty else { return }
        let count = columns.count
        let header = columns.map { Cell($0.title) }
        // Every body value, measured once, row after row (a separator row holds no cells).
        var cells: [Cell] = []
        cells.reserveCapacity(rows.count * count)
        for row in rows {
            guard case .values(let values) = row else { continue }
            for index in 0..<count { cells.append(index < values.count ? Cell(values[index]) : Cell("")) }
        }
        let widths = columnWidths(header: header, cells: cells)
        if showsHeader {
            line(header[...], widths: widths, to: &stream)
            if showsHeaderSeparator { rule(widths: widths, to: &stream) }
        }
        var start = 0
        for row in rows {
            guard case .values = row else {
                rule(widths: widths, to: &stream)
                continue
            }
            line(cells[start..<(start + count)], widths: widths, to: &stream)
            start += count
        }
    }

    /// A value flattened to one line, measured once: its width, and the spaces it ends in (a
    /// flattened line break), which count as padding so no line ends in spaces.
    private struct Cell {
        var text: String
        var width: Int
        var trailingSpaces: Int

        /// One pass over the bytes settles plain ASCII text, nearly every value in a listing;
        /// anything else is flattened and measured grapheme by grapheme.
        init(_ value: String) {
            var text = value
            let plain = text.withUTF8 { bytes -> (width: Int, trailing: Int)? in
                var trailing = 0
                for byte in bytes {
                    guard byte >= 0x20, byte < 0x7F else { return nil }
                    trailing = byte == UInt8(ascii: " ") ? trailing + 1 : 0
                }
                return (bytes.count, trailing)
            }
            if let plain {
                self.init(text: text, width: plain.width, trailingSpaces: plain.trailing)
            } else {
                self.init(measuring: PrintableText.singleLine(text))
            }
        }

        init(text: String, width: Int, trailingSpaces: Int) {
            self.text = text
            self.width = width
            self.trailingSpaces = trailingSpaces
        }

        /// Text already on one line.
        init(measuring text: String, width: Int? = nil) {
            var text = text
            trailingSpaces = text.withUTF8 { bytes in
                var count = 0
                while count < bytes.count, bytes[bytes.count - 1 - count] == UInt8(ascii: " ") { count += 1 }
                return count
            }
            self.text = text
            self.width = width ?? TextWidth.of(text)
        }
    }

    private func columnWidths(header: [Cell], cells: [Cell]) -> [Int] {
        var widths = columns.indices.map { showsHeader ? header[$0].width : 0 }
        let count = columns.count
        for (offset, cell) in cells.enumerated() where cell.width > widths[offset % count] {
            widths[offset % count] = cell.width
        }
        for index in columns.indices {
            if let cap = columns[index].maxWidth { widths[index] = min(widths[index], max(1, cap)) }
        }
        if let limit = maxTotalWidth {
            let spacing = max(1, columnSpacing) * (columns.count - 1)
            // Shrink the currently widest column one step at a time, so the cut falls on the
            // columns with the most to give. `max(by:)` keeps the first of equals: ties go to
            // the leftmost column, deterministically.
            let floor = 3
            while widths.reduce(spacing, +) > limit {
                guard let widest = widths.indices.max(by: { widths[$0] < widths[$1] }), widths[widest] > floor else { break }
                widths[widest] -= 1
            }
        }
        return widths
    }

    private func line(_ cells: ArraySlice<Cell>, widths: [Int], to stream: inout ByteStream) {
        let gap = max(1, columnSpacing)
        // Trailing spaces are never written: padding is held back until something follows it.
        var pendingSpaces = 0
        for (index, position) in cells.indices.enumerated() {
            if index > 0 { pendingSpaces += gap }
            let width = widths[index]
            var cell = cells[position]
            if cell.width > width {
                let cut = TextWidth.truncated(cell.text, toWidth: width, ellipsis: charset.ellipsis)
                cell = Cell(measuring: cut.text, width: cut.width)
            }
            let missing = max(0, width - cell.width)
            let (before, after): (Int, Int)
            switch columns[index].alignment {
            case .left: (before, after) = (0, missing)
            case .right: (before, after) = (missing, 0)
            case .center: (before, after) = (missing / 2, missing - missing / 2)
            }
            let trailing = cell.trailingSpaces
            cell.text.withUTF8 { bytes in
                let shown = bytes.count - trailing
                if shown == 0 {
                    pendingSpaces += before + trailing + after
                    return
                }
                spaces(pendingSpaces + before, to: &stream)
                stream.append(UnsafeBufferPointer(rebasing: bytes[0..<shown]))
                pendingSpaces = trailing + after
            }
        }
        stream.append(UInt8(ascii: "\n"))
    }

    private func rule(widths: [Int], to stream: inout ByteStream) {
        let glyph = charset == .unicode ? "─" : "-"
        for (index, width) in widths.enumerated() {
            if index > 0 { spaces(max(1, columnSpacing), to: &stream) }
            for _ in 0..<width { stream.write(glyph) }
        }
        stream.append(UInt8(ascii: "\n"))
    }

    private func spaces(_ count: Int, to stream: inout ByteStream) {
        stream.append(repeating: UInt8(ascii: " "), count: count)
    }
}
