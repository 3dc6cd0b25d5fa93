/// Catches a decoration item (section background) whose zIndex is not below the cells'.
///
/// UIKit: a decoration's zIndex defaults to 0 and "all other section items will automatically be
/// promoted to zIndex=1" (header comment on NSCollectionLayoutDecorationItem.zIndex). A
/// background at 1 or more sits level with or above the cells and can cover them (equal zIndex
/// has an undefined order). Seed article 003: a background may use a negative zIndex, and must
/// stay under the cells.
struct DecorationCoversCells: LintRule {
    static let id = "decoration-covers-cells"
    static let summary = "decoration item whose zIndex is not below the cells' (it would cover them)"

    func check(_ context: LintContext, _ report: inout LintReport) {
        for site in context.sections {
            let lowest = site.cellZIndices.min
            for (index, item) in site.section.decorationItems.enumerated() where item.zIndex >= lowest {
                report.warn(
                    site.path / "decorationItems" / index / "zIndex",
                    "the background '\(item.elementKind)' has zIndex \(item.zIndex), not below the cells' zIndex \(lowest) (UIKit promotes cells to 1 in a section with a decoration item), so it can cover them; leave it at the default 0 or use a negative zIndex"
                )
            }
        }
    }
}
