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
        for index in position..<orderedSlots.count { slotPositions[orderedSlots[index]] = index }
    }

    /// Records the offset of every item of a slot from `offset` on.
    mutating func renumber(slot: Int, from offset: Int) {
        let items = slotItems[slot]
        for index in offset..<items.count { locations[items[index]]?.offset = index }
    }

    /// Keeps the item index at most half full.
    ///
    /// `Dictionary` fills up to three quarters before growing, and at that load a lookup of a
    /// missing key (every deleted item, in a changeset) probes about seven occupied buckets,
    /// each a key comparison that for strings means reading another string from memory; at half
    /// load it is about two. Growth stays geometric so that repeated appends do not rehash the
    /// whole index each time.
    mutating func reserveIndexCapacity(for count: Int) {
        guard locations.capacity < count + count / 2 else { return }
        let target = max(count, 2 * locations.count)
        locations.reserveCapacity(target + target / 2)
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
    /// Registers the items in one hashing pass and undoes the registration if a duplicate turns
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
        reserveIndexCapacity(for: locations.count + items.count)
        var duplicates = DuplicateCollector<ItemID>()
        var collisions: Set<Int> = []
        for (index, item) in items.enumerated() {
            let location = ItemLocation(slot: slot, offset: offset + index)
            if let previous = locations.updateValue(location, forKey: item) {
                locations[item] = previous
                duplicates.add(item)
                collisions.insert(index)
            }
        }
        if !duplicates.isEmpty {
            // Every identifier that did not collide was added by this call.
            for (index, item) in items.enumerated() where !collisions.contains(index) {
                locations[item] = nil
            }
            return duplicates.identifiers
        }
        slotItems[slot].insert(contentsOf: items, at: offset)
        renumber(slot: slot, from: offset + items.count)
        refreshStarts(from: slotPositions[slot])
        return []
    }

    /// Throws ``SnapshotError/unknownItems(_:)`` naming every identifier not in the snapshot.
    func requireItems(_ items: [ItemID]) throws(Failure) {
        var unknown = DuplicateCollector<ItemID>()
        for item in items where locations[item] == nil { unknown.add(item) }
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
