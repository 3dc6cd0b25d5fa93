/// Catches a `oneOf` alternative that can never be chosen because, at every width where its
/// `when` holds, an earlier alternative's holds too (the first match wins; bounds inclusive).
///
/// For example an alternative without `when` before others, or `{minWidth: 500}` before
/// `{minWidth: 800}`. From the format's rule "the first whose when holds is used".
struct UnreachableAlternative: LintRule {
    static let id = "unreachable-alternative"
    static let summary = "oneOf alternative shadowed by earlier ones at every width"

    func check(_ context: LintContext, _ report: inout LintReport) {
        for (choice, path) in context.definition.choicesWithPaths {
            guard case .oneOf(let list) = choice, list.count > 1 else { continue }
            let conditions = list.map { $0.when ?? Condition() }
            let regions = WidthRegions(list.compactMap(\.when)).regions
            for index in 1..<list.count {
                let reachable = regions.contains { region in
                    let width = region.sample
                    return conditions[index].holds(forWidth: width) && !conditions[..<index].contains { $0.holds(forWidth: width) }
                }
                guard !reachable else { continue }
                let cause = list[..<index].firstIndex { $0.when == nil }
                    .map { "oneOf[\($0)] has no when, so it always applies before this one" }
                    ?? "earlier alternatives already match every width this one accepts"
                report.warn(path / "oneOf" / index, "unreachable: \(cause)")
            }
        }
    }
}
