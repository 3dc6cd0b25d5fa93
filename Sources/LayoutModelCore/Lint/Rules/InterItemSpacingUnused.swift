/// Catches `interItemSpacing` on a group where it can never apply: a custom group, a count group
/// of 1, or a `subitems` group that only ever fits one child (for example one subitem whose
/// main-axis fraction is greater than 0.5, so the next copy never fits).
///
/// Spacing goes only between adjacent children (UIKit docs, NSCollectionLayoutGroup
/// interItemSpacing); seed article 002: "interItemSpacing only takes effect when the group is
/// created with several items; with one item it has no effect". Custom groups place every frame
/// themselves.
struct InterItemSpacingUnused: LintRule {
    static let id = "inter-item-spacing-unused"
    static let summary = "interItemSpacing on a group that can only hold one child (or a custom group)"

    func check(_ context: LintContext, _ report: inout LintReport) {
        for site in context.groups {
            guard let spacing = site.group.interItemSpacing, spacing.minimum > 0 || spacing.isFlexible else { continue }
            let path = site.path / "interItemSpacing"
            let written = LintFormat.spacing(spacing)
            switch site.group.children {
            case .custom:
                report.warn(path, "a custom group places every frame itself, so \(written) has no effect; build the gap into the customItems frames")
            case .count(_, 1) where site.group.containerExpressions[.count] == nil,
                .repeating(_, 1) where site.group.containerExpressions[.count] == nil:
                report.warn(
                    path,
                    "the group holds exactly 1 child (count: 1), and spacing only goes between children, so \(written) has no effect; use the section's interGroupSpacing for space between groups"
                )
            case .subitems:
                guard let fill = SubitemCycle.fill(site, spacing: 0, edges: true), fill.placed == 1,
                    let axis = site.group.mainAxis
                else { continue }
                let first = LintFormat.linear(fill.lengths[0], axis)
                report.warn(
                    path,
                    "only 1 child fits in this group (the first takes \(first) of the group's \(LintFormat.length(axis)), so the next one never fits), and spacing only goes between children: \(written) has no effect; use the section's interGroupSpacing for space between groups"
                )
            case .count, .repeating:
                continue
            }
        }
    }
}
