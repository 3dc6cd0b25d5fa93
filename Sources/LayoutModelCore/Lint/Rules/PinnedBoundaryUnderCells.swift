/// Catches a pinned boundary item (`pinToVisibleBounds: true`) whose zIndex does not exceed the
/// zIndex of the cells it floats over.
///
/// A pinned header stays on screen while the section's cells scroll underneath it; with an equal
/// or lower zIndex the cells can draw over it ("elements with the same value have an undefined
/// order", UIKit docs on zIndex). Cells are 0, or 1 in a section with a decoration item (UIKit
/// header); custom frames keep their own zIndex. Apple's pinned-header sample sets
/// `zIndex = 2`; seed article 000 shows pinned headers with a zIndex. A layout-level pinned item
/// is compared with the cells of every section.
struct PinnedBoundaryUnderCells: LintRule {
    static let id = "pinned-boundary-under-cells"
    static let summary = "pinned header or footer whose zIndex does not exceed the cells' zIndex"

    func check(_ context: LintContext, _ report: inout LintReport) {
        for (index, item) in context.definition.configuration.boundarySupplementaryItems.enumerated() where item.pinToVisibleBounds {
            guard let highest = context.sections.map({ $0.cellZIndices.max }).max(), item.zIndex <= highest else { continue }
            report.warn(
                .root / "configuration" / "boundarySupplementaryItems" / index / "zIndex",
                message(item, cells: highest, why: "the highest cell zIndex in the layout"))
        }
        for site in context.sections {
            let cells = site.cellZIndices.max
            for (index, item) in site.section.boundarySupplementaryItems.enumerated() where item.pinToVisibleBounds && item.zIndex <= cells {
                let why =
                    site.section.decorationItems.isEmpty
                    ? "the cells' zIndex"
                    : "the cells' zIndex (UIKit promotes cells to 1 in a section with a decoration item)"
                report.warn(site.path / "boundarySupplementaryItems" / index / "zIndex", message(item, cells: cells, why: why))
            }
        }
    }

    private func message(_ item: BoundaryItem, cells: Int, why: String) -> String {
        "'\(item.elementKind)' is pinned but its zIndex \(item.zIndex) does not exceed \(why), \(cells): cells scrolling under the pinned item can draw over it; give it zIndex \(cells.addingReportingOverflow(1).overflow ? cells : cells + 1) or more (Apple's pinned-header sample uses 2)"
    }
}
