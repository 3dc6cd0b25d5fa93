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
        guard let location = location(of: placement.anchor) else { throw .unknownItems([placement.anchor]) }
        try insertNewItems(identifiers, intoSlot: location.slot, at: location.offset + placement.offsetFromAnchor)
    }

    /// Removes items, along with their reload and reconfigure marks.
    ///
    /// Naming an item twice is harmless.
    ///
    /// - Throws: ``SnapshotError/unknownItems(_:)`` naming every item not in the snapshot.
    public mutating func deleteItems(_ identifiers: [ItemID]) throws(SnapshotError<SectionID, ItemID>) {
        try requireItems(identifiers)
        let hash = index.hasher
        var removedOffsets: [Int: [Int]] = [:]
        for item in identifiers {
            // The section arrays are untouched until every bucket is gone, so lookups still work.
            guard let bucket = index.position(of: item, hash: hash(item), in: slotItems) else { continue }
            let location = index.location(at: bucket)
            index.remove(at: bucket)
            removedOffsets[location.slot, default: []].append(location.offset)
            reloadedItems.remove(item)
            reconfiguredItems.remove(item)
        }
        var firstTouched = orderedSlots.count
        for (slot, offsets) in removedOffsets {
            let removed = Set(offsets)
            let first = offsets.min() ?? 0
            let items = slotItems[slot]
            var kept = Array(items[..<first])
            kept.reserveCapacity(items.count - removed.count)
            // Front to back: every survivor moves towards the start (see ``ItemIndex``).
            for offset in first..<items.count where !removed.contains(offset) {
                index.relocate(
                    hash: hash(items[offset]),
                    from: ItemLocation(slot: slot, offset: offset), to: ItemLocation(slot: slot, offset: kept.count))
                kept.append(items[offset])
            }
            slotItems[slot] = kept
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
        let hash = index.hasher(identifier)
        guard let bucket = index.position(of: identifier, hash: hash, in: slotItems) else { return }
        let source = index.location(at: bucket)
        // The moved item leaves the index while the others shift, then returns at its new place.
        index.remove(at: bucket)
        slotItems[source.slot].remove(at: source.offset)
        shiftLocations(slot: source.slot, offsets: source.offset..<slotItems[source.slot].count, by: -1)
        let anchor = location(of: placement.anchor) ?? source
        let offset = anchor.offset + placement.offsetFromAnchor
        slotItems[anchor.slot].insert(identifier, at: offset)
        shiftLocations(slot: anchor.slot, offsets: (offset + 1)..<slotItems[anchor.slot].count, by: 1)
        index.insertAbsent(hash: hash, at: ItemLocation(slot: anchor.slot, offset: offset))
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
