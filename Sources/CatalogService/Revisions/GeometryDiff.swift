import LayoutEngine
import LayoutModel

/// How two revisions' frames differ on one screen with one set of data: every element matched
/// by category, element kind and index path.
public struct GeometryDiff: Sendable {
    /// How one element changed.
    public enum ChangeKind: String, Sendable, Hashable, CaseIterable {
        case moved, resized, appeared, disappeared
    }

    /// One element's change.
    public struct Change: Sendable, Hashable {
        public var category: LayoutAttributes.Category
        public var elementKind: String?
        public var indexPath: ElementIndexPath
        public var kind: ChangeKind
        public var before: Rect?
        public var after: Rect?

        /// (dx, dy) for moved elements.
        public var offset: (dx: Double, dy: Double)? {
            guard let before, let after else { return nil }
            return (after.x - before.x, after.y - before.y)
        }

        /// (dw, dh) for resized elements.
        public var growth: (dw: Double, dh: Double)? {
            guard let before, let after else { return nil }
            return (after.width - before.width, after.height - before.height)
        }
    }

    public var from: Resolution
    public var to: Resolution
    /// Every element that moved, resized, appeared or disappeared, in the new layout's order
    /// (disappeared ones after, in the old order).
    public var changes: [Change]
    public var unchangedCount: Int

    /// Frames closer than this are equal (points).
    static let tolerance = 0.001

    /// Matches the elements of two resolutions.
    static func compare(_ from: Resolution, _ to: Resolution) -> GeometryDiff {
        struct Key: Hashable {
            var category: LayoutAttributes.Category
            var kind: String?
            var indexPath: ElementIndexPath
        }
        var old: [Key: Rect] = [:]
        var oldOrder: [(Key, Rect)] = []
        from.layout.forEachElement { element in
            let key = Key(category: element.category, kind: element.elementKind, indexPath: element.indexPath)
            if old[key] == nil { oldOrder.append((key, element.frame)) }
            old[key] = element.frame
        }
        var changes: [Change] = []
        var seen: Set<Key> = []
        var unchanged = 0
        to.layout.forEachElement { element in
            let key = Key(category: element.category, kind: element.elementKind, indexPath: element.indexPath)
            guard seen.insert(key).inserted else { return }
            guard let before = old[key] else {
                changes.append(
                    Change(
                        category: key.category, elementKind: key.kind, indexPath: key.indexPath, kind: .appeared, before: nil, after: element.frame))
                return
            }
            let after = element.frame
            let resized = abs(after.width - before.width) > tolerance || abs(after.height - before.height) > tolerance
            let moved = abs(after.x - before.x) > tolerance || abs(after.y - before.y) > tolerance
            if resized || moved {
                changes.append(
                    Change(
                        category: key.category, elementKind: key.kind, indexPath: key.indexPath,
                        kind: resized ? .resized : .moved, before: before, after: after))
            } else {
                unchanged += 1
            }
        }
        for (key, frame) in oldOrder where !seen.contains(key) {
            changes.append(
                Change(category: key.category, elementKind: key.kind, indexPath: key.indexPath, kind: .disappeared, before: frame, after: nil))
        }
        return GeometryDiff(from: from, to: to, changes: changes, unchangedCount: unchanged)
    }
}

extension Catalog {
    /// Resolves both revisions on the same screen with the same data and compares their frames.
    public func geometryDiff(_ from: RevisionReference, _ to: RevisionReference, _ request: ResolveRequest) throws -> GeometryDiff {
        let (a, b, dataset) = try database.read { store in
            (
                try Self.revision(from, in: store), try Self.revision(to, in: store),
                try request.dataset.map { try Self.dataset(RevisionReference(parsing: $0), in: store) }
            )
        }
        return try Self.geometryDiff(a, b, request, dataset: dataset)
    }

    /// The comparison of two revisions already read, `dataset` being the one the request names.
    static func geometryDiff(_ a: StoredRevision, _ b: StoredRevision, _ request: ResolveRequest, dataset: StoredDataset?) throws -> GeometryDiff {
        // Both sides get the same data: what the request names, or else the new revision's own
        // (its preview or sample), which that first resolution already is.
        let after = try Self.resolve(b, request, dataset: dataset)
        var shared = request
        if request.counts == nil, request.itemsPerSection == nil, dataset == nil {
            shared.counts = after.data.sections.map(\.itemCount)
        }
        let before = try Self.resolve(a, shared, dataset: dataset)
        // Matching keeps every element of both sides in memory; past this it is the wrong tool.
        let limit = 2_000_000
        if max(before.layout.elementCount, after.layout.elementCount) > limit {
            throw ServiceError.tooManyElementsToCompare(limit: limit)
        }
        return GeometryDiff.compare(before, after)
    }
}
