/// Catches `estimated(0)` on a supplementary or boundary item.
///
/// UIKit accepts it and, since the view is self-sized, replaces it by the fitting size when the
/// view is measured; shipping apps write it for headers whose height is all content. It is a
/// pitfall all the same: before the first measurement the element is 0 long, so whatever is
/// laid out from the estimate (the first pass's content size, the catalog's frames when no
/// measured size is given) has no room for it. The catalog resolves an estimate of 0 as 0 until
/// `LayoutData` gives a measured size (docs/layout-rules.md).
struct ZeroEstimate: LintRule {
    static let id = "zero-estimate"
    static let summary = "estimated(0) on a supplementary or boundary item, which UIKit replaces by the fitting size"

    func check(_ context: LintContext, _ report: inout LintReport) {
        context.definition.forEachElement { element, path in
            let size: LayoutSize
            let noun: String
            switch element {
            case .supplementary(let item):
                size = item.size
                noun = "supplementary item '\(item.elementKind)'"
            case .boundary(let item, _):
                size = item.size
                noun = "boundary item '\(item.elementKind)'"
            default:
                return
            }
            for axis in Axis.allCases where size[axis].kind == .estimated && size[axis].value == 0 {
                report.warn(
                    path / "size" / (axis == .horizontal ? "width" : "height"),
                    "the \(LintFormat.length(axis)) of \(noun) is estimated(0): UIKit replaces it by the view's fitting size when it measures it, but until then (and in the catalog's frames, without a measured size) it is 0; give the size you expect"
                )
            }
        }
    }
}
