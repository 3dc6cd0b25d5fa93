import LayoutModel

// §10 Estimated sizes and self-sizing.
// An estimated axis uses the measured size when `LayoutData` has one for that item, otherwise
// the estimate; absolute and fractional axes keep their value. A group with an estimated
// dimension fits its children on that axis: main = Σ children + spacing (minimums) + edge
// spacing + its contentInsets; cross = largest child (with its edge spacing) + contentInsets.
// While its children are laid out, the group's current length is the estimate, so fractional
// children resolve against it [B]. An estimated item inside a group of absolute size does not
// make the group grow (it overflows) [B]. Item contentInsets are ignored on estimated axes [D].

/// The axes of a size that are self-sizing (estimated or uniformAcrossSiblings).
func estimatedAxes(_ size: LayoutSize) -> Set<Axis> {
    Set(Axis.allCases.filter { size[$0].isEstimated })
}

/// The content-box length a self-sizing group fits to across its main axis.
func fittedCrossLength(_ slots: [(length: Double, start: EdgeAmount, end: EdgeAmount)]) -> Double {
    slots.reduce(0) { Swift.max($0, $1.start.minimum + $1.length + $1.end.minimum) }
}
