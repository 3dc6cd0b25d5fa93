/// Catches a `oneOf` whose alternatives leave some environments unmatched: no section can be
/// resolved there. Bounds are inclusive, so `{maxWidth: 799}` then `{minWidth: 800}` still
/// leaves widths between 799 and 800 (container widths need not be whole points); alternatives
/// that test a trait are checked against every value of it (`{horizontalSizeClass: compact}`
/// alone leaves regular width unmatched). Unspecified traits are not counted: a device always
/// reports them.
///
/// From the format's rule "the first whose when holds is used"; the usual fix is a last
/// alternative without `when`.
struct NoFallbackAlternative: LintRule {
    static let id = "no-fallback-alternative"
    static let summary = "oneOf alternatives that leave some container widths or traits unmatched"

    func check(_ context: LintContext, _ report: inout LintReport) {
        for (choice, path) in context.definition.choicesWithPaths {
            guard case .oneOf(let list) = choice, !list.contains(where: { $0.when == nil }) else { continue }
            let conditions = list.compactMap(\.when)
            let cells = ConditionCells(conditions)
            // Per trait combination, the runs of consecutive width regions nothing matches.
            var gaps: [(traits: ConditionCells.Traits, runs: [[WidthRegions.Region]])] = []
            for traits in cells.traits {
                var runs: [[WidthRegions.Region]] = []
                var current: [WidthRegions.Region] = []
                for region in cells.regions {
                    let environment = ConditionCells.environment(region, traits)
                    if conditions.contains(where: { $0.holds(in: environment) }) {
                        if !current.isEmpty {
                            runs.append(current)
                            current = []
                        }
                    } else {
                        current.append(region)
                    }
                }
                if !current.isEmpty { runs.append(current) }
                if !runs.isEmpty { gaps.append((traits, runs)) }
            }
            guard !gaps.isEmpty else { continue }
            let last = list.count - 1
            let fix = "so no section can be resolved there; give the last alternative no when to make it the fallback"
            if !cells.testsTraits {
                let widths = gaps.flatMap(\.runs).map(WidthRegions.describe).joined(separator: "; ")
                report.warn(path / "oneOf" / last / "when", "no alternative matches container widths where \(widths), \(fix)")
                continue
            }
            // Idioms with the same size classes and the same unmatched widths share one entry.
            var places: [(traits: ConditionCells.Traits, idioms: [UserInterfaceIdiom], widths: String)] = []
            for gap in gaps {
                let everyWidth = gap.runs.count == 1 && gap.runs[0].count == cells.regions.count
                let widths = everyWidth ? "any width" : gap.runs.map(WidthRegions.describe).joined(separator: " or ")
                if let idiom = gap.traits.userInterfaceIdiom,
                    let index = places.firstIndex(where: {
                        $0.widths == widths && !$0.idioms.isEmpty
                            && $0.traits.horizontalSizeClass == gap.traits.horizontalSizeClass
                            && $0.traits.verticalSizeClass == gap.traits.verticalSizeClass
                    })
                {
                    places[index].idioms.append(idiom)
                } else {
                    places.append((gap.traits, gap.traits.userInterfaceIdiom.map { [$0] } ?? [], widths))
                }
            }
            let described = places.map { "\(ConditionCells.describe($0.traits, idioms: $0.idioms)) at \($0.widths)" }
            report.warn(path / "oneOf" / last / "when", "no alternative matches \(described.joined(separator: "; ")), \(fix)")
        }
    }
}
