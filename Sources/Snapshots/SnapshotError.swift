/// Why a snapshot operation was refused; each case names the identifiers involved.
///
/// These are the conditions under which UIKit's `NSDiffableDataSourceSnapshot` raises an
/// exception. The snapshot is left unchanged when one is thrown.
public enum SnapshotError<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>: Error, Equatable, CustomStringConvertible {
    /// Item identifiers repeated within the call or already present in the snapshot.
    case duplicateItems([ItemID])
    /// Section identifiers repeated within the call or already present in the snapshot.
    case duplicateSections([SectionID])
    /// Item identifiers that are not in the snapshot.
    case unknownItems([ItemID])
    /// Section identifiers that are not in the snapshot.
    case unknownSections([SectionID])
    /// Items appended without naming a section to a snapshot that has no sections.
    case noSectionToAppendTo([ItemID])
    /// An item moved before or after itself.
    case itemMovedRelativeToItself(ItemID)
    /// A section moved before or after itself.
    case sectionMovedRelativeToItself(SectionID)

    /// A one-line explanation naming the identifiers.
    public var description: String {
        switch self {
        case .duplicateItems(let ids):
            "item identifiers are not unique: \(listing(ids))"
        case .duplicateSections(let ids):
            "section identifiers are not unique: \(listing(ids))"
        case .unknownItems(let ids):
            "item identifiers not in the snapshot: \(listing(ids))"
        case .unknownSections(let ids):
            "section identifiers not in the snapshot: \(listing(ids))"
        case .noSectionToAppendTo(let ids):
            "cannot append items \(listing(ids)): the snapshot has no sections"
        case .itemMovedRelativeToItself(let id):
            "cannot move item \(listing([id])) relative to itself"
        case .sectionMovedRelativeToItself(let id):
            "cannot move section \(listing([id])) relative to itself"
        }
    }
}

/// Renders identifiers for a message, capped so that a file with thousands of duplicates still
/// gives a readable line.
func listing<ID>(_ ids: [ID], limit: Int = 10) -> String {
    let shown = ids.prefix(limit).map { String(reflecting: $0) }.joined(separator: ", ")
    return ids.count > limit ? "\(shown) and \(ids.count - limit) more" : shown
}
