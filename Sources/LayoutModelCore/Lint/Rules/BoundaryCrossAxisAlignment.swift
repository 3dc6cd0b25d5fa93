/// Catches a boundary item aligned on the layout's cross axis only: `leading` or `trailing` in a
/// vertical layout, `top` or `bottom` in a horizontal one.
///
/// Headers and footers sit on the edges along the scroll direction; how UIKit places and extends
/// an item on a cross-axis edge is undocumented (layout-semantics.md §7: "Cross-axis alignments
/// … unknown"), so the catalog's resolver chooses, and a real device may differ.
struct BoundaryCrossAxisAlignment: LintRule {
    static let id = "boundary-cross-axis-alignment"
    static let summary = "boundary item aligned only on the layout's cross axis (UIKit behaviour unknown)"

    func check(_ context: LintContext, _ report: inout LintReport) {
        let scroll = context.scrollAxis
        let crossOnly: Set<RectAlignment> = scroll == .vertical ? [.leading, .trailing] : [.top, .bottom]
        var hosts: [(items: [BoundaryItem], path: DocumentPath)] = [
            (context.definition.configuration.boundarySupplementaryItems, .root / "configuration" / "boundarySupplementaryItems")
        ]
        hosts += context.sections.map { ($0.section.boundarySupplementaryItems, $0.path / "boundarySupplementaryItems") }
        for (items, path) in hosts {
            for (index, item) in items.enumerated() where crossOnly.contains(item.alignment) {
                let expected =
                    scroll == .vertical
                    ? "top or bottom (or topLeading, bottomTrailing, …)" : "leading or trailing (or topLeading, bottomTrailing, …)"
                report.warn(
                    path / index / "alignment",
                    "alignment \(item.alignment.rawValue) puts '\(item.elementKind)' on a side edge of a \(scroll == .vertical ? "vertical" : "horizontal") layout; UIKit does not document how such an item is placed or whether it extends the content, so the catalog's resolver chooses and a device may differ; headers and footers normally use \(expected)"
                )
            }
        }
    }
}
