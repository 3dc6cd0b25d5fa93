/// Catches several boundary items on the same edge of one host (two headers on a section's top,
/// for example).
///
/// UIKit does not document how several items on one edge are placed; IBP overlaps them and
/// extends the section by the tallest (layout-semantics.md §7: "Several top items: … UIKit
/// unknown"). Edges are taken along the scroll direction: top/bottom in a vertical layout,
/// leading/trailing in a horizontal one (corner alignments count for their edge).
struct BoundaryItemsShareEdge: LintRule {
    static let id = "boundary-items-share-edge"
    static let summary = "several boundary items on the same edge of one host (UIKit behaviour unknown)"

    func check(_ context: LintContext, _ report: inout LintReport) {
        var hosts: [(items: [BoundaryItem], path: DocumentPath)] = [
            (context.definition.configuration.boundarySupplementaryItems, .root / "configuration" / "boundarySupplementaryItems")
        ]
        hosts += context.sections.map { ($0.section.boundarySupplementaryItems, $0.path / "boundarySupplementaryItems") }
        for (items, path) in hosts {
            var first: [DirectionalEdge: Int] = [:]
            for (index, item) in items.enumerated() {
                guard let edge = Self.edge(of: item.alignment, scroll: context.scrollAxis) else { continue }
                guard let earlier = first[edge] else {
                    first[edge] = index
                    continue
                }
                report.warn(
                    path / index / "alignment",
                    "'\(item.elementKind)' and '\(items[earlier].elementKind)' (\(path / earlier)) both sit on the \(edge.rawValue) edge; UIKit does not document how several boundary items on one edge are placed (an open-source re-implementation overlaps them and extends by the tallest), so the catalog's resolver chooses; combine them into one supplementary view"
                )
            }
        }
    }

    /// The scroll-direction edge an alignment sits on, nil for a cross-axis-only alignment.
    static func edge(of alignment: RectAlignment, scroll: Axis) -> DirectionalEdge? {
        let edges = alignment.edges
        let wanted: [DirectionalEdge] = scroll == .vertical ? [.top, .bottom] : [.leading, .trailing]
        return wanted.first { edges.contains($0) }
    }
}
