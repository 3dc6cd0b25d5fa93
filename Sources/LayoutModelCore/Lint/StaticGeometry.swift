/// What can be computed about sizes from the definition alone, without a container.
///
/// Follows `layout-semantics.md` §2–3 and §19.2: a child's fractions resolve against its
/// parent's content box (the parent's size minus its contentInsets; for a `count` group's child,
/// less the gaps along the main axis); a `count` group divides its content box equally along its
/// main axis; estimated sizes are unknown until measured.
enum StaticGeometry {
    /// Fit checks accept this much rounding slop (fractions such as 1/3 × 3 are not exact).
    static let tolerance = 1e-6

    /// A dimension resolved against a box, or nil when it depends on something unknown.
    static func resolve(_ dimension: Dimension, in box: KnownSize) -> Double? {
        switch dimension {
        case .absolute(let value): value
        case .fractionalWidth(let f): box.width.map { f * $0 }
        case .fractionalHeight(let f): box.height.map { f * $0 }
        case .estimated, .uniformAcrossSiblings: nil
        }
    }

    /// A top-level group's size: only absolute dimensions are known without a container.
    static func topLevelSize(_ group: Group) -> KnownSize {
        KnownSize(width: resolve(group.size.width, in: .unknown), height: resolve(group.size.height, in: .unknown))
    }

    /// A child's resolved size inside its parent, where known.
    static func childSize(_ child: ChildSite) -> KnownSize {
        let box = child.parent.knownContentBox
        var measured = box
        if case .countSubitem(let count) = child.role, let axis = child.parent.group.mainAxis {
            // §19.2: a count group's children measure its content box less the gaps.
            let gaps = (child.parent.group.interItemSpacing?.minimum ?? 0) * Double(max(count - 1, 0))
            measured[axis] = box[axis].map { $0 - gaps }
        }
        var size = KnownSize(width: resolve(child.child.size.width, in: measured), height: resolve(child.child.size.height, in: measured))
        if case .countSubitem(let count) = child.role, let axis = child.parent.group.mainAxis {
            size[axis] = box[axis].map { equalShare(of: $0, count: count, spacing: child.parent.group.interItemSpacing) }
        }
        return size
    }

    /// The main-axis length of each copy in a `count` group: (length − spacing × (n − 1)) / n.
    static func equalShare(of length: Double, count: Int, spacing: Spacing?) -> Double {
        let n = Double(max(count, 1))
        return (length - (spacing?.minimum ?? 0) * (n - 1)) / n
    }

    /// True when the dimension is the fraction of the box along the same axis
    /// (`fractionalWidth` for a width, `fractionalHeight` for a height).
    static func isSameAxisFraction(_ dimension: Dimension, along axis: Axis) -> Bool {
        switch (dimension, axis) {
        case (.fractionalWidth, .horizontal), (.fractionalHeight, .vertical): true
        default: false
        }
    }

    /// A child's length along an axis of its parent's content box, as points + fraction × L,
    /// where L is the box's length on that axis. Nil when it depends on something unknown.
    static func length(of dimension: Dimension, along axis: Axis, in box: KnownSize) -> Linear? {
        if isSameAxisFraction(dimension, along: axis) { return Linear(points: 0, fraction: dimension.value) }
        return resolve(dimension, in: box).map { Linear(points: $0, fraction: 0) }
    }

    /// The space an edge spacing takes before and after a child along an axis (fixed values and
    /// flexible minimums: the amounts UIKit's fit check uses).
    static func edgeLength(_ edges: EdgeSpacing?, along axis: Axis) -> Double {
        (edges?.start(along: axis)?.minimum ?? 0) + (edges?.end(along: axis)?.minimum ?? 0)
    }
}

/// A length written as `points + fraction × L`, where L is a group's content-box length that
/// may be unknown: fractions of the group stay exact for every container.
struct Linear: Equatable {
    var points: Double
    var fraction: Double

    static let zero = Linear(points: 0, fraction: 0)

    static func + (a: Linear, b: Linear) -> Linear {
        Linear(points: a.points + b.points, fraction: a.fraction + b.fraction)
    }

    static func * (n: Double, a: Linear) -> Linear {
        Linear(points: n * a.points, fraction: n * a.fraction)
    }

    /// The value for a known L.
    func value(for length: Double) -> Double { points + fraction * length }
}

/// Whether a run of children fits in a length.
enum FitOutcome: Equatable {
    case fits
    case overflows
    /// Fits for some container sizes and not others.
    case depends
}

extension Linear {
    /// Whether this much content fits in L: for a known L, a plain comparison; for an unknown L,
    /// `fits` or `overflows` only when the answer is the same for every L > 0.
    func fits(in length: Double?) -> FitOutcome {
        let tolerance = StaticGeometry.tolerance
        if let length { return value(for: length) <= length + tolerance ? .fits : .overflows }
        if fraction > 1 + tolerance || (abs(fraction - 1) <= tolerance && points > tolerance) { return .overflows }
        if points <= tolerance && fraction <= 1 + tolerance { return .fits }
        return .depends
    }
}
