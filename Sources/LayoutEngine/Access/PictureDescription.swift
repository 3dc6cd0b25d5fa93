import LayoutModel

// What a picture of a layout needs beyond the frames: which way it scrolls, what each
// supplementary element is (header, badge…) and whether it is pinned, and where orthogonal rows
// lie. All of it is read off the resolved plans; nothing is stored per item.

extension ResolvedLayout {
    /// The axis the collection view scrolls along (the configuration's `scrollDirection`).
    public var scrollDirection: Axis { scrollAxis }

    /// The boundary items of the whole layout (`section == nil`) or of one section, in
    /// definition order; empty for a section index out of range.
    public func boundarySupplementaries(section: Int?) -> [BoundarySupplementary] {
        guard let section else { return layoutBoundaries.map { describe($0, host: .layout) } }
        guard section >= 0, section < plans.count else { return [] }
        return plans[section].boundaries.map { describe($0, host: .section) }
    }

    /// What the supplementary element of `kind` at `indexPath` is. UIKit identifies a
    /// supplementary view by its kind and index path, so the pair names one element; a
    /// layout-level boundary item (at `[0, 0]`) is looked up before section 0's elements.
    /// nil when the layout has no such kind there.
    public func supplementaryRole(kind: String, indexPath: ElementIndexPath) -> SupplementaryRole? {
        if indexPath == ElementIndexPath(section: 0, item: 0), let item = layoutBoundaries.first(where: { $0.kind == kind }) {
            return .boundary(describe(item, host: .layout))
        }
        guard indexPath.section >= 0, indexPath.section < plans.count else { return nil }
        let plan = plans[indexPath.section]
        if indexPath.item == 0, let item = plan.boundaries.first(where: { $0.kind == kind }) {
            return .boundary(describe(item, host: .section))
        }
        for template in plan.templates {
            if template.itemSupplementaries.contains(where: { $0.kind == kind }) { return .item }
            if template.groupSupplementaries.contains(where: { $0.element.kind == kind }) { return .group }
        }
        return nil
    }

    /// Where section `section`'s orthogonal row lies; nil when the section does not scroll
    /// orthogonally (or does not exist).
    public func orthogonalRow(section: Int) -> OrthogonalRowPlacement? {
        guard section >= 0, section < plans.count else { return nil }
        let plan = plans[section]
        guard let row = plan.orthogonal else { return nil }
        let along = row.axis
        let across = along.cross
        // §9: the row's extent is measured from the collection view's edge; across, it is as
        // thick as the section's content box (its groups).
        let internalFrame = Rect.along(
            along, start: 0, length: row.contentLength,
            crossStart: plan.contentFrame.start(across), crossLength: plan.contentFrame.length(across))
        // Group offsets are measured from the first group's origin, pages from the row's edge.
        let restingEdge = row.behavior == .paging ? 0 : plan.groupOrigin[along]
        let mirrored = transform.mirrorWidth != nil && along == .horizontal
        return OrthogonalRowPlacement(
            frame: transform.apply(internalFrame),
            restingEdge: mirrored ? (transform.mirrorWidth ?? 0) - restingEdge : restingEdge,
            direction: mirrored ? -1 : 1)
    }

    private func describe(_ item: PlacedBoundary, host: BoundarySupplementary.Host) -> BoundarySupplementary {
        let edge: BoundarySupplementary.Edge
        switch item.placement {
        case .start: edge = .start
        case .end: edge = .end
        case .cross: edge = .other
        }
        return BoundarySupplementary(
            elementKind: item.kind, host: host, edge: edge, isPinned: item.pinned, naturalFrame: transform.apply(item.frame))
    }
}
