/// Catches fixed spacing that stops fractional `subitems` from fitting: when the children of one
/// pass of the cycle have main-axis fractions summing to exactly 1, any positive gap (a fixed
/// interItemSpacing, a flexible minimum, or main-axis edge spacing) pushes the last one out, for
/// every container width.
///
/// Example: two `fractionalWidth(0.5)` items with `fixed(10)` fit one per row (187.5 + 10 +
/// 187.5 > 375), widely reported and noted in layout-semantics.md §3.1. The fix is
/// `subitem` + `count` (UIKit subtracts the spacing before dividing) or fractions that leave
/// room for it with flexible spacing.
struct SpacingBreaksFractions: LintRule {
    static let id = "spacing-breaks-fractions"
    static let summary = "fixed spacing that makes fractional subitems summing to 1 not fit"

    /// What the rule found for a group: how many fit without gaps and with them.
    struct Finding {
        let withoutGaps: Int
        let withGaps: Int
        let fractions: [Double]
    }

    /// The finding for a group, or nil when the rule does not apply.
    static func finding(_ site: GroupSite) -> Finding? {
        guard case .subitems = site.group.children else { return nil }
        let spacing = site.group.interItemSpacing?.minimum ?? 0
        guard let loose = SubitemCycle.fill(site, spacing: 0, edges: false), !loose.reachedLimit, loose.placed >= 2,
            loose.lengths.allSatisfy({ $0.points == 0 }),
            abs(loose.used.fraction - 1) <= StaticGeometry.tolerance,
            let tight = SubitemCycle.fill(site, spacing: spacing, edges: true), tight.placed < loose.placed
        else { return nil }
        return Finding(withoutGaps: loose.placed, withGaps: tight.placed, fractions: loose.lengths.map(\.fraction))
    }

    func check(_ context: LintContext, _ report: inout LintReport) {
        for site in context.groups {
            guard let finding = Self.finding(site), let axis = site.group.mainAxis else { continue }
            let name = LintFormat.length(axis)
            let fractions = finding.fractions.map(LintFormat.number).joined(separator: " + ")
            var causes: [String] = []
            if let spacing = site.group.interItemSpacing, spacing.minimum > 0 {
                causes.append("interItemSpacing \(LintFormat.spacing(spacing))")
            }
            if case .subitems(let children) = site.group.children,
                children.contains(where: { StaticGeometry.edgeLength($0.edgeSpacing, along: axis) > 0 })
            {
                causes.append("edgeSpacing along the \(name)")
            }
            let path = site.group.interItemSpacing != nil ? site.path / "interItemSpacing" : site.path / "subitems"
            let n = finding.withoutGaps
            report.warn(
                path,
                "the fractions \(fractions) fill exactly the group's \(name), so the \(causes.joined(separator: " and ")) leaves no room: only \(finding.withGaps) of the \(n) children \(finding.withGaps == 1 ? "fits" : "fit") per group at any \(name), and UIKit leaves the rest empty; use subitem + count: \(n) (UIKit subtracts the spacing before dividing) or fractions that leave room for the gaps, such as (1 − …)/\(n), with flexible spacing"
            )
        }
    }
}
