/// Catches `subitems` entries that can never appear: UIKit cycles through subitems and stops at
/// the first child that does not fit, never trying a later one, so once earlier entries fill the
/// group the rest are dead (e.g. `[fractionalWidth(1) group, fractionalWidth(1) group]`: the
/// second never appears, and the next data item uses the first one's layout again).
///
/// Source: layout-semantics.md §3.1 (the planGroup/formGroup report, IBP
/// `enumerateItemsWithHandler`); seed 000's App-Store answer, whose 205 pt group holds
/// 45 + 65 + 85 + 2 × 5 exactly. Decided only when sizes are fractions of the group's axis, or
/// absolute inside a group of known size.
struct UnreachableSubitem: LintRule {
    static let id = "unreachable-subitem"
    static let summary = "subitems entries that never appear because earlier entries fill the group"

    func check(_ context: LintContext, _ report: inout LintReport) {
        for site in context.groups {
            guard case .subitems(let children) = site.group.children, let axis = site.group.mainAxis,
                let fill = SubitemCycle.fill(site, spacing: site.group.interItemSpacing?.minimum ?? 0, edges: true),
                fill.placed >= 1, fill.placed < children.count,
                SpacingBreaksFractions.finding(site) == nil
            else { continue }
            let name = LintFormat.length(axis)
            let first = fill.placed
            let dead = first == children.count - 1 ? "subitems[\(first)]" : "subitems[\(first)...\(children.count - 1)]"
            var detail = "subitems[0...\(first - 1)] take \(LintFormat.linear(fill.used, axis))"
            if first == 1 { detail = "subitems[0] takes \(LintFormat.linear(fill.used, axis))" }
            if let box = site.knownContentBox[axis] {
                detail += " of its \(LintFormat.number(box)) pt"
                if let total = fill.overflowingTotal { detail += " and the next would end at \(LintFormat.number(total.value(for: box))) pt" }
            } else {
                detail += " of the group's \(name)"
            }
            report.warn(
                site.path / "subitems" / first,
                "\(dead) never appear\(first == children.count - 1 ? "s" : ""): UIKit stops at the first subitem that does not fit and never tries a later one, and \(detail); the next data item starts a new group with subitems[0] again. Make the group larger, the earlier entries smaller, or use separate groups"
            )
        }
    }
}
