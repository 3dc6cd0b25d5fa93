import LayoutModel

// `layoutAttributesForElements(in:)` and friends. A rect query touches only the sections whose
// ink overlaps the rect (binary search on prefix/suffix extents) and, inside a section, only the
// groups an arithmetic range on the group pitch says can reach it; each candidate's reported
// frame is then tested exactly, so the answer equals filtering `forEachElement` by
// `Rect.intersects`.

extension ResolvedLayout {
    /// `layoutAttributesForElements(in:)`: every element whose frame intersects `rect`, in the
    /// documented order, with pinned boundary items at their natural place.
    public func elements(in rect: Rect) -> [LayoutAttributes] {
        var result: [LayoutAttributes] = []
        visit(query: rect, scrollOffset: nil) { result.append($0) }
        return result
    }

    /// Like `elements(in:)`, with pinned boundary items (`pinToVisibleBounds`) where they sit
    /// when the collection view is scrolled to `scrollOffset` along its scroll axis.
    ///
    /// `scrollOffset` is the content coordinate of the first visible point along the scroll
    /// axis below any bars (UIKit: `contentOffset.y + adjustedContentInset.top`); the visible
    /// region is the bounds length less the safe area's insets along that axis.
    public func elements(in rect: Rect, scrollOffset: Double) -> [LayoutAttributes] {
        var result: [LayoutAttributes] = []
        visit(query: rect, scrollOffset: scrollOffset) { result.append($0) }
        return result
    }

    /// `layoutAttributesForItem(at:)`: the cell at an index path, or nil when there is none.
    public func attributesForItem(at indexPath: ElementIndexPath) -> LayoutAttributes? {
        guard indexPath.section >= 0, indexPath.section < plans.count else { return nil }
        let plan = plans[indexPath.section]
        guard let run = plan.run(containing: indexPath.item) else { return nil }
        let template = plan.templates[run.template]
        let local = indexPath.item - run.firstItem
        let group = local / template.leafCount
        let leaf = local % template.leafCount
        let origin = plan.origin(of: run, group: group)
        let slot = template.leaves[leaf]
        return LayoutAttributes(
            category: .cell, elementKind: nil, indexPath: indexPath,
            frame: transform.apply(slot.frame.offsetBy(dx: origin.x, dy: origin.y)),
            zIndex: slot.zIndex ?? plan.cellZIndex)
    }

    /// Every supplementary and decoration element of one kind, in the documented order
    /// (e.g. the section headers), with pinned items at their natural place. Walks every
    /// element: for large layouts prefer a rect query.
    public func elements(ofKind kind: String) -> [LayoutAttributes] {
        var result: [LayoutAttributes] = []
        forEachElement { if $0.elementKind == kind { result.append($0) } }
        return result
    }
}
