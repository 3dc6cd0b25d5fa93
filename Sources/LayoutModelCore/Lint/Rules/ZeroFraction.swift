/// Catches `fractionalWidth(0)` and `fractionalHeight(0)`.
///
/// UIKit accepts a fraction of 0 and shipping apps write it on purpose: a section that must exist
/// for the data but show nothing (an "empty" section of a zero-height group). Anywhere else it is a
/// slip: the element is 0 long and everything in it disappears without an error.
struct ZeroFraction: LintRule {
    static let id = "zero-fraction"
    static let summary = "fractionalWidth(0) or fractionalHeight(0): the element is 0 long and nothing in it shows"

    func check(_ context: LintContext, _ report: inout LintReport) {
        context.definition.forEachElement { element, path in
            let size: LayoutSize
            switch element {
            case .item(let item, _): size = item.size
            case .group(let group, _): size = group.size
            case .supplementary(let item): size = item.size
            case .boundary(let item, _): size = item.size
            default: return
            }
            for axis in Axis.allCases where size[axis].isFractional && size[axis].value == 0 {
                report.warn(
                    path / "size" / (axis == .horizontal ? "width" : "height"),
                    "\(size[axis].kind.rawValue)(0) makes it 0 pt \(axis == .horizontal ? "wide" : "tall"): nothing in it shows; if the section is meant to be empty, say so in its title or summary"
                )
            }
        }
    }
}
