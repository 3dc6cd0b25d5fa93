/// Catches an anchor on two opposite edges (`[bottom, leading, trailing]`).
///
/// UIKit accepts it: `NSCollectionLayoutAnchor` turns its edges into an anchor point per axis,
/// and two opposite edges give the same 0.5 as none, so the item is centred on that axis at its
/// own size (layout-rules.md, Supplementary items). Shipping code writes it meaning "stretch
/// along the bottom", which it never does.
struct OppositeAnchorEdges: LintRule {
    static let id = "opposite-anchor-edges"
    static let summary = "an anchor on two opposite edges, which centres the item rather than stretching it"

    func check(_ context: LintContext, _ report: inout LintReport) {
        context.definition.forEachElement { element, path in
            guard case .supplementary(let item) = element else { return }
            let anchors = [("containerAnchor", item.containerAnchor), ("itemAnchor", item.itemAnchor)]
            for case (let key, let anchor?) in anchors {
                for (a, b) in [(DirectionalEdge.top, DirectionalEdge.bottom), (.leading, .trailing)]
                where anchor.edges.contains(a) && anchor.edges.contains(b) {
                    report.warn(
                        path / key / "edges",
                        "edges \(a.rawValue) and \(b.rawValue) cancel out: UIKit centres supplementary item '\(item.elementKind)' between them at its own size, as with neither; leave both out, or keep the one you mean"
                    )
                }
            }
        }
    }
}
