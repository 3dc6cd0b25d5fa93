import LayoutModel

// §3.4 edgeSpacing: extra space outside a child that moves it and its followers; the child keeps
// its size. Applied before contentInsets (the slot is placed first, then the item is inset).
// Fixed edges are exact; flexible edges are at least their minimum and take a share of the
// leftover space (FlexibleSpacing.swift). A nil edge is 0.

/// One edge's spacing as the layout uses it.
struct EdgeAmount {
    var minimum: Double
    var isFlexible: Bool

    static let zero = EdgeAmount(minimum: 0, isFlexible: false)

    init(minimum: Double, isFlexible: Bool) {
        // A fixed edge may be negative (validation allows it: it pulls the element and its
        // followers back); a flexible minimum below 0, refused by validation, is clamped for a
        // definition built in code.
        self.minimum = minimum.isFinite ? (isFlexible ? Swift.max(0, minimum) : minimum) : 0
        self.isFlexible = isFlexible
    }

    init(_ spacing: Spacing?) {
        guard let spacing else {
            self = .zero
            return
        }
        self.init(minimum: spacing.minimum, isFlexible: spacing.isFlexible)
    }
}

extension Optional where Wrapped == EdgeSpacing {
    /// The leading (horizontal) or top (vertical) edge.
    func startAmount(_ axis: Axis) -> EdgeAmount { EdgeAmount(self?.start(along: axis)) }
    /// The trailing (horizontal) or bottom (vertical) edge.
    func endAmount(_ axis: Axis) -> EdgeAmount { EdgeAmount(self?.end(along: axis)) }
}

/// §3.4 + §18: where a child sits across its group's main axis. By default at the leading/top
/// edge of the content box plus its fixed start spacing; flexible start/end edges share the
/// space left across the axis equally (start+end flexible centres it, end-only keeps it at the
/// start, start-only pushes it to the end).
func crossAxisOffset(childLength: Double, available: Double, start: EdgeAmount, end: EdgeAmount) -> Double {
    let leftover = available - (childLength + start.minimum + end.minimum)
    let springs = (start.isFlexible ? 1 : 0) + (end.isFlexible ? 1 : 0)
    let share = leftover > 0 && springs > 0 ? leftover / Double(springs) : 0
    return start.minimum + (start.isFlexible ? share : 0)
}
