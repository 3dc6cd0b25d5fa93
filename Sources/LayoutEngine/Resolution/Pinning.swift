import LayoutModel

// §7 pinToVisibleBounds: a pinned item stays visible while any part of its host (section, or
// the whole content for layout-level items) is visible. For a visible range [v0, v1] along the
// scroll axis:
//   start item: y = max(natural, min(v0, hostEnd − length))   (clamp(v0, natural, hostEnd − h))
//   end item:   y = min(natural, max(v1 − length, hostStart, end of a pinned start item))
// so a pinned header and footer of one host never overlap [D: "de-overlap automatically"].
// Nothing moves while the natural frame is already inside the visible range. Cross items
// (neither start nor end) are not pinned.

extension PlacedBoundary {
    /// The frame at a visible range along `axis` (left-to-right layout coordinates).
    /// - Parameter startLimit: the end of the host's pinned start items, for de-overlapping.
    func frame(pinnedTo visible: ClosedRange<Double>, axis: Axis, startLimit: Double?) -> Rect {
        guard pinned else { return frame }
        let natural = frame.start(axis)
        let length = frame.length(axis)
        let position: Double
        switch placement {
        case .start:
            position = Swift.max(natural, Swift.min(visible.lowerBound, hostEnd - length))
        case .end:
            position = Swift.min(natural, Swift.max(visible.upperBound - length, hostStart, startLimit ?? -Double.infinity))
        case .cross:
            position = natural
        }
        return frame.shifted(axis, by: position - natural)
    }
}

/// The frames of a host's boundary items at a visible range, in definition order.
func pinnedFrames(_ items: [PlacedBoundary], visible: ClosedRange<Double>, axis: Axis) -> [Rect] {
    var startLimit: Double?
    for item in items where item.pinned && item.placement == .start {
        let end = item.frame(pinnedTo: visible, axis: axis, startLimit: nil).end(axis)
        startLimit = Swift.max(startLimit ?? end, end)
    }
    return items.map { $0.frame(pinnedTo: visible, axis: axis, startLimit: startLimit) }
}
