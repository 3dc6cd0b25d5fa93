/// The changes that turn one snapshot into another, split into the batches UIKit accepts and
/// listed in the index spaces each batch uses.
///
/// Apply ``stages`` in order, one `performBatchUpdates` each (after updating the data source to
/// what that stage leaves):
///
/// 1. item reloads, at old index paths;
/// 2. section deletes and item deletes, at old indices;
/// 3. section inserts at new indices, and section moves from the index after the deletes to the
///    new index;
/// 4. item inserts at new index paths, and item moves from (the new index of the item's old
///    section, the item's index after the deletes) to the new index path;
/// 5. section reloads, at new indices;
/// 6. item reconfigures, at new index paths.
///
/// Items of a deleted section are not listed one by one. An item whose new section did not
/// exist before is deleted in stage 2 and arrives with its section. An item whose old section
/// is deleted is inserted in stage 4. Reloads, reconfigures and section reloads come from the
/// marks on the new snapshot and only concern items and sections present in both snapshots,
/// outside deleted and inserted sections; an item marked both reloaded and reconfigured is only
/// reloaded.
///
/// Moves are minimal. A section stays put when it lies on a longest increasing subsequence of
/// the old positions of the surviving sections taken in new order; every other surviving section
/// moves. An item is a survivor when it is in both snapshots and both its old and its new
/// section are in both snapshots. A survivor that changes section always moves. For each
/// surviving section, the survivors that were already in it stay put when they lie on a longest
/// increasing subsequence of their old offsets taken in new order; the others move. No valid
/// batch update can keep more items or sections in place, since the ones kept must keep their
/// relative order.
public struct StagedChangeset: Hashable, Sendable {
    /// Stage 1: items to reload, at old index paths.
    public var itemReloads: [ItemIndexPath] = []
    /// Stage 2: sections to delete, at old indices.
    public var sectionDeletes: [Int] = []
    /// Stage 2: items to delete, at old index paths.
    public var itemDeletes: [ItemIndexPath] = []
    /// Stage 3: sections to insert, at new indices.
    public var sectionInserts: [Int] = []
    /// Stage 3: sections to move, from the index after the deletes to the new index.
    public var sectionMoves: [SectionMove] = []
    /// Stage 4: items to insert, at new index paths.
    public var itemInserts: [ItemIndexPath] = []
    /// Stage 4: items to move, from (new index of the old section, index after the deletes) to
    /// the new index path.
    public var itemMoves: [ItemMove] = []
    /// Stage 5: sections to reload, at new indices.
    public var sectionReloads: [Int] = []
    /// Stage 6: items to reconfigure, at new index paths.
    public var itemReconfigures: [ItemIndexPath] = []

    /// Creates an empty changeset.
    public init() {}

    /// The non-empty stages, in the order they must be applied.
    public var stages: [ChangesetStage] {
        var stages: [ChangesetStage] = []
        if !itemReloads.isEmpty { stages.append(.itemReloads(itemReloads)) }
        if !sectionDeletes.isEmpty || !itemDeletes.isEmpty {
            stages.append(.deletes(sections: sectionDeletes, items: itemDeletes))
        }
        if !sectionInserts.isEmpty || !sectionMoves.isEmpty {
            stages.append(.sectionInsertsAndMoves(inserts: sectionInserts, moves: sectionMoves))
        }
        if !itemInserts.isEmpty || !itemMoves.isEmpty {
            stages.append(.itemInsertsAndMoves(inserts: itemInserts, moves: itemMoves))
        }
        if !sectionReloads.isEmpty { stages.append(.sectionReloads(sectionReloads)) }
        if !itemReconfigures.isEmpty { stages.append(.itemReconfigures(itemReconfigures)) }
        return stages
    }

    /// Whether there is nothing to apply.
    public var isEmpty: Bool { summary == ChangesetSummary() }

    /// How many changes of each kind.
    public var summary: ChangesetSummary {
        ChangesetSummary(
            sectionDeletes: sectionDeletes.count, sectionInserts: sectionInserts.count,
            sectionMoves: sectionMoves.count, itemDeletes: itemDeletes.count,
            itemInserts: itemInserts.count, itemMoves: itemMoves.count,
            itemReloads: itemReloads.count, itemReconfigures: itemReconfigures.count,
            sectionReloads: sectionReloads.count)
    }
}

/// One batch of a ``StagedChangeset``.
public enum ChangesetStage: Hashable, Sendable {
    /// Items to reload, at old index paths.
    case itemReloads([ItemIndexPath])
    /// Sections and items to delete, at old positions.
    case deletes(sections: [Int], items: [ItemIndexPath])
    /// Sections to insert (new indices) and to move (index after the deletes → new index).
    case sectionInsertsAndMoves(inserts: [Int], moves: [SectionMove])
    /// Items to insert (new index paths) and to move (see ``StagedChangeset/itemMoves``).
    case itemInsertsAndMoves(inserts: [ItemIndexPath], moves: [ItemMove])
    /// Sections to reload, at new indices.
    case sectionReloads([Int])
    /// Items to reconfigure, at new index paths.
    case itemReconfigures([ItemIndexPath])
}

/// A section move, encoded as `[from, to]`.
public struct SectionMove: Hashable, Sendable {
    /// The index before the move.
    public var from: Int
    /// The index after the move.
    public var to: Int

    /// Creates a section move.
    public init(from: Int, to: Int) {
        self.from = from
        self.to = to
    }
}

/// An item move, encoded as `[[section, item], [section, item]]`.
public struct ItemMove: Hashable, Sendable {
    /// The index path before the move.
    public var from: ItemIndexPath
    /// The index path after the move.
    public var to: ItemIndexPath

    /// Creates an item move.
    public init(from: ItemIndexPath, to: ItemIndexPath) {
        self.from = from
        self.to = to
    }
}

/// How many changes of each kind a ``StagedChangeset`` holds.
public struct ChangesetSummary: Hashable, Sendable, Codable {
    /// Sections deleted.
    public var sectionDeletes = 0
    /// Sections inserted.
    public var sectionInserts = 0
    /// Sections moved.
    public var sectionMoves = 0
    /// Items deleted one by one (not counting those of deleted sections).
    public var itemDeletes = 0
    /// Items inserted one by one (not counting those of inserted sections).
    public var itemInserts = 0
    /// Items moved.
    public var itemMoves = 0
    /// Items reloaded.
    public var itemReloads = 0
    /// Items reconfigured.
    public var itemReconfigures = 0
    /// Sections reloaded.
    public var sectionReloads = 0

    /// Creates a summary.
    public init(
        sectionDeletes: Int = 0, sectionInserts: Int = 0, sectionMoves: Int = 0,
        itemDeletes: Int = 0, itemInserts: Int = 0, itemMoves: Int = 0,
        itemReloads: Int = 0, itemReconfigures: Int = 0, sectionReloads: Int = 0
    ) {
        self.sectionDeletes = sectionDeletes
        self.sectionInserts = sectionInserts
        self.sectionMoves = sectionMoves
        self.itemDeletes = itemDeletes
        self.itemInserts = itemInserts
        self.itemMoves = itemMoves
        self.itemReloads = itemReloads
        self.itemReconfigures = itemReconfigures
        self.sectionReloads = sectionReloads
    }
}
