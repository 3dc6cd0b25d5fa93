/// Catches an item's `contentInsets` on an axis whose dimension is estimated.
///
/// UIKit ignores them there: "The value of this property is ignored for any axis that uses an
/// estimated value for its dimension" (UIKit docs, NSCollectionLayoutItem.contentInsets; also
/// noted in seed article 001). The author probably wanted the space, which they must then build
/// into the cell or get from group spacing instead.
struct InsetsOnEstimatedAxis: LintRule {
    static let id = "insets-on-estimated-axis"
    static let summary = "item contentInsets on an estimated axis, which UIKit ignores"

    func check(_ context: LintContext, _ report: inout LintReport) {
        for group in context.groups {
            for child in group.children {
                guard case .item(let item) = child.child else { continue }
                for axis in Axis.allCases {
                    let dimension = item.size[axis]
                    guard dimension.isEstimated else { continue }
                    let insets = item.contentInsets
                    let (startName, endName) = axis == .horizontal ? ("leading", "trailing") : ("top", "bottom")
                    let start = insets.start(along: axis)
                    let end = insets.end(along: axis)
                    guard start != 0 || end != 0 else { continue }
                    var ignored: [String] = []
                    if start != 0 { ignored.append("\(startName) \(LintFormat.number(start))") }
                    if end != 0 { ignored.append("\(endName) \(LintFormat.number(end))") }
                    report.warn(
                        child.path / "contentInsets",
                        "the item's \(LintFormat.length(axis)) is \(LintFormat.dimension(dimension)), and UIKit ignores contentInsets on an estimated axis: \(ignored.joined(separator: " and ")) will not be applied; put the space inside the cell or use the group's interItemSpacing/edgeSpacing"
                    )
                }
            }
        }
    }
}
