import Foundation

extension StagedChangeset {
    /// Computes the staged changeset from `old` to `new`.
    ///
    /// Pure and `Sendable`-safe, so it can run off the main thread. Common leading and trailing
    /// runs of sections, and of items inside each surviving section, are skipped before any
    /// hashing; the remaining old items are looked up once each in the new snapshot's index, and
    /// moves come from one longest-increasing-subsequence pass per section. Two equal snapshots
    /// cost one comparison per item.
    @_specialize(where SectionID == String, ItemID == String)
    @_specialize(where SectionID == UUID, ItemID == UUID)
    public init<SectionID, ItemID>(from old: DiffableSnapshot<SectionID, ItemID>, to new: DiffableSnapshot<SectionID, ItemID>) {
        var builder = ChangesetBuilder(old: old, new: new)
        self = builder.build()
    }
}

extension DiffableSnapshot {
    /// The staged changeset that turns this snapshot into `new`.
    public func changeset(to new: Self) -> StagedChangeset {
        StagedChangeset(from: self, to: new)
    }
}

/// The working state of one changeset computation.
private struct ChangesetBuilder<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable> {
    let old: DiffableSnapshot<SectionID, ItemID>
    let new: DiffableSnapshot<SectionID, ItemID>
    var result = StagedChangeset()
    /// The new position of each old section, -1 when deleted.
    var newOfOld: [Int] = []
    /// The old position of each new section, -1 when inserted.
    var oldOfNew: [Int] = []
    /// The position of each old section once the deleted sections are gone.
    var postDeleteSection: [Int] = []

    init(old: DiffableSnapshot<SectionID, ItemID>, new: DiffableSnapshot<SectionID, ItemID>) {
        self.old = old
        self.new = new
    }

    mutating func build() -> StagedChangeset {
        matchSections()
        matchItems()
        collectMarks()
        return result
    }

    mutating func matchSections() {
        let oldSections = old.orderedSections
        let newSections = new.orderedSections
        let oldCount = oldSections.count
        let newCount = newSections.count
        newOfOld = [Int](repeating: -1, count: oldCount)
        oldOfNew = [Int](repeating: -1, count: newCount)
        let (prefix, suffix) = commonEnds(oldSections, newSections)
        for index in 0..<prefix {
            newOfOld[index] = index
            oldOfNew[index] = index
        }
        for back in 1..<(suffix + 1) {
            newOfOld[oldCount - back] = newCount - back
            oldOfNew[newCount - back] = oldCount - back
        }
        for position in prefix..<(newCount - suffix) {
            if let slot = old.slotOfSection[newSections[position]] {
                let oldPosition = old.slotPositions[slot]
                oldOfNew[position] = oldPosition
                newOfOld[oldPosition] = position
            }
        }

        postDeleteSection = [Int](repeating: -1, count: oldCount)
        var deleted = 0
        for position in 0..<oldCount {
            if newOfOld[position] < 0 {
                result.sectionDeletes.append(position)
                deleted += 1
            } else {
                postDeleteSection[position] = position - deleted
            }
        }
        var keptOldPositions: [Int] = []
        keptOldPositions.reserveCapacity(newCount)
        for position in 0..<newCount {
            if oldOfNew[position] < 0 {
                result.sectionInserts.append(position)
            } else {
                keptOldPositions.append(oldOfNew[position])
            }
        }
        let staying = longestIncreasingSubsequenceMask(keptOldPositions)
        for (index, oldPosition) in keptOldPositions.enumerated() where !staying[index] {
            result.sectionMoves.append(SectionMove(from: postDeleteSection[oldPosition], to: newOfOld[oldPosition]))
        }
    }

    mutating func matchItems() {
        let middles = trimmedMiddles()
        guard middles.total > 0 || middles.old.contains(where: { !$0.isEmpty }) else { return }
        let sources = locateSources(in: middles)
        emitInsertsAndMoves(middles, sources)
    }

    /// The untrimmed middle of each surviving section, old and new, and where each new middle
    /// starts in the compact per-item array of sources.
    struct Middles {
        var old: [Range<Int>]
        var new: [Range<Int>]
        var newBase: [Int]
        var total = 0
    }

    func trimmedMiddles() -> Middles {
        var middles = Middles(
            old: [Range<Int>](repeating: 0..<0, count: newOfOld.count),
            new: [Range<Int>](repeating: 0..<0, count: oldOfNew.count),
            newBase: [Int](repeating: 0, count: oldOfNew.count))
        for newPosition in oldOfNew.indices where oldOfNew[newPosition] >= 0 {
            let oldPosition = oldOfNew[newPosition]
            let oldItems = old.slotItems[old.orderedSlots[oldPosition]]
            let newItems = new.slotItems[new.orderedSlots[newPosition]]
            let (prefix, suffix) = commonEnds(oldItems, newItems)
            middles.old[oldPosition] = prefix..<(oldItems.count - suffix)
            middles.new[newPosition] = prefix..<(newItems.count - suffix)
            middles.newBase[newPosition] = middles.total
            middles.total += newItems.count - suffix - prefix
        }
        return middles
    }

    /// Finds, for each new middle item, where its match was in the old snapshot (section -1 when
    /// it has no surviving match), and records the old items to delete.
    mutating func locateSources(in middles: Middles) -> [ItemSource] {
        // Locals rather than properties of `self`, so the loop does no reference counting on them.
        let newLocations = new.locations
        let newSlotPositions = new.slotPositions
        let newSlotItems = new.slotItems
        let oldOfNew = oldOfNew
        var deletes: [ItemIndexPath] = []
        var sources = [ItemSource](repeating: ItemSource(section: -1, offset: 0, postDelete: 0), count: middles.total)
        for oldPosition in newOfOld.indices where newOfOld[oldPosition] >= 0 && !middles.old[oldPosition].isEmpty {
            var deleted = 0
            // Where the previous old item landed: runs of items that stay together are matched
            // by one comparison each instead of a hash lookup.
            var previousSection = -1
            var previousItems: [ItemID] = []
            var previousOffset = 0
            old.slotItems[old.orderedSlots[oldPosition]].withUnsafeBufferPointer { oldItems in
                for offset in middles.old[oldPosition] {
                    var newPosition = previousSection
                    var newOffset = previousOffset + 1
                    if newPosition < 0 || newOffset >= previousItems.count || previousItems[newOffset] != oldItems[offset] {
                        newPosition = -1
                        if let location = newLocations[oldItems[offset]] {
                            newPosition = newSlotPositions[location.slot]
                            newOffset = location.offset
                            if newPosition != previousSection { previousItems = newSlotItems[location.slot] }
                        }
                    }
                    if newPosition >= 0, oldOfNew[newPosition] >= 0 {
                        let index = middles.newBase[newPosition] + newOffset - middles.new[newPosition].lowerBound
                        sources[index] = ItemSource(section: oldPosition, offset: offset, postDelete: offset - deleted)
                        previousSection = newPosition
                        previousOffset = newOffset
                    } else {
                        previousSection = -1
                        deletes.append(ItemIndexPath(section: oldPosition, item: offset))
                        deleted += 1
                    }
                }
            }
        }
        result.itemDeletes = deletes
        return sources
    }

    /// Lists inserts and moves in new order: survivors off the longest increasing run of their
    /// section, and survivors that changed section, move.
    mutating func emitInsertsAndMoves(_ middles: Middles, _ sources: [ItemSource]) {
        let oldOfNew = oldOfNew
        let newOfOld = newOfOld
        var inserts: [ItemIndexPath] = []
        var moves: [ItemMove] = []
        var sameSectionOffsets: [Int] = []
        for newPosition in oldOfNew.indices where oldOfNew[newPosition] >= 0 && !middles.new[newPosition].isEmpty {
            let oldPosition = oldOfNew[newPosition]
            let base = middles.newBase[newPosition] - middles.new[newPosition].lowerBound
            sameSectionOffsets.removeAll(keepingCapacity: true)
            for offset in middles.new[newPosition] where sources[base + offset].section == oldPosition {
                sameSectionOffsets.append(sources[base + offset].offset)
            }
            let staying = longestIncreasingSubsequenceMask(sameSectionOffsets)
            var candidate = 0
            for offset in middles.new[newPosition] {
                let source = sources[base + offset]
                let destination = ItemIndexPath(section: newPosition, item: offset)
                if source.section < 0 {
                    inserts.append(destination)
                    continue
                }
                if source.section == oldPosition {
                    candidate += 1
                    if staying[candidate - 1] { continue }
                }
                moves.append(ItemMove(from: ItemIndexPath(section: newOfOld[source.section], item: source.postDelete), to: destination))
            }
        }
        result.itemInserts = inserts
        result.itemMoves = moves
    }

    /// Whether an item is in both snapshots, outside deleted and inserted sections.
    func survivingPaths(of item: ItemID) -> (old: ItemIndexPath, new: ItemIndexPath)? {
        guard let oldPath = old.indexPath(ofItem: item), let newPath = new.indexPath(ofItem: item),
              newOfOld[oldPath.section] >= 0, oldOfNew[newPath.section] >= 0
        else { return nil }
        return (oldPath, newPath)
    }

    mutating func collectMarks() {
        for item in new.reloadedItems {
            if let paths = survivingPaths(of: item) { result.itemReloads.append(paths.old) }
        }
        for item in new.reconfiguredItems where !new.reloadedItems.contains(item) {
            if let paths = survivingPaths(of: item) { result.itemReconfigures.append(paths.new) }
        }
        for section in new.reloadedSections {
            if let position = new.indexOfSection(section), oldOfNew[position] >= 0 {
                result.sectionReloads.append(position)
            }
        }
        result.itemReloads.sort()
        result.itemReconfigures.sort()
        result.sectionReloads.sort()
    }
}

/// Where a new item's match was: old section position, old offset, and offset once the
/// section's deleted items are gone.
struct ItemSource {
    var section: Int
    var offset: Int
    var postDelete: Int
}

/// The lengths of the longest common prefix and, in what remains, the longest common suffix.
func commonEnds<Element: Equatable>(_ old: [Element], _ new: [Element]) -> (prefix: Int, suffix: Int) {
    old.withUnsafeBufferPointer { old in
        new.withUnsafeBufferPointer { new in
            let shorter = min(old.count, new.count)
            var prefix = 0
            while prefix < shorter, old[prefix] == new[prefix] { prefix += 1 }
            var suffix = 0
            while suffix < shorter - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
            return (prefix, suffix)
        }
    }
}
