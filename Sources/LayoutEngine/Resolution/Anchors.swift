import LayoutModel

// §6 Supplementary items anchored to items or groups (badges).
// Host: an item's final frame (after its contentInsets); a group's frame less the group's
// contentInsets (§19.3, observed on device). The size resolves against the host. Per axis the anchor factor is leading/top → 0, trailing/bottom → 1, edge not
// given (or both edges given) → 0.5. Without an itemAnchor the item sits inside the edges:
//   origin = host.min + (host.size − S)·a + offset
// With an itemAnchor (container factor aC, item factor aI):
//   origin = host.min + host.size·aC − (S·aI + itemOffset) + containerOffset
// which reduces to the first formula when both anchors name the same edges and the item offset
// is zero. A fractional offset is a fraction of the supplementary's own size [D].

/// The anchor factor per axis for a set of edges.
func anchorFactors(_ edges: [DirectionalEdge]) -> (x: Double, y: Double) {
    func factor(_ start: DirectionalEdge, _ end: DirectionalEdge) -> Double {
        switch (edges.contains(start), edges.contains(end)) {
        case (true, false): 0
        case (false, true): 1
        default: 0.5
        }
    }
    return (factor(.leading, .trailing), factor(.top, .bottom))
}

/// An anchor's offset in points for a supplementary of size `size`.
func anchorOffset(_ anchor: Anchor, size: Extent) -> Point {
    switch anchor.offset {
    case .absolute(let point): point
    case .fractional(let point): Point(x: point.x * size.width, y: point.y * size.height)
    }
}

extension ResolutionContext {
    /// The frames of a host's supplementary items, in the host's coordinate space.
    mutating func anchoredSupplementaries(_ items: [SupplementaryItem], host: Rect, path: DocumentPath) throws(ResolveError)
        -> [SupplementaryTemplate]
    {
        var result: [SupplementaryTemplate] = []
        for (index, item) in items.enumerated() {
            let itemPath = path / "supplementaryItems" / index
            let size = try resolve(item.size, in: Extent(width: host.width, height: host.height), path: itemPath)
            let container = anchorFactors(item.containerAnchor.edges)
            let containerOffset = anchorOffset(item.containerAnchor, size: size)
            var origin: Point
            if let itemAnchor = item.itemAnchor {
                let own = anchorFactors(itemAnchor.edges)
                let ownOffset = anchorOffset(itemAnchor, size: size)
                origin = Point(
                    x: host.minX + host.width * container.x - (size.width * own.x + ownOffset.x) + containerOffset.x,
                    y: host.minY + host.height * container.y - (size.height * own.y + ownOffset.y) + containerOffset.y)
            } else {
                origin = Point(
                    x: host.minX + (host.width - size.width) * container.x + containerOffset.x,
                    y: host.minY + (host.height - size.height) * container.y + containerOffset.y)
            }
            // §19.5: anchored to the host's snapped frame, then snapped itself.
            let frame = grid.snap(Rect(x: origin.x, y: origin.y, width: size.width, height: size.height))
            guard frame.isFinite else { throw .notFinite(path: itemPath, what: "the supplementary item's frame") }
            result.append(SupplementaryTemplate(kind: item.elementKind, frame: frame, zIndex: item.zIndex))
        }
        return result
    }
}
