/// Catches a negative fixed edge spacing.
///
/// UIKit accepts `.fixed(-24)` and shipping code uses it to overlap a neighbour (a waterfall's
/// staggered columns); the catalog lays it out as written, pulling the element and the ones after
/// it back. It is easy to get wrong all the same: the element overlaps what is before it, and on
/// a group's last child it only changes whether the child fits.
struct NegativeEdgeSpacing: LintRule {
    static let id = "negative-edge-spacing"
    static let summary = "a negative fixed edge spacing, which overlaps the element with its neighbour"

    func check(_ context: LintContext, _ report: inout LintReport) {
        context.definition.forEachElement { element, path in
            let edges: EdgeSpacing?
            switch element {
            case .item(let item, _): edges = item.edgeSpacing
            case .group(let group, _): edges = group.edgeSpacing
            default: return
            }
            guard let edges else { return }
            for (key, value) in [("leading", edges.leading), ("top", edges.top), ("trailing", edges.trailing), ("bottom", edges.bottom)] {
                guard let value, !value.isFlexible, value.minimum < 0 else { continue }
                report.warn(
                    path / "edgeSpacing" / key,
                    "fixed(\(CanonicalNumber.format(value.minimum))) pulls the element \(CanonicalNumber.format(-value.minimum)) pt back over its neighbour; the catalog lays it out as written, which UIKit's behaviour for negative spacing is assumed to be"
                )
            }
        }
    }
}
