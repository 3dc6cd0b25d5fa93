import LayoutEngine
import LayoutModel
import Rendering

/// How two revisions' frames differ on one screen with one set of data: every element matched
/// by category, element kind and index path.
public struct GeometryDiff: Sendable {
    /// One element's change.
    public struct Change: Sendable, Hashable {
        public var category: LayoutAttributes.Category
        public var elementKind: String?
        public var indexPath: IndexPath
        public var kind: DiffPicture.Change
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

    /// `14 cells moved, 3 resized, content height 1,240 → 1,310`.
    public var summary: String {
        var parts: [String] = []
        for category in LayoutAttributes.Category.allCases {
            let counted = [DiffPicture.Change.moved, .resized, .appeared, .disappeared].compactMap { kind -> (Int, DiffPicture.Change)? in
                let count = changes.filter { $0.category == category && $0.kind == kind }.count
                return count > 0 ? (count, kind) : nil
            }
            // The first count of a category names it: "14 cells moved, 3 resized".
            for (index, (count, kind)) in counted.enumerated() {
                parts.append(index == 0 ? "\(count) \(Self.noun(category, count: count)) \(kind.rawValue)" : "\(count) \(kind.rawValue)")
            }
        }
        if parts.isEmpty { parts.append("no element changed") }
        let a = from.layout.contentSize, b = to.layout.contentSize
        let horizontal = to.revision.definition.configuration.scrollDirection == .horizontal
        let (old, new) = horizontal ? (a.width, b.width) : (a.height, b.height)
        let axis = horizontal ? "width" : "height"
        parts.append(old == new ? "content \(axis) \(Self.grouped(new))" : "content \(axis) \(Self.grouped(old)) → \(Self.grouped(new))")
        return parts.joined(separator: ", ")
    }

    static func noun(_ category: LayoutAttributes.Category, count: Int) -> String {
        switch category {
        case .cell: count == 1 ? "cell" : "cells"
        case .supplementary: count == 1 ? "supplementary" : "supplementaries"
        case .decoration: count == 1 ? "decoration" : "decorations"
        }
    }

    /// `1,240` or `1,240.5`.
    static func grouped(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        // Beyond whole-number precision (or not finite) there is nothing to group.
        guard rounded.isFinite, abs(rounded) < 1e15 else { return CanonicalNumber.format(value) }
        let whole = Int(rounded.rounded(.towardZero))
        var digits = String(abs(whole))
        var groups: [String] = []
        while digits.count > 3 {
            groups.insert(String(digits.suffix(3)), at: 0)
            digits.removeLast(3)
        }
        groups.insert(digits, at: 0)
        // Rounded again: the subtraction brings back binary noise (1493.4 - 1493 = 0.40000000000009095).
        let fraction = (abs(rounded - Double(whole)) * 100).rounded() / 100
        let sign = rounded < 0 ? "-" : ""
        let fractionText = fraction > 0 ? String(CanonicalNumber.format(fraction).dropFirst()) : ""
        return sign + groups.joined(separator: ",") + fractionText
    }

    /// Matches the elements of two resolutions.
    static func compare(_ from: Resolution, _ to: Resolution) -> GeometryDiff {
        struct Key: Hashable {
            var category: LayoutAttributes.Category
            var kind: String?
            var indexPath: IndexPath
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
                changes.append(Change(category: key.category, elementKind: key.kind, indexPath: key.indexPath, kind: .appeared, before: nil, after: element.frame))
                return
            }
            let after = element.frame
            let resized = abs(after.width - before.width) > tolerance || abs(after.height - before.height) > tolerance
            let moved = abs(after.x - before.x) > tolerance || abs(after.y - before.y) > tolerance
            if resized || moved {
                changes.append(Change(category: key.category, elementKind: key.kind, indexPath: key.indexPath,
                                      kind: resized ? .resized : .moved, before: before, after: after))
            } else {
                unchanged += 1
            }
        }
        for (key, frame) in oldOrder where !seen.contains(key) {
            changes.append(Change(category: key.category, elementKind: key.kind, indexPath: key.indexPath, kind: .disappeared, before: frame, after: nil))
        }
        return GeometryDiff(from: from, to: to, changes: changes, unchangedCount: unchanged)
    }

    /// The overlay picture.
    public var svg: String {
        var items: [DiffPicture.Item] = []
        to.layout.forEachElement { element in
            items.append(DiffPicture.Item(category: element.category, label: Self.label(element.category, element.elementKind, element.indexPath),
                                          before: element.frame, after: element.frame, change: .unchanged))
        }
        var index: [String: Int] = [:]
        for (i, item) in items.enumerated() { index[item.label] = i }
        for change in changes {
            let label = Self.label(change.category, change.elementKind, change.indexPath)
            let item = DiffPicture.Item(category: change.category, label: label, before: change.before, after: change.after, change: change.kind)
            if let i = index[label] { items[i] = item } else { items.append(item) }
        }
        let size = Extent(width: max(from.layout.contentSize.width, to.layout.contentSize.width),
                          height: max(from.layout.contentSize.height, to.layout.contentSize.height))
        let picture = DiffPicture(
            title: "\(from.revision.name)@\(from.revision.number) → \(to.revision.name)@\(to.revision.number)",
            subtitle: "\(to.device?.name ?? "\(Resolution.number(to.environment.width)) × \(Resolution.number(to.environment.height))") · \(summary)",
            items: items, contentSize: size, viewport: Rect(x: 0, y: 0, width: to.environment.width, height: to.environment.height))
        return DiffSVGRenderer().render(picture)
    }

    static func label(_ category: LayoutAttributes.Category, _ kind: String?, _ indexPath: IndexPath) -> String {
        let path = "[\(indexPath.section), \(indexPath.item)]"
        switch category {
        case .cell: return "cell \(path)"
        case .supplementary: return "\(kind ?? "supplementary") \(path)"
        case .decoration: return "decoration \(kind ?? "") \(path)"
        }
    }
}

extension Catalog {
    /// Resolves both revisions on the same screen with the same data and compares their frames.
    public func geometryDiff(_ from: RevisionReference, _ to: RevisionReference, _ request: ResolveRequest) throws -> GeometryDiff {
        let (a, b, dataset) = try database.read { store in
            (try Self.revision(from, in: store), try Self.revision(to, in: store),
             try request.dataset.map { try Self.dataset(RevisionReference(parsing: $0), in: store) })
        }
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
            throw ServiceError.invalidArgument("a geometric diff compares at most \(limit) elements per side; pass a smaller --items or --counts")
        }
        return GeometryDiff.compare(before, after)
    }
}
