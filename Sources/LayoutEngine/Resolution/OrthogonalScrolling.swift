import LayoutModel

// §9 Orthogonal scrolling sections. The groups are laid out in one row across the scroll axis,
// group g at x = s.L + offset(g) (pitch = group width + interGroupSpacing), all at contentTop;
// they resolve against the section content box like any top-level group [S PR #83]. The section
// is as tall as its tallest group plus its insets and boundary extents; headers and footers do
// not scroll with the row. Frames are reported at orthogonal offset 0.
//  • Row extent: s.L + groups + gaps + s.Tr (trailing inset honoured [S #78]), plus the
//    reference insets, measured from the collection view's edge.
//  • `.groupPagingCentered` (§18): the first group starts at s.L + (contentWidth − gw)/2, and the
//    same space follows the last group.
//  • Snap offsets: `.continuous` none; `.paging` multiples of the bounds width; `.groupPaging`,
//    `.continuousGroupLeadingBoundary` and `.groupPagingCentered` the group leading edges
//    relative to the first group; each list clamped to the largest offset, which ends it.

/// The space before the first group of a `.groupPagingCentered` row (§18).
func centeringInset(_ behavior: OrthogonalScrollingBehavior, contentLength: Double, groupLength: Double) -> Double {
    behavior == .groupPagingCentered ? (contentLength - groupLength) / 2 : 0
}

/// The snap offsets of a row.
/// - Parameters:
///   - groupRuns: group leading edges relative to the first group, as arithmetic runs.
func snapOffsets(_ behavior: OrthogonalScrollingBehavior, groupRuns: [SnapOffsets.Run], pageLength: Double, maximum: Double) -> SnapOffsets {
    let epsilon = 1e-9
    func truncated(_ run: SnapOffsets.Run) -> SnapOffsets.Run {
        // Keep the values strictly below the maximum; the maximum itself ends the list.
        var kept = run
        if run.step > 0 {
            kept.count = Swift.min(run.count, Swift.max(0, clampedInt(((maximum - epsilon - run.start) / run.step).rounded(.up))))
            while kept.count > 0 && kept.value(kept.count - 1) >= maximum - epsilon { kept.count -= 1 }
            while kept.count < run.count && kept.value(kept.count) < maximum - epsilon { kept.count += 1 }
        } else {
            kept.count = run.start < maximum - epsilon ? run.count : 0
        }
        return kept
    }
    let runs: [SnapOffsets.Run]
    switch behavior {
    case .none, .continuous:
        return .none
    case .paging:
        runs = pageLength > 0 ? [SnapOffsets.Run(start: 0, step: pageLength, count: Int.max / 2)] : []
    case .groupPaging, .groupPagingCentered, .continuousGroupLeadingBoundary:
        runs = groupRuns
    }
    var kept = runs.map(truncated).filter { $0.count > 0 }
    if kept.isEmpty && maximum <= epsilon {
        kept = [SnapOffsets.Run(start: 0, step: 0, count: 1)]
    } else {
        kept.append(SnapOffsets.Run(start: maximum, step: 0, count: 1))
    }
    return SnapOffsets(runs: kept)
}
