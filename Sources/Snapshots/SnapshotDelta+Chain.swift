extension DiffableSnapshot {
    /// This snapshot with several deltas applied in order, as a stored history replays them
    /// from a checkpoint.
    ///
    /// The intermediate states are kept as flat arrays and the snapshot (with its lookup
    /// tables) is built once at the end, so replaying 31 deltas costs little more than one.
    /// The marks are those of the last delta: marks describe one snapshot, not a history.
    ///
    /// - Throws: ``SnapshotDeltaError`` when a delta does not fit the state it is applied to,
    ///   or a ``SnapshotError`` when the result would repeat an identifier.
    public func applying(_ deltas: [SnapshotDelta<SectionID, ItemID>]) throws -> Self {
        guard let last = deltas.last else { return self }
        if deltas.count == 1 { return try last.apply(to: self) }
        var sections = orderedSections
        var counts = orderedSlots.map { slotItems[$0].count }
        var items = itemIdentifiers
        for delta in deltas.dropLast() {
            try delta.advance(sections: &sections, counts: &counts, items: &items)
        }
        var layout: [(id: SectionID, items: [ItemID])] = []
        layout.reserveCapacity(sections.count)
        var start = 0
        for (section, count) in zip(sections, counts) {
            layout.append((section, Array(items[start..<(start + count)])))
            start += count
        }
        return try last.apply(to: DiffableSnapshot(sections: layout))
    }
}

extension SnapshotDelta {
    /// Applies the delta to a flat state (section order, per-section counts, all items in order).
    func advance(sections: inout [SectionID], counts: inout [Int], items: inout [ItemID]) throws(SnapshotDeltaError) {
        guard sections.count == baseSectionCount, items.count == baseItemCount else {
            throw .baseMismatch(
                expectedSections: baseSectionCount, expectedItems: baseItemCount,
                actualSections: sections.count, actualItems: items.count)
        }
        var oldCounts: [SectionID: Int] = [:]
        oldCounts.reserveCapacity(sections.count)
        for (section, count) in zip(sections, counts) { oldCounts[section] = count }
        let newSections = try self.sections.apply(to: sections)
        let newItems = try self.items.apply(to: items)
        var newCounts = newSections.map { oldCounts[$0] ?? 0 }
        guard sizes.count % 2 == 0 else { throw .malformed("sizes must come in section, count pairs") }
        for pair in stride(from: 0, to: sizes.count, by: 2) {
            let (position, count) = (sizes[pair], sizes[pair + 1])
            guard newCounts.indices.contains(position), count >= 0, count <= newItems.count else {
                throw .malformed("size \(count) for section \(position) of \(newCounts.count)")
            }
            newCounts[position] = count
        }
        guard newCounts.reduce(0, +) == newItems.count else {
            throw .malformed("section sizes add up to \(newCounts.reduce(0, +)), not \(newItems.count) items")
        }
        sections = newSections
        counts = newCounts
        items = newItems
    }
}
