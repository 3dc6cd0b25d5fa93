import Foundation

extension SnapshotDelta {
    /// Computes the delta that turns `old` into `new`.
    ///
    /// Walks the new items once; an item that continues the current run of old items costs one
    /// comparison, any other one hash lookup in the old snapshot's index.
    @_specialize(where SectionID == String, ItemID == String)
    @_specialize(where SectionID == UUID, ItemID == UUID)
    public static func delta(from old: DiffableSnapshot<SectionID, ItemID>, to new: DiffableSnapshot<SectionID, ItemID>) -> Self {
        var sections = RunEdit<SectionID>()
        for section in new.orderedSections {
            sections.append(section, source: old.indexOfSection(section))
        }

        let oldItems = old.itemIdentifiers
        var items = RunEdit<ItemID>()
        var expected = 0
        for slot in new.orderedSlots {
            for item in new.slotItems[slot] {
                let continuesRun = expected >= 0 && expected < oldItems.count && oldItems[expected] == item
                let source = continuesRun ? expected : old.indexOfItem(item)
                items.append(item, source: source)
                expected = source.map { $0 + 1 } ?? -1
            }
        }

        var sizes: [Int] = []
        for (position, section) in new.orderedSections.enumerated() {
            let count = new.slotItems[new.orderedSlots[position]].count
            let oldCount = old.slotOfSection[section].map { old.slotItems[$0].count } ?? 0
            if count != oldCount { sizes += [position, count] }
        }

        return SnapshotDelta(
            baseSectionCount: old.numberOfSections, baseItemCount: old.numberOfItems,
            sections: sections, items: items, sizes: sizes,
            reloadedItems: new.reloadedItems.compactMap(new.indexOfItem).sorted(),
            reconfiguredItems: new.reconfiguredItems.compactMap(new.indexOfItem).sorted(),
            reloadedSections: new.reloadedSections.compactMap(new.indexOfSection).sorted())
    }

    /// Rebuilds the new snapshot from the old one.
    ///
    /// - Throws: ``SnapshotDeltaError`` when `old` is not the delta's base or the delta is
    ///   inconsistent, or a ``SnapshotError`` when the rebuilt snapshot would repeat an identifier.
    @_specialize(where SectionID == String, ItemID == String)
    @_specialize(where SectionID == UUID, ItemID == UUID)
    public func apply(to old: DiffableSnapshot<SectionID, ItemID>) throws -> DiffableSnapshot<SectionID, ItemID> {
        guard old.numberOfSections == baseSectionCount, old.numberOfItems == baseItemCount else {
            throw SnapshotDeltaError.baseMismatch(
                expectedSections: baseSectionCount, expectedItems: baseItemCount,
                actualSections: old.numberOfSections, actualItems: old.numberOfItems)
        }
        let newSections = try sections.apply(to: old.orderedSections)
        let newItems = try items.apply(to: old.itemIdentifiers)

        var counts = newSections.map { section in old.slotOfSection[section].map { old.slotItems[$0].count } ?? 0 }
        guard sizes.count % 2 == 0 else { throw SnapshotDeltaError.malformed("sizes must come in section, count pairs") }
        for pair in stride(from: 0, to: sizes.count, by: 2) {
            let (position, count) = (sizes[pair], sizes[pair + 1])
            guard counts.indices.contains(position), count >= 0, count <= newItems.count else {
                throw SnapshotDeltaError.malformed("size \(count) for section \(position) of \(counts.count)")
            }
            counts[position] = count
        }
        guard counts.reduce(0, +) == newItems.count else {
            throw SnapshotDeltaError.malformed("section sizes add up to \(counts.reduce(0, +)), not \(newItems.count) items")
        }

        var layout: [(id: SectionID, items: [ItemID])] = []
        layout.reserveCapacity(newSections.count)
        var start = 0
        for (section, count) in zip(newSections, counts) {
            layout.append((section, Array(newItems[start..<(start + count)])))
            start += count
        }
        var result = try DiffableSnapshot<SectionID, ItemID>(sections: layout)
        try result.reloadItems(Self.pick(reloadedItems, from: newItems))
        try result.reconfigureItems(Self.pick(reconfiguredItems, from: newItems))
        try result.reloadSections(Self.pick(reloadedSections, from: newSections))
        return result
    }

    private static func pick<Element>(_ indices: [Int], from elements: [Element]) throws(SnapshotDeltaError) -> [Element] {
        try indices.map { index throws(SnapshotDeltaError) in
            guard elements.indices.contains(index) else {
                throw .malformed("marked index \(index) is outside the \(elements.count) identifiers")
            }
            return elements[index]
        }
    }
}

extension DiffableSnapshot {
    /// The delta that turns this snapshot into `new`.
    public func delta(to new: Self) -> SnapshotDelta<SectionID, ItemID> {
        SnapshotDelta.delta(from: self, to: new)
    }

    /// This snapshot with a delta applied.
    ///
    /// - Throws: See ``SnapshotDelta/apply(to:)``.
    public func applying(_ delta: SnapshotDelta<SectionID, ItemID>) throws -> Self {
        try delta.apply(to: self)
    }
}
