/// Simulates how UIKit fills a `subitems` group, when that can be decided without a container.
///
/// UIKit cycles through `subitems` (a, b, c, a, b, …) and stops at the first child that does not
/// fit; no later subitem is tried (layout-semantics.md §3.1: the [planGroup(1.0), formGroup(1.0)]
/// report, and IBP's `enumerateItemsWithHandler`).
struct SubitemCycle {
    /// How many children were placed.
    let placed: Int
    /// The main-axis length each placed child takes, without gaps.
    let lengths: [Linear]
    /// The total length used, gaps included.
    let used: Linear
    /// The length the first child that did not fit would have needed in total (nil if the
    /// placement stopped at `limit`).
    let overflowingTotal: Linear?
    /// True when the placement stopped at the safety limit rather than at a child that did not fit.
    let reachedLimit: Bool

    /// Children placed before giving up (a group of zero-size children never fills up).
    static let limit = 1000

    /// Fills the group's content box, or returns nil when the outcome depends on the container.
    /// - Parameters:
    ///   - site: a group with `subitems`.
    ///   - spacing: the gap between children (the interItemSpacing minimum, or 0 to ignore it).
    ///   - edges: whether to count the children's main-axis edge spacing.
    static func fill(_ site: GroupSite, spacing: Double, edges: Bool) -> SubitemCycle? {
        guard case .subitems(let children) = site.group.children, !children.isEmpty,
            let axis = site.group.mainAxis
        else { return nil }
        let box = site.knownContentBox
        var used = Linear.zero
        var lengths: [Linear] = []
        while lengths.count < limit {
            let child = children[lengths.count % children.count]
            guard let length = StaticGeometry.length(of: child.size[axis], along: axis, in: box) else { return nil }
            let gap = lengths.isEmpty ? 0 : spacing
            let edge = edges ? StaticGeometry.edgeLength(child.edgeSpacing, along: axis) : 0
            let candidate = used + Linear(points: gap + edge, fraction: 0) + length
            switch candidate.fits(in: box[axis]) {
            case .depends:
                return nil
            case .overflows:
                return SubitemCycle(placed: lengths.count, lengths: lengths, used: used, overflowingTotal: candidate, reachedLimit: false)
            case .fits:
                used = candidate
                lengths.append(length)
            }
        }
        return SubitemCycle(placed: lengths.count, lengths: lengths, used: used, overflowingTotal: nil, reachedLimit: true)
    }
}
