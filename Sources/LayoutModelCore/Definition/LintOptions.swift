/// What the author tells the linter (`lint:` at the top level of a definition).
///
/// A definition that copies a sample on purpose (Apple's `NestedGroups` passes
/// `fractionalHeight(0.3)` to a count group that ignores it) keeps the warning's cause and
/// says so here; its `summary` should say why.
public struct LintOptions: Sendable, Hashable {
    /// Rule ids (see `Linter.rules`) whose warnings this definition does not want; stored sorted
    /// and without duplicates.
    public var allow: [String]

    public init(allow: [String] = []) {
        self.allow = Array(Set(allow)).sorted()
    }

    /// True when the author changed nothing (the canonical form then leaves `lint` out).
    public var isDefault: Bool { allow.isEmpty }
}
