import LayoutModel

// A section's frames repeat its group template (§4): a group is laid out once, its leaf frames
// kept relative to the group's origin, and every materialised group is the template moved by a
// multiple of the group pitch. These are the stored shapes.

/// One cell slot of a group template, relative to the group's origin.
struct LeafTemplate: Sendable {
    var frame: Rect
    /// A custom group item's own zIndex; nil for ordinary items (the section default applies).
    var zIndex: Int?
}

/// A supplementary item (badge) relative to the group's origin.
struct SupplementaryTemplate: Sendable {
    var kind: String
    var frame: Rect
    var zIndex: Int
}

/// A supplementary item attached to a (possibly nested) group. It is emitted for a group
/// instance only if the group holds at least one materialised item; its index path is that
/// of the group's first item (UIKit's choice is unknown, §6).
struct GroupSupplementaryTemplate: Sendable {
    var element: SupplementaryTemplate
    /// The first leaf of the group it belongs to, in template leaf numbering.
    var firstLeaf: Int
}

/// A resolved group: its size and everything it places, relative to its origin.
struct GroupTemplate: Sendable {
    var size: Extent
    var leaves: [LeafTemplate]
    /// Item supplementaries in leaf order; those of leaf k are
    /// `itemSupplementaries[supplementaryStart[k] ..< supplementaryStart[k + 1]]`.
    var itemSupplementaries: [SupplementaryTemplate]
    var supplementaryStart: [Int]
    var groupSupplementaries: [GroupSupplementaryTemplate]
    /// The union of the group box and every frame it places, relative to its origin: what a
    /// rect query must test (badges and overflowing items stick out of the box).
    var ink: Rect

    var leafCount: Int { leaves.count }

    init(_ fragment: Fragment) {
        size = fragment.size
        leaves = fragment.leaves
        var supplementaries: [SupplementaryTemplate] = []
        var start = [Int](repeating: 0, count: fragment.leaves.count + 1)
        // Item supplementaries arrive grouped by leaf already (children are appended in leaf
        // order); a counting pass keeps this linear anyway.
        var perLeaf = [Int](repeating: 0, count: fragment.leaves.count)
        for entry in fragment.itemSupplementaries where entry.leaf < perLeaf.count { perLeaf[entry.leaf] += 1 }
        for k in 0..<perLeaf.count { start[k + 1] = start[k] + perLeaf[k] }
        var slots = [SupplementaryTemplate?](repeating: nil, count: start[perLeaf.count])
        var next = start
        for entry in fragment.itemSupplementaries where entry.leaf < perLeaf.count {
            slots[next[entry.leaf]] = entry.element
            next[entry.leaf] += 1
        }
        for case let element? in slots { supplementaries.append(element) }
        itemSupplementaries = supplementaries
        supplementaryStart = start
        groupSupplementaries = fragment.groupSupplementaries
        var ink = Rect(x: 0, y: 0, width: fragment.size.width, height: fragment.size.height)
        for leaf in fragment.leaves { ink = ink.union(leaf.frame) }
        for element in supplementaries { ink = ink.union(element.frame) }
        for element in fragment.groupSupplementaries { ink = ink.union(element.element.frame) }
        self.ink = ink
    }

    /// How many item supplementaries the first `leaves` leaves carry.
    func itemSupplementaryCount(firstLeaves leaves: Int) -> Int {
        supplementaryStart[Swift.max(0, Swift.min(leaves, leafCount))]
    }

    /// How many group supplementaries a group instance holding `items` items emits.
    func groupSupplementaryCount(items: Int) -> Int {
        groupSupplementaries.reduce(0) { $0 + ($1.firstLeaf < items ? 1 : 0) }
    }
}

/// A laid-out item or group in its own coordinates (origin at its top-left), before its parent
/// places it. Nested groups are merged into their parent's fragment with an offset.
struct Fragment {
    var size: Extent
    var leaves: [LeafTemplate] = []
    var itemSupplementaries: [(leaf: Int, element: SupplementaryTemplate)] = []
    var groupSupplementaries: [GroupSupplementaryTemplate] = []
    /// The largest raw size among this group's direct `uniformAcrossSiblings` children, per
    /// axis (before any sibling growth). Used for the section-wide rule on the outermost group.
    var uniformChildren = UniformSizes()

    var leafCount: Int { leaves.count }

    /// Adds a child fragment placed at `origin` within this one.
    mutating func append(_ child: Fragment, at origin: Point) {
        let base = leaves.count
        for leaf in child.leaves {
            leaves.append(LeafTemplate(frame: leaf.frame.offsetBy(dx: origin.x, dy: origin.y), zIndex: leaf.zIndex))
        }
        for entry in child.itemSupplementaries {
            var element = entry.element
            element.frame = element.frame.offsetBy(dx: origin.x, dy: origin.y)
            itemSupplementaries.append((base + entry.leaf, element))
        }
        for entry in child.groupSupplementaries {
            var moved = entry
            moved.element.frame = entry.element.frame.offsetBy(dx: origin.x, dy: origin.y)
            moved.firstLeaf += base
            groupSupplementaries.append(moved)
        }
    }
}
