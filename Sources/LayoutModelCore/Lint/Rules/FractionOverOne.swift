/// Catches an item or nested group whose `fractionalWidth` width (or `fractionalHeight` height)
/// is greater than 1: it is larger than the box it is laid out in and overflows its parent. Also
/// a top-level group wider than the section across the scroll direction, outside orthogonal
/// sections.
///
/// Seed article 001: "when using fractionalWidth, it should be ≤ 1". Fractions of the other axis
/// (a height of `fractionalWidth(1.5)`) are aspect ratios and are not checked. A count group's
/// main axis is skipped: UIKit ignores the child's size there.
struct FractionOverOne: LintRule {
    static let id = "fraction-over-one"
    static let summary = "fractional size greater than 1 of the parent along the same axis (overflows it)"

    func check(_ context: LintContext, _ report: inout LintReport) {
        for site in context.groups {
            for child in site.children {
                for axis in Axis.allCases {
                    if case .countSubitem = child.role, axis == site.group.mainAxis { continue }
                    let dimension = child.child.size[axis]
                    guard StaticGeometry.isSameAxisFraction(dimension, along: axis),
                        dimension.value > 1 + StaticGeometry.tolerance
                    else { continue }
                    report.warn(
                        child.path / "size" / LintFormat.length(axis),
                        message(dimension, axis: axis, noun: child.noun, container: "its parent group's content box"))
                }
            }
            if site.role == .top, site.section.section.orthogonalScrollingBehavior == .none {
                let axis = context.scrollAxis.cross
                let dimension = site.group.size[axis]
                if StaticGeometry.isSameAxisFraction(dimension, along: axis), dimension.value > 1 + StaticGeometry.tolerance {
                    report.warn(
                        site.path / "size" / LintFormat.length(axis),
                        message(dimension, axis: axis, noun: "group", container: "the section's content box"))
                }
            }
        }
    }

    private func message(_ dimension: Dimension, axis: Axis, noun: String, container: String) -> String {
        let name = LintFormat.length(axis)
        let excess = LintFormat.number((dimension.value - 1) * 100)
        return
            "\(name) \(LintFormat.dimension(dimension)) makes the \(noun) \(LintFormat.number(dimension.value)) × the \(name) of \(container), so \(excess)% of it overflows; fractions of the containing box should be ≤ 1"
    }
}
