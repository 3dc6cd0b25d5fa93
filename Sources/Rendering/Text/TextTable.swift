/// An aligned plain-text table, the way the CLI prints lists.
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
/// spaces, and the result has no trailing newline (callers `print` it).
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

    /// The table as text: one line per header, rule and row.
    public func render() -> String {
        guard !columns.isEmpty else { return "" }
        let titles = columns.map { PrintableText.singleLine($0.title) }
        let body: [[String]?] = rows.map { row in
            guard case .values(let values) = row else { return nil }
            return columns.indices.map { $0 < values.count ? PrintableText.singleLine(values[$0]) : "" }
        }
        let widths = columnWidths(titles: titles, body: body.compactMap { $0 })
        let gap = String(repeating: " ", count: max(1, columnSpacing))

        var lines: [String] = []
        if showsHeader {
            lines.append(line(titles, widths: widths, gap: gap))
            if showsHeaderSeparator { lines.append(rule(widths: widths, gap: gap)) }
        }
        for values in body {
            if let values {
                lines.append(line(values, widths: widths, gap: gap))
            } else {
                lines.append(rule(widths: widths, gap: gap))
            }
        }
        return lines.joined(separator: "\n")
    }

    private func columnWidths(titles: [String], body: [[String]]) -> [Int] {
        var widths = columns.indices.map { index -> Int in
            var width = showsHeader ? TextWidth.of(titles[index]) : 0
            for values in body { width = max(width, TextWidth.of(values[index])) }
            if let cap = columns[index].maxWidth { width = min(width, max(1, cap)) }
            return width
        }
        if let limit = maxTotalWidth {
            let spacing = max(1, columnSpacing) * (columns.count - 1)
            // Shrink the currently widest column one step at a time, so the cut falls on the
            // columns with the most to give. `max(by:)` keeps the first of equals: ties go to
            // the leftmost column, deterministically.
            let floor = 3
            while widths.reduce(spacing, +) > limit {
                guard let widest = widths.indices.max(by: { widths[$0] < widths[$1] }),
                      widths[widest] > floor
                else { break }
                widths[widest] -= 1
            }
        }
        return widths
    }

    private func line(_ values: [String], widths: [Int], gap: String) -> String {
        let cells = values.indices.map { index in
            TextWidth.pad(
                TextWidth.truncate(values[index], toWidth: widths[index], ellipsis: charset.ellipsis), toWidth: widths[index],
                alignment: columns[index].alignment)
        }
        return trimmingTrailingSpaces(cells.joined(separator: gap))
    }

    private func rule(widths: [Int], gap: String) -> String {
        let glyph = charset == .unicode ? "─" : "-"
        return widths.map { String(repeating: glyph, count: $0) }.joined(separator: gap)
    }

    private func trimmingTrailingSpaces(_ text: String) -> String {
        var result = text
        while result.last == " " { result.removeLast() }
        return result
    }
}
