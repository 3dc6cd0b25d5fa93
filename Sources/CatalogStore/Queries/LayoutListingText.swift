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
    /// The text columns, in the order each row stores them.
    package enum Column: Int, CaseIterable, Sendable {
        case name, title, summary, tags, contentHash, author, changed
    }

    /// The values' bytes, row after row, each row's columns in `Column` order.
    private var bytes: [UInt8] = []
    /// `ends[row * columnCount + column]`: where that value ends in `bytes`; it starts where
    /// the one before it ends.
    private var ends: [Int] = []
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
        try withText(.tags, row: row) { try StoredTags.forEach(in: $0, body) }
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
        let tagsText = "[" + tags.map { tag in "\"" + tag.unicodeScalars.map { scalar in
            JSONEscape.isRequired(scalar.value) ? JSONEscape.sequence(for: scalar.value) : String(scalar)
        }.joined() + "\"" }.joined(separator: ",") + "]"
        for value in [name, title ?? "", summary ?? "", tagsText, contentHash, author, changed] {
            var value = value
            value.withUTF8 { appendText($0) }
            ends.append(bytes.count)
        }
        numbers.append(headNumber)
        flags.append(rowFlags)
    }

    /// Appends the statement's current row, selected as `LayoutListingText.selection` orders it.
    fileprivate mutating func append(_ statement: SQLiteStatement) throws {
        var rowFlags: UInt8 = 0
        for column in Column.allCases {
            let index = CInt(column.rawValue)
            if sqlite3_column_type(statement, index) == SQLITE_NULL {
                switch column {
                case .title: rowFlags |= Flags.noTitle
                case .summary: rowFlags |= Flags.noSummary
                default: throw DatabaseError(resultCode: .SQLITE_MISMATCH, message: "layout_listing: a row has no \(column)")
                }
            } else if let text = sqlite3_column_text(statement, index) {
                let length = Int(sqlite3_column_bytes(statement, index))
                appendText(UnsafeBufferPointer(start: text, count: length))
            }
            ends.append(bytes.count)
        }
        if sqlite3_column_int64(statement, 8) != 0 { rowFlags |= Flags.archived }
        numbers.append(Int(sqlite3_column_int64(statement, 7)))
        flags.append(rowFlags)
    }

    /// Appends a value's bytes up to its first NUL, with invalid UTF-8 repaired: what
    /// `String(cString:)` would hold.
    private mutating func appendText(_ given: UnsafeBufferPointer<UInt8>) {
        let text = given.firstIndex(of: 0).map { UnsafeBufferPointer(rebasing: given[..<$0]) } ?? given
        if text.allSatisfy({ $0 < 0x80 }) {
            bytes.append(contentsOf: text)
        } else {
            bytes.append(contentsOf: String(decoding: text, as: UTF8.self).utf8)
        }
    }

    /// The columns `append` reads, by position: the `Column`s, then the head number and
    /// whether the layout is archived.
    fileprivate static let selection = """
        SELECT name, title, summary, tags, content_hash, author, created_at, number, archived_at IS NOT NULL
        FROM layout_listing
        WHERE (? OR archived_at IS NULL)
        """
}

extension StoreAccess {
    /// Every layout that has a revision, with its head's facts as text, sorted by name: one scan
    /// of `layout_listing`, which the schema keeps in name order (see migration 7).
    package func layoutListingText(includeArchived: Bool) throws -> LayoutListingText {
        let statement = try db.makeStatement(sql: LayoutListingText.selection)
        statement.arguments = [includeArchived]
        var listing = LayoutListingText()
        // GRDB steps the statement; each step's values are read straight from SQLite's buffers.
        let rows = try Row.fetchCursor(statement)
        while try rows.next() != nil {
            try listing.append(statement.sqliteStatement)
        }
        return listing
    }
}
