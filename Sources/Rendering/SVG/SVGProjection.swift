import LayoutEngine

/// Maps content points to canvas pixels: `region` (points) drawn at `scale` pixels per point
/// with its top-left corner at (`originX`, `originY`).
struct SVGProjection: Sendable, Hashable {
    var region: Rect
    var scale: Double
    var originX: Double
    var originY: Double

    func x(_ value: Double) -> Double { originX + (value - region.minX) * scale }
    func y(_ value: Double) -> Double { originY + (value - region.minY) * scale }

    /// `rect` in pixels, exactly.
    func rect(_ rect: Rect) -> Rect {
        Rect(x: x(rect.minX), y: y(rect.minY), width: rect.width * scale, height: rect.height * scale)
    }

    /// `rect` in pixels, grown about its centre to at least `minimum` pixels on each side, so
    /// a hairline or a badge at a small scale still shows.
    func visibleRect(_ rect: Rect, minimum: Double = 1) -> Rect {
        var result = self.rect(rect)
        if result.width < minimum {
            result.x -= (minimum - result.width) / 2
            result.width = minimum
        }
        if result.height < minimum {
            result.y -= (minimum - result.height) / 2
            result.height = minimum
        }
        return result
    }

    /// The whole region in pixels.
    var drawingRect: Rect { rect(region) }
}
