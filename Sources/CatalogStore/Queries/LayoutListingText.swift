import GRDB
import GRDBSQLite
import LayoutModel

/// The `layout_listing` rows `catalog list` prints, held as text: every value's UTF-8 back to
/// back in one buffer, with where each one ends.
///
/// Ten thousand layouts are read without a `String` per value. Building one string, record and
/// summary per value and freeing them all cost `list` four times SQLite's own scan; this costs a
/// copy of the bytes. Values read exactly as GRDB reads a `String` (up to a NUL, invalid UTF-8
/// repaired), so what is printed does not depend on which path read it.
package struct LayoutListingText: Sendable {
    /// The text columns, in the order each row stores them. Tags are kept apart, split.
    package enum Column: Int, CaseIterable, Sendable {
        case name, title, summary, contentHash, author, changed
    }

    /// The values' bytes, row after row, each row's columns in `Column` order.
    private var bytes: [UInt8] = []
    /// `ends[row * columnCount + column]`: where that value ends in `bytes`; it starts where
    /// the one before it ends.
    private var ends: [Int] = []
    /// Every tag's bytes, row after row, in stored order.
    private var tagBytes: [UInt8] = []
    /// Where each tag ends in `tagBytes`.
    private var tagEnds: [Int] = []
    /// `rowTagEnds[row]`: where the row's tags end in `tagEnds`; they start where the row
    /// before's end.
    private var rowTagEnds: [Int] = []
    /// Each row's head revision number (the revision count, as revisions are never deleted).
    private var numbers: [Int] = []
    /// Each row's `Flags`.
    private var flags: [UInt8] = []

    private enum Flags {
        static let archived: UInt8 = 1
        static let noTitle: UInt8 = 2
        static let noSummary: UInt8 = 4
    }

    private static let columnCount = Column.allCases.count

    /// The number of rows.
    package var count: Int { numbers.count }

    /// Calls `body` with the bytes of a value (`""` where the row has none).
    package func withText<R>(_ column: Column, row: Int, _ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        let position = row * Self.columnCount + column.rawValue
        let start = position == 0 ? 0 : ends[position - 1]
        return try bytes.withUnsafeBufferPointer { all in
            try body(UnsafeBufferPointer(rebasing: all[start..<ends[position]]))
        }
    }

    /// A value as a string; nil for a title or summary the head definition does not have.
    package func text(_ column: Column, row: Int) -> String? {
        guard hasValue(column, row: row) else { return nil }
        return withText(column, row: row) { String(decoding: $0, as: UTF8.self) }
    }

    /// The head revision's number, which is also the layout's revision count.
    package func headNumber(row: Int) -> Int { numbers[row] }

    /// Whether the layout is removed (archived).
    package func isArchived(row: Int) -> Bool { flags[row] & Flags.archived != 0 }

    /// False for a title or summary the head definition does not have.
    package func hasValue(_ column: Column, row: Int) -> Bool {
        switch column {
        case .title: flags[row] & Flags.noTitle == 0
        case .summary: flags[row] & Flags.noSummary == 0
        default: true
        }
    }

    /// Calls `body` with each of a row's tags, in stored order (see ``StoredTags``).
    package func forEachTag(row: Int, _ body: (UnsafeBufferPointer<UInt8>) throws -> Void) rethrows {
        let first = row == 0 ? 0 : rowTagEnds[row - 1]
        try tagBytes.withUnsafeBufferPointer { all in
            for tag in first..<rowTagEnds[row] {
                let start = tag == 0 ? 0 : tagEnds[tag - 1]
                try body(UnsafeBufferPointer(rebasing: all[start..<tagEnds[tag]]))
            }
        }
    }

    /// A row's tags as strings.
    package func tags(row: Int) -> [String] {
        var tags: [String] = []
        forEachTag(row: row) { tags.append(String(decoding: $0, as: UTF8.self)) }
        return tags
    }

    /// An empty listing, for rows appended one by one.
    package init() {}

    /// Appends a row given as values (a listing built in memory rather than read).
    package mutating func append(
        name: String, title: String?, summary: String?, tags: [String], contentHash: String, author: String, changed: String,
        headNumber: Int, isArchived: Bool
    ) {
        var rowFlags: UInt8 = isArchived ? Flags.archived : 0
        if title == nil { rowFlags |= Flags.noTitle }
        if summary == nil { rowFlags |= Flags.noSummary }
        for value in [name, title ?? "", summary ?? "", contentHash, author, changed] {
            var value = value
            value.withUTF8 { Self.appendText($0, to: &bytes) }
            ends.append(bytes.count)
        }
        for tag in tags {
            var tag = tag
            tag.withUTF8 { Self.appendText($0, to: &tagBytes) }
            tagEnds.append(tagBytes.count)
        }
        rowTagEnds.append(tagEnds.count)
        numbers.append(headNumber)
        flags.append(rowFlags)
    }

    /// Appends the statement's current row, selected as `LayoutListingText.selection` orders it.
    fileprivate mutating func append(_ statement: SQLiteStatement) throws {
        var rowFlags: UInt8 = 0
        for column in Column.allCases {
            let index = CInt(column.rawValue)
            if let text = Self.text(statement, index) {
                Self.appendText(text, to: &bytes)
            } else {
                switch column {
                case .title: rowFlags |= Flags.noTitle
                case .summary: rowFlags |= Flags.noSummary
                default: throw DatabaseError(resultCode: .SQLITE_MISMATCH, message: "layout_listing: a row has no \(column)")
                }
            }
            ends.append(bytes.count)
        }
        guard let tags = Self.text(statement, 6) else {
            throw DatabaseError(resultCode: .SQLITE_MISMATCH, message: "layout_listing: a row has no tags")
        }
        Self.withReadable(tags) { tags in
            StoredTags.forEach(in: tags) { tag in
                tagBytes.append(contentsOf: tag)
                tagEnds.append(tagBytes.count)
            }
        }
        rowTagEnds.append(tagEnds.count)
        numbers.append(Int(sqlite3_column_int64(statement, 7)))
        if sqlite3_column_int64(statement, 8) != 0 { rowFlags |= Flags.archived }
        flags.append(rowFlags)
    }

    /// A column's text where SQLite holds it; nil for NULL.
    private static func text(_ statement: SQLiteStatement, _ index: CInt) -> UnsafeBufferPointer<UInt8>? {
        guard sqlite3_column_type(statement, index) != SQLITE_NULL, let text = sqlite3_column_text(statement, index) else { return nil }
        return UnsafeBufferPointer(start: text, count: Int(sqlite3_column_bytes(statement, index)))
    }

    /// Appends a value as `String(cString:)` would hold it (see `withReadable`).
    private static func appendText(_ given: UnsafeBufferPointer<UInt8>, to buffer: inout [UInt8]) {
        withReadable(given) { buffer.append(contentsOf: $0) }
    }

    /// Calls `body` with the value up to its first NUL, with invalid UTF-8 repaired: what
    /// `String(cString:)`, GRDB's way to read a string, would hold.
    private static func withReadable(_ given: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        // One pass finds both the end and whether anything needs repairing.
        var end = given.count
        var isASCII = true
        for index in given.indices {
            if given[index] == 0 {
                end = index
                break
            }
            if given[index] >= 0x80 { isASCII = false }
        }
        let text = UnsafeBufferPointer(rebasing: given[..<end])
        if isASCII { return body(text) }
        var repaired = String(decoding: text, as: UTF8.self)
        repaired.withUTF8(body)
    }

    /// The columns `append` reads, by position: the `Column`s, the tags, the head number and
    /// whether the layout is archived.
    fileprivate static let selection = """
        SELECT name, title, summary, content_hash, author, created_at, tags, number, archived_at IS NOT NULL
        FROM layout_listing
        WHERE (? OR archived_at IS NULL)
        """
}

extension StoreAccess {
    /// Every layout that has a revision, with its head's facts as text, sorted by name: one scan
    /// of `layout_listing`, which the schema keeps in name order (see migration 7).
    package func layoutListingText(includeArchived: Bool) throws -> LayoutListingText {
        var listing = LayoutListingText()
        let statement = try db.makeStatement(sql: LayoutListingText.selection)
        statement.arguments = [includeArchived]
        // GRDB steps the statement; each step's values are read straight from SQLite's buffers.
        let rows = try Row.fetchCursor(statement)
        while try rows.next() != nil {
            try listing.append(statement.sqliteStatement)
        }
        return listing
    }
}
