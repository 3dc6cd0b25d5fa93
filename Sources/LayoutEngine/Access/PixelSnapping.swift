// §12 + §18 Rounding. Frames are computed in Double. With a display scale, each frame's origin
// and size are rounded *independently* to the nearest 1/scale point on output (ties away from
// zero). Rounding them independently is what reproduces the measured iPhone 8 case (W = 375 @2x,
// widths .22448/.09995/.22555/.22448/.22555 → 84.0/37.5/84.5/84.0/84.5 with a visible 1-px gap).
// Without a scale nothing is rounded.

/// A frame with origin and size rounded to the nearest 1/scale.
func snapped(_ rect: Rect, scale: Double) -> Rect {
    func round(_ value: Double) -> Double { (value * scale).rounded(.toNearestOrAwayFromZero) / scale }
    return Rect(x: round(rect.x), y: round(rect.y), width: round(rect.width), height: round(rect.height))
}

/// The largest distance rounding can move an edge: half a pixel for the origin plus half a pixel
/// for the size.
func snappingMargin(scale: Double?) -> Double {
    scale.map { 1 / $0 } ?? 0
}
