import LayoutModel

/// The body of a section provider: which section function each data section calls, by index
/// or by the kind of its identifier, and by the container's effective width and traits.
struct SectionDispatch: Sendable, Hashable {
    /// One alternative: call `function` when `condition` holds (always, when nil).
    struct Alternative: Sendable, Hashable {
        var condition: Condition?
        /// The section function's stem.
        var function: String
    }

    /// The alternatives of one choice, tried in order. When the last one has a condition, no
    /// section is returned where none matches; without alternatives (`returnsNil`), never one.
    struct Choice: Sendable, Hashable {
        var alternatives: [Alternative]

        /// Whether some environment gets no section.
        var canFail: Bool { alternatives.last.map { $0.condition != nil } ?? true }
    }

    /// Data sections `indices` use `choice`.
    struct Case: Sendable, Hashable {
        var indices: [Int]
        var choice: Choice
    }

    /// Data sections whose identifier is of one of `kinds` use `choice`.
    struct KindCase: Sendable, Hashable {
        var kinds: [String]
        var choice: Choice
    }

    /// What picks a data section's choice.
    enum Selection: Sendable, Hashable {
        /// `section:` — every data section makes the same choice; no `switch`.
        case single(Choice)
        /// `sections:` — `switch sectionIndex`, one case per distinct choice, indices merged.
        case byIndex([Case])
        /// `sectionsByKind:` — the caller's `sectionKind` closure gives the identifier, and a
        /// `switch` over its kind has one case per run of neighbouring kinds with one choice.
        case byKind([KindCase])
    }

    var selection: Selection
    /// `defaultSection:`: past the end of `sections`, for other kinds and for no identifier;
    /// nil returns no section there.
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
        var choices: [Choice]
        switch selection {
        case .single(let only): choices = [only]
        case .byIndex(let cases): choices = cases.map(\.choice)
        case .byKind(let cases): choices = cases.map(\.choice)
        }
        if let fallback { choices.append(fallback) }
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
            selection = .single(choice(only))
            fallback = nil
        case .perIndex(let list, let defaultSection):
            var merged: [Case] = []
            for (index, item) in list.enumerated() {
                let made = choice(item)
                if let at = merged.firstIndex(where: { $0.choice == made }) {
                    merged[at].indices.append(index)
                } else {
                    merged.append(Case(indices: [index], choice: made))
                }
            }
            selection = .byIndex(merged)
            fallback = defaultSection.map(choice)
        case .byKind(let entries, let defaultSection):
            var merged: [KindCase] = []
            // A kind named again is unreachable (the first entry wins, as in the resolver;
            // validation refuses it): leave it out.
            var seen: Set<String> = []
            for entry in entries where seen.insert(entry.kind).inserted {
                let made = choice(entry.choice)
                // Only neighbours share a case: the cases' order is the kinds' declared order,
                // which the preview without data follows, so it must read back as it was.
                if let last = merged.indices.last, merged[last].choice == made {
                    merged[last].kinds.append(entry.kind)
                } else {
                    merged.append(KindCase(kinds: [entry.kind], choice: made))
                }
            }
            selection = .byKind(merged)
            fallback = defaultSection.map(choice)
        }
    }
}
