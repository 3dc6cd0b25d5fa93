/// Catches a `subitems` list that repeats a shorter list, such as `[item, item]`.
///
/// UIKit already cycles through subitems until the group is full, so `[a, a]` lays out exactly
/// like `[a]`. Seed article 002: putting the same item twice in subitems "does not take effect";
/// the author wanted `subitem` + `count: 2`, which divides the group equally.
struct RepeatedSubitems: LintRule {
    static let id = "repeated-subitems"
    static let summary = "subitems that repeat a shorter list (UIKit cycles subitems anyway)"

    func check(_ context: LintContext, _ report: inout LintReport) {
        for site in context.groups {
            guard case .subitems(let children) = site.group.children, children.count >= 2,
                let period = Self.period(of: children), period < children.count
            else { continue }
            let times = children.count / period
            let what = period == 1 ? "the same \(children[0].isGroup ? "group" : "item")" : "the same \(period) entries"
            let advice =
                period == 1
                ? "list it once, or use subitem + count: \(times) for exactly \(times) equal children"
                : "list them once"
            report.warn(
                site.path / "subitems" / period,
                "subitems lists \(what) \(times) times; UIKit repeats subitems until the group is full anyway, so this lays out exactly like listing \(period == 1 ? "it" : "them") once: \(advice)"
            )
        }
    }

    /// The shortest p such that the list is the first p entries repeated.
    static func period<T: Equatable>(of list: [T]) -> Int? {
        guard !list.isEmpty else { return nil }
        for p in 1...list.count where list.count % p == 0 {
            if list.indices.allSatisfy({ list[$0] == list[$0 % p] }) { return p }
        }
        return nil
    }
}
