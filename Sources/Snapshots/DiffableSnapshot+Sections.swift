extension DiffableSnapshot {
    /// Appends empty sections after the existing ones.
    ///
    /// - Throws: ``SnapshotError/duplicateSections(_:)``.
    public mutating func appendSections(_ identifiers: [SectionID]) throws(SnapshotError<SectionID, ItemID>) {
        try insertNewSections(identifiers, at: orderedSections.count)
    }

    /// Inserts empty sections immediately before an existing section.
    ///
    /// - Throws: ``SnapshotError/unknownSections(_:)`` or ``SnapshotError/duplicateSections(_:)``.
    public mutating func insertSections(_ identifiers: [SectionID], beforeSection anchor: SectionID) throws(SnapshotError<SectionID, ItemID>) {
        try insertSections(identifiers, at: .before(anchor))
    }

    /// Inserts empty sections immediately after an existing section.
    ///
    /// - Throws: ``SnapshotError/unknownSections(_:)`` or ``SnapshotError/duplicateSections(_:)``.
    public mutating func insertSections(_ identifiers: [SectionID], afterSection anchor: SectionID) throws(SnapshotError<SectionID, ItemID>) {
        try insertSections(identifiers, at: .after(anchor))
    }

    /// Inserts empty sections before or after an existing section.
    ///
    /// - Throws: ``SnapshotError/unknownSections(_:)`` or ``SnapshotError/duplicateSections(_:)``.
    public mutating func insertSections(_ identifiers: [SectionID], at placement: SnapshotPlacement<SectionID>) throws(SnapshotError<
        SectionID, ItemID
    >) {
        guard let anchor = indexOfSection(placement.anchor) else { throw .unknownSections([placement.anchor]) }
        try insertNewSections(identifiers, at: anchor + placement.offsetFromAnchor)
    }

    /// Removes sections with all their items and the marks on them.
    ///
    /// Naming a section twice is harmless.
    ///
    /// - Throws: ``SnapshotError/unknownSections(_:)`` naming every section not in the snapshot.
    public mutating func deleteSections(_ identifiers: [SectionID]) throws(SnapshotError<SectionID, ItemID>) {
        try requireSections(identifiers)
        var firstTouched = orderedSections.count
        for section in identifiers {
            guard let slot = slotOfSection.removeValue(forKey: section) else { continue }
            firstTouched = min(firstTouched, slotPositions[slot])
            let hash = index.hasher
            for item in slotItems[slot] {
                if let bucket = index.position(of: item, hash: hash(item), in: slotItems) { index.remove(at: bucket) }
                reloadedItems.remove(item)
                reconfiguredItems.remove(item)
            }
            reloadedSections.remove(section)
            slotItems[slot] = []
            slotPositions[slot] = -1
            freeSlots.append(slot)
        }
        guard firstTouched < orderedSections.count else { return }
        var keptSections = Array(orderedSections[..<firstTouched])
        var keptSlots = Array(orderedSlots[..<firstTouched])
        for position in firstTouched..<orderedSlots.count where slotPositions[orderedSlots[position]] >= 0 {
            keptSections.append(orderedSections[position])
            keptSlots.append(orderedSlots[position])
        }
        orderedSections = keptSections
        orderedSlots = keptSlots
        refreshSlotPositions(from: firstTouched)
        refreshStarts(from: firstTouched)
    }

    /// Moves a section, with its items, immediately before another section.
    ///
    /// - Throws: ``SnapshotError/sectionMovedRelativeToItself(_:)`` or
    ///   ``SnapshotError/unknownSections(_:)``.
    public mutating func moveSection(_ identifier: SectionID, beforeSection anchor: SectionID) throws(SnapshotError<SectionID, ItemID>) {
        try moveSection(identifier, to: .before(anchor))
    }

    /// Moves a section, with its items, immediately after another section.
    ///
    /// - Throws: ``SnapshotError/sectionMovedRelativeToItself(_:)`` or
    ///   ``SnapshotError/unknownSections(_:)``.
    public mutating func moveSection(_ identifier: SectionID, afterSection anchor: SectionID) throws(SnapshotError<SectionID, ItemID>) {
        try moveSection(identifier, to: .after(anchor))
    }

    /// Moves a section, with its items, before or after another section.
    ///
    /// - Throws: ``SnapshotError/sectionMovedRelativeToItself(_:)`` or
    ///   ``SnapshotError/unknownSections(_:)``.
    public mutating func moveSection(_ identifier: SectionID, to placement: SnapshotPlacement<SectionID>) throws(SnapshotError<SectionID, ItemID>) {
        guard identifier != placement.anchor else { throw .sectionMovedRelativeToItself(identifier) }
        try requireSections([identifier, placement.anchor])
        guard let source = indexOfSection(identifier) else { return }
        let slot = orderedSlots.remove(at: source)
        orderedSections.remove(at: source)
        guard let anchor = orderedSections.firstIndex(of: placement.anchor) else { return }
        let destination = anchor + placement.offsetFromAnchor
        orderedSlots.insert(slot, at: destination)
        orderedSections.insert(identifier, at: destination)
        let first = min(source, destination)
        refreshSlotPositions(from: first)
        refreshStarts(from: first)
    }

    /// Marks sections for reloading: the next changeset reloads them whole.
    ///
    /// - Throws: ``SnapshotError/unknownSections(_:)``.
    public mutating func reloadSections(_ identifiers: [SectionID]) throws(SnapshotError<SectionID, ItemID>) {
        try requireSections(identifiers)
        reloadedSections.formUnion(identifiers)
    }

    mutating func insertNewSections(_ identifiers: [SectionID], at position: Int) throws(Failure) {
        try requireNewSections(identifiers)
        guard !identifiers.isEmpty else { return }
        let slots = identifiers.map { _ in allocateSlot() }
        for (section, slot) in zip(identifiers, slots) { slotOfSection[section] = slot }
        orderedSections.insert(contentsOf: identifiers, at: position)
        orderedSlots.insert(contentsOf: slots, at: position)
        refreshSlotPositions(from: position)
        refreshStarts(from: position)
    }
}
