import LayoutModel

// §3.3 interItemSpacing and the main-axis half of §3.4 edgeSpacing.
// Fitting always uses the minimum of a flexible spacing. Once the children are known, the space
// left along the main axis is shared equally among every flexible "spring": each flexible gap
// between adjacent children (space-between) and each flexible leading/trailing edge spacing.
// With one child and only a flexible inter-item spacing there is no gap, so the child stays at
// the leading edge. No spacing precedes the first child or follows the last.

/// A child along a group's main axis: its length and its leading/trailing edge spacing.
struct MainAxisSlot {
    var length: Double
    var leading: EdgeAmount
    var trailing: EdgeAmount

    /// The room the slot takes when every spacing is at its minimum.
    var minimumExtent: Double { leading.minimum + length + trailing.minimum }
}

/// The total minimum main-axis length of `slots` separated by `gap`.
func minimumMainLength(_ slots: [MainAxisSlot], gap: Double) -> Double {
    var total = 0.0
    for (index, slot) in slots.enumerated() {
        total += slot.minimumExtent + (index > 0 ? gap : 0)
    }
    return total
}

/// Main-axis offsets of each child's frame within a content box of length `available`.
func mainAxisOffsets(_ slots: [MainAxisSlot], spacing: Spacing?, available: Double) -> [Double] {
    let gap = EdgeAmount(spacing)
    let leftover = available - minimumMainLength(slots, gap: gap.minimum)
    var springs = gap.isFlexible ? Swift.max(0, slots.count - 1) : 0
    for slot in slots {
        springs += (slot.leading.isFlexible ? 1 : 0) + (slot.trailing.isFlexible ? 1 : 0)
    }
    let share = leftover > 0 && springs > 0 ? leftover / Double(springs) : 0
    var offsets: [Double] = []
    offsets.reserveCapacity(slots.count)
    var cursor = 0.0
    for (index, slot) in slots.enumerated() {
        if index > 0 { cursor += gap.minimum + (gap.isFlexible ? share : 0) }
        cursor += slot.leading.minimum + (slot.leading.isFlexible ? share : 0)
        offsets.append(cursor)
        cursor += slot.length + slot.trailing.minimum + (slot.trailing.isFlexible ? share : 0)
    }
    return offsets
}

/// §3.1 fit check. IBP compares floor()ed coordinates, which tolerates less than 1 pt of
/// rounding slop [I]; the catalog does the same, measured from the content box's leading edge
/// (a tiny epsilon absorbs binary floating-point error such as 3 × (1/3)). This is what lets
/// five fractions summing to 1.00001 share a 375 pt row (§12).
func fitsWithSlop(_ end: Double, within available: Double) -> Bool {
    (end + 1e-9).rounded(.down) <= (available + 1e-9).rounded(.down)
}
