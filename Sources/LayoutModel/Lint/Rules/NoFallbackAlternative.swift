/// Catches a `oneOf` whose alternatives leave some container widths unmatched: no section can be
/// resolved there. Bounds are inclusive, so `{maxWidth: 799}` then `{minWidth: 800}` still
/// leaves widths between 799 and 800 (container widths need not be whole points).
///
/// From the format's rule "the first whose when holds is used"; the usual fix is a last
/// alternative without `when`.
struct NoFallbackAlternative: LintRule {
    static let id = "no-fallback-alternative"
    static let summary = "oneOf alternatives that leave some container widths unmatched"

    func check(_ context: LintContext, _ report: inout LintReport) {
        for (choice, path) in context.definition.choicesWithPaths {
            guard case .oneOf(let list) = choice, !list.contains(where: { $0.when == nil }) else { continue }
            let conditions = list.compactMap(\.when)
            var runs: [[WidthRegions.Region]] = []
            var current: [WidthRegions.Region] = []
            for region in WidthRegions(conditions).regions {
                if conditions.contains(where: { $0.holds(forWidth: region.sample) }) {
                    if !current.isEmpty { runs.append(current); current = [] }
                } else {
                    current.append(region)
                }
            }
            if !current.isEmpty { runs.append(current) }
            guard !runs.isEmpty else { continue }
            let gaps = runs.map(WidthRegions.describe).joined(separator: "; ")
            let last = list.count - 1
            report.warn(path / "oneOf" / last / "when",
                        "no alternative matches container widths where \(gaps), so no section can be resolved there; give the last alternative no when to make it the fallback")
        }
    }
}
