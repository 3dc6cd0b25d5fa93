/// What turns the resolver's internal left-to-right frames into the frames it reports:
/// mirroring for right-to-left, then, when snapping, one more rounding to the pixel grid. The
/// internal frames are already snapped (PixelGrid.swift); rounding again after mirroring keeps
/// them on the grid when the mirror width is not, and removes binary floating-point noise.
struct OutputTransform: Sendable {
    /// The content width to mirror across, in a right-to-left layout.
    var mirrorWidth: Double?
    var grid: PixelGrid

    @inline(__always)
    func apply(_ rect: Rect) -> Rect {
        var result = rect
        if let mirrorWidth { result = mirrored(result, width: mirrorWidth) }
        return grid.snap(result)
    }

    /// A rectangle in internal coordinates that contains every internal frame whose reported
    /// frame can intersect `rect` (rounding can move an edge by up to 1/scale).
    func internalRect(containing rect: Rect) -> Rect {
        let margin = grid.margin + 1e-9
        var result = Rect(x: rect.x - margin, y: rect.y - margin, width: rect.width + 2 * margin, height: rect.height + 2 * margin)
        if let mirrorWidth { result = mirrored(result, width: mirrorWidth) }
        return result
    }
}
