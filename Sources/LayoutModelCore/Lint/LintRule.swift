/// One lint rule: a check for a definition that is legal but probably not what its author meant.
///
/// Each rule lives in its own file under `Lint/Rules/`, has a stable kebab-case `id` (used as
/// `Diagnostic.rule`, so users can search for it and tools can filter on it), and says in its
/// doc comment what it catches, why, and where the behaviour comes from. `docs/lint-rules.md`
/// lists every rule with a bad and a good example.
protocol LintRule: Sendable {
    /// The stable identifier, e.g. `insets-on-estimated-axis`. Never renamed once released.
    static var id: String { get }
    /// One line saying what the rule catches.
    static var summary: String { get }
    init()
    /// Adds a warning to `report` for every problem found.
    func check(_ context: LintContext, _ report: inout LintReport)
}

/// A lint rule's identifier and summary, for listing the rules (e.g. in a CLI's help).
public struct LintRuleDescription: Sendable, Hashable {
    /// The stable kebab-case identifier used as `Diagnostic.rule`.
    public let id: String
    /// What the rule catches, in one line.
    public let summary: String
}
