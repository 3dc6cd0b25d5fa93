import Foundation

// Bookkeeping shared by the mutating operations: slots, positions, offsets and flat starts.
extension DiffableSnapshot {
    typealias Failure = SnapshotError<SectionID, ItemID>

    /// Recomputes the flat start of every section from `position` on.
    mutating func refreshStarts(from position: Int) {
        sectionStarts.removeSubrange((position + 1)...)
        var start = sectionStarts[position]
        for slot in orderedSlots[position...] {
            start += slotItems[slot].count
            sectionStarts.append(start)
        }
    }

    /// Records the display position of every section from `position` on.
    mutating func refreshSlotPositions(from position: Int) {
        for place in position..<orderedSlots.count { slotPositions[orderedSlots[place]] = place }
    }

    /// Where an item is, or nil when it is not in the snapshot.
    @inline(__always)
    func location(of item: ItemID) -> ItemLocation? {
        index.position(of: item, hash: index.hasher(item), in: slotItems).map(index.location(at:))
    }

    /// Updates the index after the items now at `offsets` of a slot moved there from `delta`
    /// places earlier (a positive `delta` is a move towards the end).
    ///
    /// Goes against the direction of the move, so that no two buckets ever hold the same
    /// location (see ``ItemIndex``).
    mutating func shiftLocations(slot: Int, offsets: Range<Int>, by delta: Int) {
        guard delta != 0, !offsets.isEmpty else { return }
        let items = slotItems[slot]
        let hash = index.hasher
        if delta > 0 {
            for offset in offsets.reversed() {
                index.relocate(
                    hash: hash(items[offset]),
                    from: ItemLocation(slot: slot, offset: offset - delta), to: ItemLocation(slot: slot, offset: offset))
            }
        } else {
            for offset in offsets {
                index.relocate(
                    hash: hash(items[offset]),
                    from: ItemLocation(slot: slot, offset: offset - delta), to: ItemLocation(slot: slot, offset: offset))
            }
        }
    }

    mutating func allocateSlot() -> Int {
        if let slot = freeSlots.popLast() { return slot }
        slotItems.append([])
        slotPositions.append(-1)
        return slotItems.count - 1
    }

    /// Inserts new items into a slot at an offset, refusing identifiers already present or
    /// repeated in `items`.
    ///
    /// Places and registers the items in one hashing pass and undoes both if a duplicate turns
    /// up, so that the common, valid case hashes every item only once.
    mutating func insertNewItems(_ items: [ItemID], intoSlot slot: Int, at offset: Int) throws(Failure) {
        let duplicates = registerNewItems(items, intoSlot: slot, at: offset)
        if !duplicates.isEmpty { throw .duplicateItems(duplicates) }
    }

    /// The work of ``insertNewItems(_:intoSlot:at:)``, returning the repeated identifiers
    /// instead of throwing so that it can be pre-specialised.
    @_specialize(where SectionID == String, ItemID == String)
    @_specialize(where SectionID == UUID, ItemID == UUID)
    mutating func registerNewItems(_ items: [ItemID], intoSlot slot: Int, at offset: Int) -> [ItemID] {
        guard !items.isEmpty else { return [] }
        index.reserve(index.count + items.count)
        let end = offset + items.count
        // The index compares against the section arrays, so the items go in first.
        slotItems[slot].insert(contentsOf: items, at: offset)
        shiftLocations(slot: slot, offsets: end..<slotItems[slot].count, by: items.count)
        var duplicates = DuplicateCollector<ItemID>()
        let hash = index.hasher
        index.insertIfAbsent(
            contentsOf: items, slot: slot, firstOffset: offset, in: slotItems,
            cheapHash: IndexHash.isCheap(ItemID.self), hash: { hash($0) },
            repeated: { duplicates.add($0) })
        guard !duplicates.isEmpty else {
            refreshStarts(from: slotPositions[slot])
            return []
        }
        // Each identifier has one bucket; the ones at the new items' own places were added here.
        for (position, item) in items.enumerated() {
            if let bucket = index.position(of: item, hash: hash(item), in: slotItems),
                index.location(at: bucket) == ItemLocation(slot: slot, offset: offset + position)
            {
                index.remove(at: bucket)
            }
        }
        slotItems[slot].removeSubrange(offset..<end)
        shiftLocations(slot: slot, offsets: offset..<slotItems[slot].count, by: -items.count)
        return duplicates.identifiers
    }

    /// Throws ``SnapshotError/unknownItems(_:)`` naming every identifier not in the snapshot.
    func requireItems(_ items: [ItemID]) throws(Failure) {
        var unknown = DuplicateCollector<ItemID>()
        for item in items where location(of: item) == nil { unknown.add(item) }
        if !unknown.isEmpty { throw .unknownItems(unknown.identifiers) }
    }

    /// Throws ``SnapshotError/unknownSections(_:)`` naming every identifier not in the snapshot.
    func requireSections(_ sections: [SectionID]) throws(Failure) {
        var unknown = DuplicateCollector<SectionID>()
        for section in sections where slotOfSection[section] == nil { unknown.add(section) }
        if !unknown.isEmpty { throw .unknownSections(unknown.identifiers) }
    }

    /// Throws ``SnapshotError/duplicateSections(_:)`` if a new section identifier is repeated
    /// or already present.
    func requireNewSections(_ sections: [SectionID]) throws(Failure) {
        var seen: Set<SectionID> = []
        var duplicates = DuplicateCollector<SectionID>()
        for section in sections where !seen.insert(section).inserted || slotOfSection[section] != nil {
            duplicates.add(section)
        }
        if !duplicates.isEmpty { throw .duplicateSections(duplicates.identifiers) }
    }
}
