import LayoutModel

/// Replaces iOS 13's `subitem:count:` (deprecated in iOS 16) by iOS 16's
/// `repeatingSubitem:count:` where that lays out identically.
///
/// `subitem:count:` ignores the child's main-axis size and gives each of the `count` copies an
/// equal share of the group. `repeatingSubitem:count:` keeps the child's own size, so the child
/// gets `fractionalWidth(1/count)` (or `fractionalHeight`) instead. That is the same layout only
/// when nothing else takes room along the main axis: no spacing between the copies, no group
/// content insets, no edge spacing on the child, and a group size that is not an estimate.
/// Otherwise the division cannot be written as a dimension and `subitem:count:` stays.
enum EqualShare {
    /// The rewritten child and its share, or the reason no rewrite is exact.
    enum Outcome: Sendable, Hashable {
        case rewritten(GroupChild, share: Double)
        case kept(reason: String)
    }

    static func rewrite(_ group: Group, child: GroupChild, count: Int) -> Outcome {
        guard let axis = group.mainAxis else { return .kept(reason: "no main axis") }
        guard count > 0 else { return .kept(reason: "a count of \(count)") }
        // An equal share is written as a constant fraction, and a spacing or an inset of 0 in
        // one container need not be 0 in another.
        if group.containerExpressions[.count] != nil { return .kept(reason: "a count that depends on the container") }
        if group.containerExpressions[.interItemSpacing] != nil {
            return .kept(reason: "the spacing between items, which depends on the container")
        }
        let edges: [DirectionalEdge] = axis == .horizontal ? [.leading, .trailing] : [.top, .bottom]
        if edges.contains(where: { group.contentInsets.containerExpressions[$0] != nil }) {
            return .kept(reason: "the group's content insets, which depend on the container")
        }
        if group.size[axis].isEstimated {
            // A fraction of a size that is only estimated is not what dividing the measured
            // size gives.
            return .kept(reason: "the group's estimated \(axis == .horizontal ? "width" : "height")")
        }
        if let spacing = group.interItemSpacing, spacing.minimum != 0 {
            return .kept(reason: "the \(describe(spacing)) spacing between items")
        }
        if group.contentInsets.start(along: axis) != 0 || group.contentInsets.end(along: axis) != 0 {
            return .kept(reason: "the group's content insets")
        }
        if let edges = child.edgeSpacing, edges.start(along: axis) != nil || edges.end(along: axis) != nil {
            return .kept(reason: "the child's edge spacing")
        }
        let share = 1 / Double(count)
        var size = child.size
        size.setContainerExpression(nil, along: axis)
        size[axis] = axis == .horizontal ? .fractionalWidth(share) : .fractionalHeight(share)
        return .rewritten(child.withSize(size), share: share)
    }

    private static func describe(_ spacing: Spacing) -> String {
        switch spacing {
        case .fixed(let v): "fixed(\(CanonicalNumber.format(v)))"
        case .flexible(let v): "flexible(\(CanonicalNumber.format(v)))"
        }
    }
}

extension GroupChild {
    /// The same child with another layout size.
    func withSize(_ size: LayoutSize) -> GroupChild {
        switch self {
        case .item(var item):
            item.size = size
            return .item(item)
        case .group(var group):
            group.size = size
            return .group(group)
        }
    }
}
