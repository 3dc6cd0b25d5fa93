/// A rectangle of terminal character cells, each with a style, painted in order: later writes
/// cover earlier ones. Wide characters take two cells; covering either half of one blanks the
/// other, so a row never ends up a column short or long.
struct CharacterGrid: Sendable {
    private struct Slot: Sendable, Hashable {
        var character: Character = " "
        var style: TerminalStyle = .plain
        /// The right half of the wide character to its left.
        var isContinuation = false
    }

    let columns: Int
    let rows: Int
    private var slots: [Slot]

    init(columns: Int, rows: Int) {
        self.columns = max(0, columns)
        self.rows = max(0, rows)
        self.slots = Array(repeating: Slot(), count: self.columns * self.rows)
    }

    func contains(row: Int, column: Int) -> Bool {
        row >= 0 && row < rows && column >= 0 && column < columns
    }

    /// The character at a position (a space for the right half of a wide character, and
    /// outside the grid).
    func character(row: Int, column: Int) -> Character {
        guard contains(row: row, column: column) else { return " " }
        let slot = slots[row * columns + column]
        return slot.isContinuation ? " " : slot.character
    }

    /// Writes one character; returns the columns it took (0 when it has no width or falls
    /// outside, or a wide character has no room for its second half).
    @discardableResult
    mutating func put(_ character: Character, row: Int, column: Int, style: TerminalStyle) -> Int {
        let width = TextWidth.of(character)
        guard width > 0, contains(row: row, column: column) else { return 0 }
        guard width == 1 || column + 1 < columns else { return 0 }
        release(row: row, column: column)
        if width == 2 { release(row: row, column: column + 1) }
        slots[row * columns + column] = Slot(character: character, style: style)
        if width == 2 { slots[row * columns + column + 1] = Slot(character: " ", style: style, isContinuation: true) }
        return width
    }

    /// Writes `text` from `column` rightwards, cut at the grid's edge.
    mutating func write(_ text: String, row: Int, column: Int, style: TerminalStyle) {
        var x = column
        for character in text {
            let width = TextWidth.of(character)
            guard width > 0 else { continue }
            if x >= columns { break }
            if x >= 0 { put(character, row: row, column: x, style: style) }
            x += width
        }
    }

    /// Fills a rectangle (clipped to the grid) with one character.
    mutating func fill(_ character: Character, rows rowRange: Range<Int>, columns columnRange: Range<Int>, style: TerminalStyle) {
        let rowRange = rowRange.clamped(to: 0..<rows)
        let columnRange = columnRange.clamped(to: 0..<columns)
        for row in rowRange {
            for column in columnRange { put(character, row: row, column: column, style: style) }
        }
    }

    /// The grid as lines, with ANSI colours when `color` is true. Each coloured line resets
    /// at its end, so lines can be printed, paged or cut independently.
    func lines(color: Bool) -> [String] {
        (0..<rows).map { row in
            var line = ""
            var current = TerminalStyle.plain
            for column in 0..<columns {
                let slot = slots[row * columns + column]
                if slot.isContinuation { continue }
                if color && slot.style != current {
                    line += slot.style.escape
                    current = slot.style
                }
                line.append(slot.character)
            }
            if color && current != .plain { line += TerminalStyle.reset }
            return line
        }
    }

    /// Before a cell is overwritten: if it is half of a wide character, blank the other half.
    private mutating func release(row: Int, column: Int) {
        let index = row * columns + column
        if slots[index].isContinuation, column > 0 {
            slots[index - 1] = Slot(character: " ", style: slots[index - 1].style)
        } else if column + 1 < columns, slots[index + 1].isContinuation {
            slots[index + 1] = Slot(character: " ", style: slots[index + 1].style)
        }
    }
}
