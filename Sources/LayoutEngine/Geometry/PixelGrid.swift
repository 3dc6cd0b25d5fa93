// §19.5 Pixel snapping, per element and cumulative (observed on device). UIKit rounds each
// element's size to the nearest device pixel and places the next element after the previous
// one's snapped frame plus the spacing; origins round to the nearest pixel, halves away from
// zero. 100.25-pt items 10 pt apart at @3x sit at x = 0, 110.33, 220.67, 331 (rounding each exact
// position instead would give 330.67 for the fourth); on an iPhone 8 (@2x) the fractions
// .22448/.09995/.22555/.22448/.22555 of 375 become 84, 37.5, 84.5, 84, 84.5, back to back, with
// a 0.5-pt gap at the end.
//
// The resolver applies the grid where it places things: sizes are resolved exactly (a child's
// fractions measure its parent's exact size, chosen), then every element's size is snapped and
// its origin is the snapped sum of the previous element's snapped end and the exact space
// between them. Group templates are snapped relative to their origin, which is itself snapped,
// so a group's pitch (snapped length + snapped spacing) stays one number and the template
// arithmetic keeps working for millions of items. In exact mode every function is the identity.

/// Rounding to device pixels, or none.
struct PixelGrid: Sendable {
    /// Pixels per point; nil leaves every value as it is.
    let scale: Double?

    static let exact = PixelGrid(scale: nil)

    var isExact: Bool { scale == nil }

    /// The nearest pixel boundary, halves away from zero (−7.5 → −7.67, 88.5 → 88.67 at @3x).
    @inline(__always)
    func snap(_ value: Double) -> Double {
        guard let scale else { return value }
        return (value * scale).rounded(.toNearestOrAwayFromZero) / scale
    }

    /// A rectangle with its origin and size each on the grid.
    @inline(__always)
    func snap(_ rect: Rect) -> Rect {
        guard scale != nil else { return rect }
        return Rect(x: snap(rect.x), y: snap(rect.y), width: snap(rect.width), height: snap(rect.height))
    }

    /// A size with both lengths on the grid.
    func snap(_ extent: Extent) -> Extent {
        guard scale != nil else { return extent }
        return Extent(width: snap(extent.width), height: snap(extent.height))
    }

    /// The largest distance the output rounding can move an edge of a frame it is applied to
    /// (half a pixel for the origin plus half a pixel for the size).
    var margin: Double { scale.map { 1 / $0 } ?? 0 }
}
