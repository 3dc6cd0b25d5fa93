// Item matching for the changeset: which old items are deleted, which new ones inserted, and
// which survivors move (see the minimality rule on ``StagedChangeset``).
extension ChangesetBuilder {
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
        let newIndex = new.index
        let hash = newIndex.hasher
        let newSlotPositions = new.slotPositions
        let newSlotItems = new.slotItems
        let newOrderedSlots = new.orderedSlots
        let oldOfNew = oldOfNew
        var deletes: [ItemIndexPath] = []
        var sources = [ItemSource](repeating: ItemSource(section: -1, offset: 0, postDelete: 0), count: middles.total)
        for oldPosition in newOfOld.indices where newOfOld[oldPosition] >= 0 && !middles.old[oldPosition].isEmpty {
            var deleted = 0
            // Where the last surviving old item landed. Runs that stayed together are matched by
            // comparing with the next new item (or the one after, to step over an insertion)
            // instead of a hash lookup; a deleted item leaves the run where it was.
            var previousSection = -1
            var previousItems: [ItemID] = []
            var previousOffset = 0
            old.slotItems[old.orderedSlots[oldPosition]].withUnsafeBufferPointer { oldItems in
                for offset in middles.old[oldPosition] {
                    var newPosition = -1
                    var newOffset = previousOffset + 1
                    if previousSection >= 0 {
                        if newOffset < previousItems.count, previousItems[newOffset] == oldItems[offset] {
                            newPosition = previousSection
                        } else if newOffset + 1 < previousItems.count, previousItems[newOffset + 1] == oldItems[offset] {
                            newPosition = previousSection
                            newOffset += 1
                        }
                    }
                    if newPosition < 0, let bucket = newIndex.position(of: oldItems[offset], hash: hash(oldItems[offset]), in: newSlotItems) {
                        let location = newIndex.location(at: bucket)
                        newPosition = newSlotPositions[location.slot]
                        newOffset = location.offset
                    }
                    if newPosition >= 0, oldOfNew[newPosition] >= 0 {
                        let index = middles.newBase[newPosition] + newOffset - middles.new[newPosition].lowerBound
                        sources[index] = ItemSource(section: oldPosition, offset: offset, postDelete: offset - deleted)
                        if newPosition != previousSection { previousItems = newSlotItems[newOrderedSlots[newPosition]] }
                        previousSection = newPosition
                        previousOffset = newOffset
                    } else {
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
}

/// Where a new item's match was: old section position, old offset, and offset once the
/// section's deleted items are gone.
struct ItemSource {
    var section: Int
    var offset: Int
    var postDelete: Int
}
