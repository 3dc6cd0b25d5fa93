/// What turns the resolver's internal left-to-right, unrounded frames into the frames it
/// reports: mirroring for right-to-left, then optional pixel snapping.
struct OutputTransform: Sendable {
    /// The content width to mirror across, in a right-to-left layout.
    var mirrorWidth: Double?
    /// Points are rounded to 1/scale when set.
    var scale: Double?

    @inline(__always)
    func apply(_ rect: Rect) -> Rect {
        var result = rect
        if let mirrorWidth { result = mirrored(result, width: mirrorWidth) }
        if let scale { result = snapped(result, scale: scale) }
        return result
    }

    /// A rectangle in internal coordinates that contains every internal frame whose reported
    /// frame can intersect `rect` (rounding can move an edge by up to 1/scale).
    func internalRect(containing rect: Rect) -> Rect {
        let margin = snappingMargin(scale: scale) + 1e-9
        var result = Rect(x: rect.x - margin, y: rect.y - margin, width: rect.width + 2 * margin, height: rect.height + 2 * margin)
        if let mirrorWidth { result = mirrored(result, width: mirrorWidth) }
        return result
    }
}
