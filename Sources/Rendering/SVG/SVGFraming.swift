import LayoutEngine

/// Which part of the content an SVG picture shows, at what scale, and what falls outside.
///
/// The viewport is the subject: it is always shown whole. Around it the picture shows the rest
/// of the content, faded, within limits — horizontally up to `horizontalOverflow` viewport
/// widths on each side (an orthogonal row 40 items long would otherwise shrink the screen to a
/// stamp), up to one viewport height above, and below until `maxDrawingHeight` pixels.
/// Elements entirely outside are counted by direction for the "… N more" notes.
struct SVGFraming: Sendable, Hashable {
    /// The content region drawn, in points.
    var region: Rect
    /// Pixels per point.
    var scale: Double
    /// The viewport, when the picture has a usable one (finite, positive size).
    var viewport: Rect?
    /// True when content continues below the region (the bottom edge fades out).
    var clippedBelow: Bool
    /// Elements not drawn because they lie entirely beyond an edge of the region.
    var hiddenAbove = 0, hiddenBelow = 0, hiddenLeft = 0, hiddenRight = 0

    /// Pictures with no usable viewport, content or frames still get a sensible canvas.
    static let fallbackExtent = 320.0
    /// Small layouts are enlarged to fill the minimum width, but not beyond this, so a lone
    /// 20-point badge does not become a poster.
    static let maxScale = 4.0

    /// `options` must be sanitized (``SVGRenderer/Options/sanitized``).
    init(picture: LayoutPicture, frames: [Rect], options: SVGRenderer.Options) {
        let viewport = DrawableFrame.area(picture.viewport)
        let content = DrawableFrame.area(
            Rect(x: 0, y: 0, width: picture.contentSize.width, height: picture.contentSize.height))
        var everything: Rect? = nil
        func include(_ rect: Rect?) {
            guard let rect else { return }
            everything = everything.map { $0.union(rect) } ?? rect
        }
        include(viewport)
        include(content)
        frames.forEach(include)
        for section in picture.sections {
            include(DrawableFrame.sanitized(section.frame))
            include(section.orthogonalContentFrame.flatMap(DrawableFrame.sanitized))
        }
        let fallback = Rect(x: 0, y: 0, width: Self.fallbackExtent, height: Self.fallbackExtent)
        let anchor = viewport ?? content ?? everything.flatMap(DrawableFrame.area) ?? fallback
        let bounds = (everything ?? anchor).union(anchor)

        let overflow = options.horizontalOverflow * anchor.width
        let left = max(bounds.minX, anchor.minX - overflow)
        let right = min(bounds.maxX, anchor.maxX + overflow)
        let top = max(bounds.minY, anchor.minY - anchor.height)
        let width = right - left

        let chrome = 2 * (LayoutSVG.margin + LayoutSVG.padding)
        let minDrawing = max(1, options.minWidth - chrome)
        let maxDrawing = max(minDrawing, options.maxWidth - chrome)
        let drawingWidth = min(max(width, minDrawing), maxDrawing)
        let scale = min(drawingWidth / width, Self.maxScale)

        // Below, show up to maxDrawingHeight pixels, but never cut the viewport itself.
        let maxHeight = options.maxDrawingHeight / scale
        let bottom = min(bounds.maxY, max(anchor.maxY, top + maxHeight))

        self.region = Rect(x: left, y: top, width: width, height: bottom - top)
        self.scale = scale
        self.viewport = viewport
        self.clippedBelow = bounds.maxY > bottom || picture.omittedBelow > 0
        hiddenBelow = picture.omittedBelow
        hiddenRight = picture.omittedRight
        for frame in frames where !isVisible(frame) {
            if frame.minY >= region.maxY {
                hiddenBelow += 1
            } else if frame.maxY <= region.minY {
                hiddenAbove += 1
            } else if frame.minX >= region.maxX {
                hiddenRight += 1
            } else {
                hiddenLeft += 1
            }
        }
    }

    /// True when any part of `frame` lies in the region. Zero-size frames count when they sit
    /// inside or on its edge.
    func isVisible(_ frame: Rect) -> Bool {
        Self.overlaps(frame.minX, frame.maxX, region.minX, region.maxX)
            && Self.overlaps(frame.minY, frame.maxY, region.minY, region.maxY)
    }

    private static func overlaps(_ low: Double, _ high: Double, _ regionLow: Double, _ regionHigh: Double) -> Bool {
        if low == high { return low >= regionLow && low <= regionHigh }
        return low < regionHigh && high > regionLow
    }
}
