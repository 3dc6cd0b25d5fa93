import Foundation

extension DiffableSnapshot {
    /// Appends items to the end of a section.
    ///
    /// - Parameters:
    ///   - identifiers: The new items, none of which may already be in the snapshot.
    ///   - section: The section to append to; `nil` means the last section.
    /// - Throws: ``SnapshotError/noSectionToAppendTo(_:)`` when `section` is `nil` and there are no
    ///   sections, ``SnapshotError/unknownSections(_:)``, or ``SnapshotError/duplicateItems(_:)``.
    public mutating func appendItems(_ identifiers: [ItemID], toSection section: SectionID? = nil) throws(SnapshotError<SectionID, ItemID>) {
        if let failure = appendItemsReportingFailure(identifiers, toSection: section) { throw failure }
    }

    /// The work of ``appendItems(_:toSection:)``, returning the failure instead of throwing so
    /// that it can be pre-specialised: appending one item per call is a common way to build.
    @_specialize(where SectionID == String, ItemID == String)
    @_specialize(where SectionID == UUID, ItemID == UUID)
    mutating func appendItemsReportingFailure(_ identifiers: [ItemID], toSection section: SectionID?) -> Failure? {
        let slot: Int
        if let section {
            guard let found = slotOfSection[section] else { return .unknownSections([section]) }
            slot = found
        } else {
            guard let last = orderedSlots.last else { return .noSectionToAppendTo(identifiers) }
            slot = last
        }
        let duplicates = registerNewItems(identifiers, intoSlot: slot, at: slotItems[slot].count)
        return duplicates.isEmpty ? nil : .duplicateItems(duplicates)
    }

    /// Inserts items immediately before an existing item, in that item's section.
    ///
    /// - Throws: ``SnapshotError/unknownItems(_:)`` or ``SnapshotError/duplicateItems(_:)``.
    public mutating func insertItems(_ identifiers: [ItemID], beforeItem anchor: ItemID) throws(SnapshotError<SectionID, ItemID>) {
        try insertItems(identifiers, at: .before(anchor))
    }

    /// Inserts items immediately after an existing item, in that item's section.
    ///
    /// - Throws: ``SnapshotError/unknownItems(_:)`` or ``SnapshotError/duplicateItems(_:)``.
    public mutating func insertItems(_ identifiers: [ItemID], afterItem anchor: ItemID) throws(SnapshotError<SectionID, ItemID>) {
        try insertItems(identifiers, at: .after(anchor))
    }

    /// Inserts items before or after an existing item, in that item's section.
    ///
    /// - Throws: ``SnapshotError/unknownItems(_:)`` or ``SnapshotError/duplicateItems(_:)``.
    public mutating func insertItems(_ identifiers: [ItemID], at placement: SnapshotPlacement<ItemID>) throws(SnapshotError<SectionID, ItemID>) {
        guard let location = locations[placement.anchor] else { throw .unknownItems([placement.anchor]) }
        try insertNewItems(identifiers, intoSlot: location.slot, at: location.offset + placement.offsetFromAnchor)
    }

    /// Removes items, along with their reload and reconfigure marks.
    ///
    /// Naming an item twice is harmless.
    ///
    /// - Throws: ``SnapshotError/unknownItems(_:)`` naming every item not in the snapshot.
    public mutating func deleteItems(_ identifiers: [ItemID]) throws(SnapshotError<SectionID, ItemID>) {
        try requireItems(identifiers)
        var removedOffsets: [Int: [Int]] = [:]
        for item in identifiers {
            guard let location = locations.removeValue(forKey: item) else { continue }
            removedOffsets[location.slot, default: []].append(location.offset)
            reloadedItems.remove(item)
            reconfiguredItems.remove(item)
        }
        var firstTouched = orderedSlots.count
        for (slot, offsets) in removedOffsets {
            let removed = Set(offsets)
            let first = offsets.min() ?? 0
            var kept = Array(slotItems[slot][..<first])
            kept.reserveCapacity(slotItems[slot].count - removed.count)
            for offset in first..<slotItems[slot].count where !removed.contains(offset) {
                kept.append(slotItems[slot][offset])
            }
            slotItems[slot] = kept
            renumber(slot: slot, from: first)
            firstTouched = min(firstTouched, slotPositions[slot])
        }
        if firstTouched < orderedSlots.count { refreshStarts(from: firstTouched) }
    }

    /// Removes every item and every section, and clears all marks.
    public mutating func deleteAllItems() {
        self = Self()
    }

    /// Moves an item immediately before another item, possibly in another section.
    ///
    /// - Throws: ``SnapshotError/itemMovedRelativeToItself(_:)`` or
    ///   ``SnapshotError/unknownItems(_:)``.
    public mutating func moveItem(_ identifier: ItemID, beforeItem anchor: ItemID) throws(SnapshotError<SectionID, ItemID>) {
        try moveItem(identifier, to: .before(anchor))
    }

    /// Moves an item immediately after another item, possibly in another section.
    ///
    /// - Throws: ``SnapshotError/itemMovedRelativeToItself(_:)`` or
    ///   ``SnapshotError/unknownItems(_:)``.
    public mutating func moveItem(_ identifier: ItemID, afterItem anchor: ItemID) throws(SnapshotError<SectionID, ItemID>) {
        try moveItem(identifier, to: .after(anchor))
    }

    /// Moves an item before or after another item, possibly in another section.
    ///
    /// - Throws: ``SnapshotError/itemMovedRelativeToItself(_:)`` or
    ///   ``SnapshotError/unknownItems(_:)``.
    public mutating func moveItem(_ identifier: ItemID, to placement: SnapshotPlacement<ItemID>) throws(SnapshotError<SectionID, ItemID>) {
        guard identifier != placement.anchor else { throw .itemMovedRelativeToItself(identifier) }
        try requireItems([identifier, placement.anchor])
        guard let source = locations[identifier] else { return }
        slotItems[source.slot].remove(at: source.offset)
        renumber(slot: source.slot, from: source.offset)
        guard let anchor = locations[placement.anchor] else { return }
        let offset = anchor.offset + placement.offsetFromAnchor
        slotItems[anchor.slot].insert(identifier, at: offset)
        locations[identifier] = ItemLocation(slot: anchor.slot, offset: offset)
        renumber(slot: anchor.slot, from: offset + 1)
        refreshStarts(from: min(slotPositions[source.slot], slotPositions[anchor.slot]))
    }

    /// Marks items for reloading: the next changeset recreates their cells.
    ///
    /// - Throws: ``SnapshotError/unknownItems(_:)``.
    public mutating func reloadItems(_ identifiers: [ItemID]) throws(SnapshotError<SectionID, ItemID>) {
        try requireItems(identifiers)
        reloadedItems.formUnion(identifiers)
    }

    /// Marks items for reconfiguring: the next changeset updates their existing cells in place.
    ///
    /// - Throws: ``SnapshotError/unknownItems(_:)``.
    public mutating func reconfigureItems(_ identifiers: [ItemID]) throws(SnapshotError<SectionID, ItemID>) {
        try requireItems(identifiers)
        reconfiguredItems.formUnion(identifiers)
    }
}
