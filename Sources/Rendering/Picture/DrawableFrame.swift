import LayoutEngine

/// Frames come from a resolver and from user-written definitions; a picture must survive NaN,
/// infinities, negative sizes and absurd magnitudes without crashing or emitting garbage.
enum DrawableFrame {
    /// Beyond a billion points nothing is meaningfully drawable, and clamping keeps every later
    /// sum and product finite.
    static let limit = 1e9

    /// `rect` with a non-negative size (as `CGRect.standardized`) and coordinates clamped to
    /// ±``limit``; nil when any component is NaN or infinite.
    static func sanitized(_ rect: Rect) -> Rect? {
        guard rect.x.isFinite, rect.y.isFinite, rect.width.isFinite, rect.height.isFinite else { return nil }
        var x = rect.x
        var y = rect.y
        var width = rect.width
        var height = rect.height
        if width < 0 {
            x += width
            width = -width
        }
        if height < 0 {
            y += height
            height = -height
        }
        x = clamp(x)
        y = clamp(y)
        return Rect(x: x, y: y, width: min(width, 2 * limit), height: min(height, 2 * limit))
    }

    /// `rect` when it is finite and has a positive area (clamped as above); nil otherwise.
    static func area(_ rect: Rect) -> Rect? {
        guard let rect = sanitized(rect), rect.width > 0, rect.height > 0 else { return nil }
        return rect
    }

    /// `value` clamped to ±``limit``; 0 for NaN.
    static func clamp(_ value: Double) -> Double {
        guard !value.isNaN else { return 0 }
        return min(max(value, -limit), limit)
    }
}
