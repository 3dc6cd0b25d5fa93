import Foundation

extension StagedChangeset {
    /// Computes the staged changeset from `old` to `new`.
    ///
    /// Pure and `Sendable`-safe, so it can run off the main thread. Common leading and trailing
    /// runs of sections, and of items inside each surviving section, are skipped before any
    /// hashing. Each remaining old item is first compared with the new item following the
    /// previous match, and looked up in the new snapshot's hash index only when that fails, so
    /// runs that stayed together cost one comparison per item. Moves come from one
    /// longest-increasing-subsequence pass per section. Two equal snapshots cost one comparison
    /// per item and no hashing.
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
struct ChangesetBuilder<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable> {
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
