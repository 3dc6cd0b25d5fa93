import LayoutModel

/// The body of a section provider: which section function each data section calls, by index
/// and by the container's effective width.
struct SectionDispatch: Sendable, Hashable {
    /// One alternative: call `function` when `condition` holds (always, when nil).
    struct Alternative: Sendable, Hashable {
        var condition: Condition?
        /// The section function's stem.
        var function: String
    }

    /// The alternatives of one choice, tried in order. When the last one has a condition, no
    /// section is returned for widths matching none.
    struct Choice: Sendable, Hashable {
        var alternatives: [Alternative]

        /// Whether some width gets no section.
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

    /// Whether any alternative tests the width.
    var usesWidth: Bool {
        let choices = (single.map { [$0] } ?? []) + cases.map(\.choice) + (fallback.map { [$0] } ?? [])
        return choices.contains { $0.alternatives.contains { $0.condition != nil } }
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
        }
    }
}
