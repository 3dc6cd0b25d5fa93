import CatalogStore

/// The layouts `list` found, sorted by name: a collection of ``LayoutSummary`` over the
/// listing's text, which it holds in one buffer.
///
/// Each summary is built when it is asked for. A view that only prints reads the values' bytes
/// where they lie (``withText(_:at:_:)``, ``forEachTag(at:_:)``), so ten thousand layouts are
/// printed without a string per value.
public struct LayoutSummaries: RandomAccessCollection, Sendable, Equatable {
    /// The text values of a summary.
    public enum Field: Sendable {
        case name, title, summary, contentHash, lastAuthor, lastChanged

        var column: LayoutListingText.Column {
            switch self {
            case .name: .name
            case .title: .title
            case .summary: .summary
            case .contentHash: .contentHash
            case .lastAuthor: .author
            case .lastChanged: .changed
            }
        }
    }

    private let listing: LayoutListingText
    /// The listing's rows kept, in name order; nil: all of them.
    private let rows: [Int]?

    init(_ listing: LayoutListingText, keeping rows: [Int]?) {
        self.listing = listing
        self.rows = rows
    }

    /// These summaries, in the order given. As in a catalog, where revisions are never deleted,
    /// a summary's revision count is its head's number.
    public init(_ summaries: some Sequence<LayoutSummary>) {
        var listing = LayoutListingText()
        for summary in summaries {
            listing.append(
                name: summary.name, title: summary.title, summary: summary.summary, tags: summary.tags, contentHash: summary.headHash,
                author: summary.lastAuthor, changed: summary.lastChanged, headNumber: summary.headRevision, isArchived: summary.isArchived)
        }
        self.init(listing, keeping: nil)
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { rows?.count ?? listing.count }

    public subscript(position: Int) -> LayoutSummary {
        let row = row(at: position)
        let number = listing.headNumber(row: row)
        return LayoutSummary(
            name: listing.text(.name, row: row) ?? "", title: listing.text(.title, row: row), summary: listing.text(.summary, row: row),
            tags: listing.tags(row: row), revisionCount: number, headRevision: number,
            headHash: listing.text(.contentHash, row: row) ?? "", lastAuthor: listing.text(.author, row: row) ?? "",
            lastChanged: listing.text(.changed, row: row) ?? "", isArchived: listing.isArchived(row: row))
    }

    /// Calls `body` with the UTF-8 of a summary's value: valid UTF-8, empty for a title or
    /// summary the layout does not have (``hasValue(_:at:)`` tells the two apart).
    public func withText<R>(_ field: Field, at position: Int, _ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        try listing.withText(field.column, row: row(at: position), body)
    }

    /// False for a title or summary the head definition does not have.
    public func hasValue(_ field: Field, at position: Int) -> Bool {
        listing.hasValue(field.column, row: row(at: position))
    }

    /// Calls `body` with each tag's UTF-8, in the definition's order.
    public func forEachTag(at position: Int, _ body: (UnsafeBufferPointer<UInt8>) throws -> Void) rethrows {
        try listing.forEachTag(row: row(at: position), body)
    }

    /// The head revision's number, which is also the revision count (revisions are never
    /// deleted).
    public func headRevision(at position: Int) -> Int { listing.headNumber(row: row(at: position)) }

    /// Whether the layout is removed (archived).
    public func isArchived(at position: Int) -> Bool { listing.isArchived(row: row(at: position)) }

    public static func == (lhs: LayoutSummaries, rhs: LayoutSummaries) -> Bool {
        lhs.elementsEqual(rhs)
    }

    private func row(at position: Int) -> Int { rows?[position] ?? position }
}
