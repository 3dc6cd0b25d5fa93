extension DiffableSnapshot {
    /// The number of items in all sections.
    public var numberOfItems: Int { sectionStarts[sectionStarts.count - 1] }

    /// The number of sections.
    public var numberOfSections: Int { orderedSections.count }

    /// The section identifiers in display order.
    public var sectionIdentifiers: [SectionID] { orderedSections }

    /// All item identifiers, section after section.
    public var itemIdentifiers: [ItemID] {
        var all: [ItemID] = []
        all.reserveCapacity(numberOfItems)
        for slot in orderedSlots { all.append(contentsOf: slotItems[slot]) }
        return all
    }

    /// The number of items in a section.
    ///
    /// - Throws: ``SnapshotError/unknownSections(_:)`` if the section is not in the snapshot.
    public func numberOfItems(inSection section: SectionID) throws(SnapshotError<SectionID, ItemID>) -> Int {
        try itemIdentifiers(inSection: section).count
    }

    /// The item identifiers of a section, in order.
    ///
    /// - Throws: ``SnapshotError/unknownSections(_:)`` if the section is not in the snapshot.
    public func itemIdentifiers(inSection section: SectionID) throws(SnapshotError<SectionID, ItemID>) -> [ItemID] {
        guard let slot = slotOfSection[section] else { throw .unknownSections([section]) }
        return slotItems[slot]
    }

    /// The identifier of the section holding an item, or `nil` if the item is not in the snapshot.
    public func sectionIdentifier(containingItem item: ItemID) -> SectionID? {
        guard let location = location(of: item) else { return nil }
        return orderedSections[slotPositions[location.slot]]
    }

    /// The flat index of an item across all sections, or `nil` if the item is not in the snapshot.
    public func indexOfItem(_ item: ItemID) -> Int? {
        guard let location = location(of: item) else { return nil }
        return sectionStarts[slotPositions[location.slot]] + location.offset
    }

    /// The position of a section, or `nil` if the section is not in the snapshot.
    public func indexOfSection(_ section: SectionID) -> Int? {
        slotOfSection[section].map { slotPositions[$0] }
    }

    /// The section position and the offset inside that section of an item, or `nil` if the
    /// item is not in the snapshot.
    public func indexPath(ofItem item: ItemID) -> ItemIndexPath? {
        guard let location = location(of: item) else { return nil }
        return ItemIndexPath(section: slotPositions[location.slot], item: location.offset)
    }

    /// Whether the snapshot holds an item.
    public func containsItem(_ item: ItemID) -> Bool { location(of: item) != nil }

    /// Whether the snapshot holds a section.
    public func containsSection(_ section: SectionID) -> Bool { slotOfSection[section] != nil }

    /// The items marked with ``reloadItems(_:)``, in display order.
    public var reloadedItemIdentifiers: [ItemID] { inDisplayOrder(reloadedItems) }

    /// The items marked with ``reconfigureItems(_:)``, in display order.
    public var reconfiguredItemIdentifiers: [ItemID] { inDisplayOrder(reconfiguredItems) }

    /// The sections marked with ``reloadSections(_:)``, in display order.
    public var reloadedSectionIdentifiers: [SectionID] {
        reloadedSections.sorted { (indexOfSection($0) ?? 0) < (indexOfSection($1) ?? 0) }
    }

    func inDisplayOrder(_ items: Set<ItemID>) -> [ItemID] {
        items.map { (index: indexOfItem($0) ?? 0, id: $0) }.sorted { $0.index < $1.index }.map(\.id)
    }
}
