import LayoutModel

// The resolver is written once for both axes: a horizontal group and a vertical group, a
// vertical layout and a horizontal one, differ only in which coordinate is "main". These helpers
// read and build rectangles and sizes by axis so the rule files never branch on x versus y.

extension Rect {
    /// The origin coordinate along an axis.
    func start(_ axis: Axis) -> Double { axis == .horizontal ? x : y }
    /// The length along an axis.
    func length(_ axis: Axis) -> Double { axis == .horizontal ? width : height }
    /// The far edge along an axis.
    func end(_ axis: Axis) -> Double { start(axis) + length(axis) }

    /// A rectangle from its extent along `axis` and along the other axis.
    static func along(_ axis: Axis, start: Double, length: Double, crossStart: Double, crossLength: Double) -> Rect {
        axis == .horizontal
            ? Rect(x: start, y: crossStart, width: length, height: crossLength)
            : Rect(x: crossStart, y: start, width: crossLength, height: length)
    }

    /// This rectangle moved along one axis.
    func shifted(_ axis: Axis, by delta: Double) -> Rect {
        axis == .horizontal ? offsetBy(dx: delta, dy: 0) : offsetBy(dx: 0, dy: delta)
    }

    /// True when every field is a finite number.
    var isFinite: Bool { x.isFinite && y.isFinite && width.isFinite && height.isFinite }

    /// This rectangle shrunk by directional insets (left-to-right: leading = left).
    func inset(by insets: Insets) -> Rect {
        Rect(
            x: x + insets.leading, y: y + insets.top,
            width: width - insets.leading - insets.trailing, height: height - insets.top - insets.bottom)
    }
}

extension Extent {
    /// The length along an axis.
    subscript(axis: Axis) -> Double {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    /// A size from its lengths along `axis` and the other axis.
    static func along(_ axis: Axis, _ main: Double, cross: Double) -> Extent {
        axis == .horizontal ? Extent(width: main, height: cross) : Extent(width: cross, height: main)
    }
}

extension Point {
    /// The coordinate along an axis.
    subscript(axis: Axis) -> Double { axis == .horizontal ? x : y }
}

/// Converts a Double to an Int without trapping: NaN becomes 0 and out-of-range values clamp.
/// Every Double→Int conversion in the engine goes through this, because geometry comes from
/// user input and `Int(Double.nan)` would crash.
func clampedInt(_ value: Double) -> Int {
    guard value.isFinite else { return value.isNaN ? 0 : (value > 0 ? Int.max : Int.min) }
    if value >= 9.2e18 { return Int.max }
    if value <= -9.2e18 { return Int.min }
    return Int(value)
}
