/// Catches a `oneOf` alternative that can never be chosen because, wherever its `when` holds
/// (every width and every value of the traits it tests), an earlier alternative's holds too (the
/// first match wins; bounds inclusive).
///
/// For example an alternative without `when` before others, `{minWidth: 500}` before
/// `{minWidth: 800}`, or `{horizontalSizeClass: regular}` before `{horizontalSizeClass: regular,
/// minWidth: 1000}`. From the format's rule "the first whose when holds is used".
struct UnreachableAlternative: LintRule {
    static let id = "unreachable-alternative"
    static let summary = "oneOf alternative shadowed by earlier ones at every width and trait"

    func check(_ context: LintContext, _ report: inout LintReport) {
        for (choice, path) in context.definition.choicesWithPaths {
            guard case .oneOf(let list) = choice, list.count > 1 else { continue }
            let conditions = list.map { $0.when ?? Condition() }
            let cells = ConditionCells(list.compactMap(\.when))
            for index in 1..<list.count {
                let reachable = cells.traits.contains { traits in
                    cells.regions.contains { region in
                        let environment = ConditionCells.environment(region, traits)
                        return conditions[index].holds(in: environment) && !conditions[..<index].contains { $0.holds(in: environment) }
                    }
                }
                guard !reachable else { continue }
                let accepted = cells.testsTraits ? "every width and trait" : "every width"
                let cause =
                    list[..<index].firstIndex { $0.when == nil }
                    .map { "oneOf[\($0)] has no when, so it always applies before this one" }
                    ?? "earlier alternatives already match \(accepted) this one accepts"
                report.warn(path / "oneOf" / index, "unreachable: \(cause)")
            }
        }
    }
}
