import LayoutModel

/// The body of a section provider: which section function each data section calls, by index
/// and by the container's effective width and traits.
struct SectionDispatch: Sendable, Hashable {
    /// One alternative: call `function` when `condition` holds (always, when nil).
    struct Alternative: Sendable, Hashable {
        var condition: Condition?
        /// The section function's stem.
        var function: String
    }

    /// The alternatives of one choice, tried in order. When the last one has a condition, no
    /// section is returned where none matches.
    struct Choice: Sendable, Hashable {
        var alternatives: [Alternative]

        /// Whether some environment gets no section.
        var canFail: Bool { alternatives.last?.condition != nil }
    }

    /// Data sections `indices` use `choice`.
    struct Case: Sendable, Hashable {
        var indices: [Int]
        var choice: Choice
    }

    /// `section:` — every data section makes the same choice; no `switch`.
    var single: Choice?
    /// `sections:` — one case per distinct choice, indices merged.
    var cases: [Case]
    /// `defaultSection:`; nil returns no section past the end of `sections`.
    var fallback: Choice?

    /// Whether any alternative has a condition (the provider then reads its environment).
    var usesConditions: Bool {
        !conditions.isEmpty
    }

    /// Whether any condition tests the width (the provider then reads it once, as `width`).
    var usesWidth: Bool {
        conditions.contains { $0.minWidth != nil || $0.maxWidth != nil }
    }

    private var conditions: [Condition] {
        let choices = (single.map { [$0] } ?? []) + cases.map(\.choice) + (fallback.map { [$0] } ?? [])
        return choices.flatMap { $0.alternatives.compactMap(\.condition) }
    }

    /// - Parameter stems: the function stem of each distinct section (without `when`).
    init(_ provider: SectionProvider, stems: [Section: String]) {
        func choice(_ choice: SectionChoice) -> Choice {
            var alternatives: [Alternative] = []
            for section in choice.alternatives {
                alternatives.append(Alternative(condition: section.when, function: stems[section.withoutCondition] ?? "Section"))
                // Later alternatives are unreachable (the linter says so); leave them out.
                if section.when == nil { break }
            }
            return Choice(alternatives: alternatives)
        }
        switch provider {
        case .single(let only):
            single = choice(only)
            cases = []
            fallback = nil
        case .perIndex(let list, let defaultSection):
            single = nil
            var merged: [Case] = []
            for (index, item) in list.enumerated() {
                let made = choice(item)
                if let at = merged.firstIndex(where: { $0.choice == made }) {
                    merged[at].indices.append(index)
                } else {
                    merged.append(Case(indices: [index], choice: made))
                }
            }
            cases = merged
            fallback = defaultSection.map(choice)
        case .byKind(_, let defaultSection):
            // Interim, until the export asks the caller for each section's kind.
            single = nil
            cases = []
            fallback = defaultSection.map(choice)
        }
    }
}
