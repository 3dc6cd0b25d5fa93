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
/// Widths are measured in terminal columns (`TextWidth`), so CJK text and emoji line up.
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
        let count = columns.count
        var values: [String] = []
        values.reserveCapacity(rows.count * count)
        var separators: [Int] = []
        for row in rows {
            switch row {
            case .values(let given):
                for index in 0..<count { values.append(index < given.count ? given[index] : "") }
            case .separator:
                separators.append(count == 0 ? 0 : values.count / count)
            }
        }
        write(values: values, separators: separators, to: &stream)
    }

    /// Writes the table with its body given as `values`, row after row, `columns.count` to a
    /// row, ignoring ``rows``: the way a long listing is written without an array per row.
    public func write(values: [String], to stream: inout ByteStream) {
        write(values: values, separators: [], to: &stream)
    }

    /// Writes the table with `body` as its body, ignoring ``rows``.
    public func write(body: some TextTableBody, to stream: inout ByteStream) {
        write(body: body, separators: [], to: &stream)
    }

    private func write(values: [String], separators: [Int], to stream: inout ByteStream) {
        write(body: StringValues(values: values, columnCount: columns.count), separators: separators, to: &stream)
    }

    /// `separators`: the body rows a rule goes before (in order; a row count puts one at the end).
    private func write(body: some TextTableBody, separators: [Int], to stream: inout ByteStream) {
        let count = columns.count
        guard count > 0 else { return }
        let headerCells = Cells(StringValues(values: columns.map(\.title), columnCount: count), columnCount: count)
        let bodyCells = Cells(body, columnCount: count)
        var widths = columns.indices.map { showsHeader ? headerCells.widths[$0] : 0 }
        for (offset, width) in bodyCells.widths.enumerated() where width > widths[offset % count] { widths[offset % count] = width }
        fit(&widths)
        if showsHeader {
            line(0, of: headerCells, StringValues(values: columns.map(\.title), columnCount: count), widths: widths, to: &stream)
            if showsHeaderSeparator { rule(widths: widths, to: &stream) }
        }
        var separator = separators.makeIterator()
        var nextSeparator = separator.next()
        let rowCount = body.rowCount
        for row in 0...rowCount {
            while let before = nextSeparator, before == row {
                rule(widths: widths, to: &stream)
                nextSeparator = separator.next()
            }
            if row < rowCount { line(row, of: bodyCells, body, widths: widths, to: &stream) }
        }
    }

    /// A body of strings, `columnCount` to a row.
    private struct StringValues: TextTableBody {
        var values: [String]
        var columnCount: Int

        var rowCount: Int { columnCount == 0 ? 0 : values.count / columnCount }

        func withValue<R>(row: Int, column: Int, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
            var value = values[row * columnCount + column]
            return value.withUTF8(body)
        }
    }

    /// Each value measured once: its width, and the spaces it ends in (a flattened line break),
    /// which count as padding so no line ends in spaces.
    private struct Cells {
        var widths: [Int]
        /// Only the few values that end in spaces, by position.
        var trailingSpaces: [Int: Int] = [:]
        /// Only the few values that are not plain printable ASCII: flattened to one line.
        var flattened: [Int: String] = [:]

        /// One pass over each value's bytes settles plain ASCII text, nearly every value in a
        /// listing; anything else is flattened and measured grapheme by grapheme.
        init(_ body: some TextTableBody, columnCount: Int) {
            widths = []
            widths.reserveCapacity(body.rowCount * columnCount)
            for row in 0..<body.rowCount {
                for column in 0..<columnCount {
                    let index = widths.count
                    let plain = body.withValue(row: row, column: column) { bytes -> (width: Int, trailing: Int)? in
                        var trailing = 0
                        for byte in bytes {
                            guard byte >= 0x20, byte < 0x7F else { return nil }
                            trailing = byte == UInt8(ascii: " ") ? trailing + 1 : 0
                        }
                        return (bytes.count, trailing)
                    }
                    if let plain {
                        widths.append(plain.width)
                        if plain.trailing > 0 { trailingSpaces[index] = plain.trailing }
                    } else {
                        let flat = PrintableText.singleLine(body.withValue(row: row, column: column) { String(decoding: $0, as: UTF8.self) })
                        flattened[index] = flat
                        widths.append(TextWidth.of(flat))
                        let trailing = Self.trailingSpaces(flat)
                        if trailing > 0 { trailingSpaces[index] = trailing }
                    }
                }
            }
        }

        static func trailingSpaces(_ text: String) -> Int {
            var text = text
            return text.withUTF8 { bytes in
                var count = 0
                while count < bytes.count, bytes[bytes.count - 1 - count] == UInt8(ascii: " ") { count += 1 }
                return count
            }
        }
    }

    /// Caps each column at its `maxWidth`, then fits the whole table into ``maxTotalWidth``.
    private func fit(_ widths: inout [Int]) {
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
    }

    /// One row of `body`, measured in `cells`.
    private func line(_ row: Int, of cells: Cells, _ body: some TextTableBody, widths: [Int], to stream: inout ByteStream) {
        let gap = max(1, columnSpacing)
        // Trailing spaces are never written: padding is held back until something follows it.
        var pendingSpaces = 0
        for column in columns.indices {
            if column > 0 { pendingSpaces += gap }
            let position = row * columns.count + column
            let width = widths[column]
            var textWidth = cells.widths[position]
            var trailing = cells.trailingSpaces.isEmpty ? 0 : cells.trailingSpaces[position] ?? 0
            // Most values are written from the body's bytes; a flattened or cut one from its text.
            var text = cells.flattened.isEmpty ? nil : cells.flattened[position]
            if textWidth > width {
                let whole = text ?? body.withValue(row: row, column: column) { String(decoding: $0, as: UTF8.self) }
                let cut = TextWidth.truncated(whole, toWidth: width, ellipsis: charset.ellipsis)
                (text, textWidth) = (cut.text, cut.width)
                trailing = Cells.trailingSpaces(cut.text)
            }
            let missing = max(0, width - textWidth)
            let (before, after): (Int, Int)
            switch columns[column].alignment {
            case .left: (before, after) = (0, missing)
            case .right: (before, after) = (missing, 0)
            case .center: (before, after) = (missing / 2, missing - missing / 2)
            }
            let padding = (before: before, after: after, trailing: trailing)
            if var text {
                text.withUTF8 { Self.emit($0, padding, pending: &pendingSpaces, to: &stream) }
            } else {
                body.withValue(row: row, column: column) { Self.emit($0, padding, pending: &pendingSpaces, to: &stream) }
            }
        }
        stream.append(UInt8(ascii: "\n"))
    }

    /// Writes a value's bytes after the spaces held back, and holds back the spaces after it
    /// (its own trailing ones included) until something follows.
    private static func emit(
        _ bytes: UnsafeBufferPointer<UInt8>, _ padding: (before: Int, after: Int, trailing: Int), pending: inout Int, to stream: inout ByteStream
    ) {
        let shown = bytes.count - padding.trailing
        if shown == 0 {
            pending += padding.before + padding.trailing + padding.after
            return
        }
        stream.append(repeating: UInt8(ascii: " "), count: pending + padding.before)
        stream.append(UnsafeBufferPointer(rebasing: bytes[0..<shown]))
        pending = padding.trailing + padding.after
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
