import Foundation

/// An ordered list of uniquely identified sections, each holding an ordered list of uniquely
/// identified items, plus the items and sections marked reloaded or reconfigured.
///
/// The API mirrors UIKit's `NSDiffableDataSourceSnapshot`, with the same names and argument
/// labels. Where UIKit raises an exception (a duplicate identifier, an unknown item or section,
/// appending to a snapshot without sections, moving something relative to itself) the methods
/// here throw a ``SnapshotError`` and leave the snapshot unchanged.
///
/// Lookups are hash-based: every item knows its section and its offset inside that section, and
/// every section knows its position. A query such as ``indexOfItem(_:)`` or
/// ``sectionIdentifier(containingItem:)`` costs one hash lookup (plus, for the flat index, one
/// array read), never a scan. A mutation costs what the underlying array edit costs: appending
/// is proportional to the appended items, inserting or deleting in the middle of a section is
/// proportional to the items after the edit point in that section.
///
/// The bulk paths (building, appending, diffing, deltas) are pre-specialised for `String` and
/// `UUID` identifiers, since generic code called across a module boundary is otherwise not
/// specialised; other identifier types work the same, only a few times slower.
public struct DiffableSnapshot<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>: Sendable {
    /// Section identifiers in display order.
    var orderedSections: [SectionID] = []
    /// The storage slot of each section, parallel to `orderedSections`.
    ///
    /// Items record their section by slot rather than by position so that inserting, moving or
    /// deleting a section never has to touch the items of the other sections.
    var orderedSlots: [Int] = []
    /// The items of each slot; a free slot holds an empty array.
    var slotItems: [[ItemID]] = []
    /// The display position of each slot, or -1 for a free slot.
    var slotPositions: [Int] = []
    /// Slots released by deleted sections, reused before new ones are allocated.
    var freeSlots: [Int] = []
    var slotOfSection: [SectionID: Int] = [:]
    /// Where each item is; see ``ItemIndex``.
    var index = ItemIndex()
    /// The flat index of the first item of each section, with the total item count appended.
    var sectionStarts: [Int] = [0]
    var reloadedItems: Set<ItemID> = []
    var reconfiguredItems: Set<ItemID> = []
    var reloadedSections: Set<SectionID> = []

    /// Creates an empty snapshot.
    public init() {}

    /// Creates a snapshot from sections and their items in one pass, which is much faster than
    /// appending items one call at a time.
    ///
    /// - Throws: ``SnapshotError/duplicateSections(_:)`` or ``SnapshotError/duplicateItems(_:)``
    ///   naming every repeated identifier.
    public init(sections: [(id: SectionID, items: [ItemID])]) throws(SnapshotError<SectionID, ItemID>) {
        try appendSections(sections.map(\.id))
        let duplicates = fillNewSections(sections)
        if !duplicates.isEmpty { throw .duplicateItems(duplicates) }
    }

    /// Registers the items of freshly appended sections and returns the repeated ones.
    ///
    /// Kept free of typed throws so it can be pre-specialised (see ``DiffableSnapshot``): the
    /// Swift 6.3 compiler crashes when `@_specialize` meets a function with typed throws.
    @_specialize(where SectionID == String, ItemID == String)
    @_specialize(where SectionID == UUID, ItemID == UUID)
    mutating func fillNewSections(_ sections: [(id: SectionID, items: [ItemID])]) -> [ItemID] {
        index.reserve(index.count + sections.reduce(0) { $0 + $1.items.count })
        var duplicates = DuplicateCollector<ItemID>()
        let hash = index.hasher
        for (position, section) in sections.enumerated() {
            let slot = orderedSlots[position]
            // The index compares against the section arrays, so the items go in first.
            slotItems[slot] = section.items
            index.insertIfAbsent(
                contentsOf: section.items, slot: slot, firstOffset: 0, in: slotItems,
                cheapHash: IndexHash.isCheap(ItemID.self), hash: { hash($0) },
                repeated: { duplicates.add($0) })
        }
        refreshStarts(from: 0)
        return duplicates.identifiers
    }
}

/// Where an item lives: its section's storage slot and its offset inside that section.
struct ItemLocation: Hashable, Sendable, CustomStringConvertible {
    var slot: Int
    var offset: Int

    var description: String { "slot \(slot) offset \(offset)" }
}

/// Collects repeated identifiers once each, in the order they were first found repeated.
struct DuplicateCollector<ID: Hashable> {
    private var seen: Set<ID> = []
    private(set) var identifiers: [ID] = []

    var isEmpty: Bool { identifiers.isEmpty }

    mutating func add(_ id: ID) {
        if seen.insert(id).inserted { identifiers.append(id) }
    }
}

extension DiffableSnapshot: Equatable {
    /// Two snapshots are equal when they hold the same sections and items in the same order and
    /// mark the same identifiers reloaded or reconfigured.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        guard lhs.orderedSections == rhs.orderedSections,
            lhs.numberOfItems == rhs.numberOfItems,
            lhs.reloadedItems == rhs.reloadedItems,
            lhs.reconfiguredItems == rhs.reconfiguredItems,
            lhs.reloadedSections == rhs.reloadedSections
        else { return false }
        for position in lhs.orderedSlots.indices
        where lhs.slotItems[lhs.orderedSlots[position]] != rhs.slotItems[rhs.orderedSlots[position]] {
            return false
        }
        return true
    }
}
