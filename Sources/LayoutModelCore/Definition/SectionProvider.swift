/// How data sections map to section layouts.
public enum SectionProvider: Sendable, Hashable {
    /// `section:` — one section layout for every data section.
    case single(SectionChoice)
    /// `sections:` (+ optional `defaultSection:`) — a section provider: data section i uses
    /// `sections[i]`, and data sections past the end use `defaultSection`.
    case perIndex([SectionChoice], defaultSection: SectionChoice?)
    /// `sectionsByKind:` (+ optional `defaultSection:`) — a section provider that asks the data
    /// which section it is (`dataSource.sectionIdentifier(for: index)`) and switches over its
    /// kind: a data section whose identifier is of a listed kind uses that entry, any other
    /// kind uses `defaultSection`.
    case byKind([KindSection], defaultSection: SectionChoice?)

    /// Each section choice with its document path (`section`, `sections[i]`,
    /// `sectionsByKind[i]`, `defaultSection`), in document order.
    public var choicesWithPaths: [(choice: SectionChoice, path: DocumentPath)] {
        switch self {
        case .single(let choice):
            return [(choice, .root / "section")]
        case .perIndex(let list, let fallback):
            var result = list.enumerated().map { ($1, DocumentPath.root / "sections" / $0) }
            if let fallback { result.append((fallback, .root / "defaultSection")) }
            return result
        case .byKind(let entries, let fallback):
            var result = entries.enumerated().map { ($1.choice, DocumentPath.root / "sectionsByKind" / $0) }
            if let fallback { result.append((fallback, .root / "defaultSection")) }
            return result
        }
    }

    /// The provider with every section replaced by `transform(section, path)`, the path as
    /// `LayoutDefinition.sectionsWithPaths` gives it.
    /// - Parameter transform: the new section for a section at a path.
    /// - Throws: the first error `transform` throws, in document order.
    public func mapSections<E: Error>(_ transform: (Section, DocumentPath) throws(E) -> Section) throws(E) -> SectionProvider {
        func choice(_ choice: SectionChoice, _ path: DocumentPath) throws(E) -> SectionChoice {
            switch choice {
            case .section(let s): return .section(try transform(s, path))
            case .oneOf(let list):
                var mapped: [Section] = []
                for (index, s) in list.enumerated() { mapped.append(try transform(s, path / "oneOf" / index)) }
                return .oneOf(mapped)
            case .returnsNil: return .returnsNil
            }
        }
        func optional(_ fallback: SectionChoice?) throws(E) -> SectionChoice? {
            guard let fallback else { return nil }
            return try choice(fallback, .root / "defaultSection")
        }
        switch self {
        case .single(let only):
            return .single(try choice(only, .root / "section"))
        case .perIndex(let list, let fallback):
            var mapped: [SectionChoice] = []
            for (index, c) in list.enumerated() { mapped.append(try choice(c, .root / "sections" / index)) }
            return .perIndex(mapped, defaultSection: try optional(fallback))
        case .byKind(let entries, let fallback):
            var mapped: [KindSection] = []
            for (index, entry) in entries.enumerated() {
                mapped.append(KindSection(kind: entry.kind, choice: try choice(entry.choice, .root / "sectionsByKind" / index)))
            }
            return .byKind(mapped, defaultSection: try optional(fallback))
        }
    }

    /// The choice a data section uses, with its document path: its entry of `sections` or
    /// `sectionsByKind` (`sections[2]`, `sectionsByKind[1]`), else `defaultSection`; nil where
    /// there is neither. Without an identifier, a `sectionsByKind` provider takes its kinds in
    /// order; an identifier picks the entry of its kind.
    /// - Parameters:
    ///   - index: the data section's index (a negative one has no entry).
    ///   - identifier: the data section's identifier, when the data has them.
    /// - Returns: the choice, before any `when` is tested, and where it is written.
    public func choiceWithPath(forDataSection index: Int, identifier: String?) -> (choice: SectionChoice, path: DocumentPath)? {
        let listed: (key: String, choices: [SectionChoice], entry: Int?, fallback: SectionChoice?)
        switch self {
        case .single(let only):
            return (only, .root / "section")
        case .perIndex(let list, let fallback):
            listed = ("sections", list, list.indices.contains(index) ? index : nil, fallback)
        case .byKind(let entries, let fallback):
            let entry: Int?
            if let identifier {
                entry = kindEntry(forIdentifier: identifier)
            } else {
                entry = entries.indices.contains(index) ? index : nil
            }
            listed = ("sectionsByKind", entries.map(\.choice), entry, fallback)
        }
        if let entry = listed.entry { return (listed.choices[entry], .root / listed.key / entry) }
        return listed.fallback.map { ($0, .root / "defaultSection") }
    }

    /// The choice a data section uses (see `choiceWithPath(forDataSection:identifier:)`); nil
    /// where there is none.
    /// - Parameters:
    ///   - index: the data section's index.
    ///   - identifier: the data section's identifier, when the data has them.
    /// - Returns: the choice, before any `when` is tested.
    public func choice(forDataSection index: Int, identifier: String?) -> SectionChoice? {
        choiceWithPath(forDataSection: index, identifier: identifier)?.choice
    }

    /// Whether the provider returns nil for a data section — `returnsNil: true`, or no choice
    /// at all (past `sections` or a kind not listed, without `defaultSection`) — so that UIKit
    /// lets it hold no items.
    /// - Parameters:
    ///   - index: the data section's index.
    ///   - identifier: the data section's identifier, when the data has them.
    /// - Returns: true when the data section gets no section.
    public func returnsNil(forDataSection index: Int, identifier: String?) -> Bool {
        let choice = choice(forDataSection: index, identifier: identifier)
        return choice == nil || choice == .returnsNil
    }

    /// `defaultSection`, for the providers that may have one.
    public var defaultSection: SectionChoice? {
        switch self {
        case .single: nil
        case .perIndex(_, let fallback), .byKind(_, let fallback): fallback
        }
    }

    /// The kinds `sectionsByKind` names, in document order; empty for the other providers.
    public var kinds: [String] {
        if case .byKind(let entries, _) = self { return entries.map(\.kind) }
        return []
    }

    /// The `sectionsByKind` entry a data section with this identifier uses; nil when no entry
    /// names its kind (it then uses `defaultSection`) or the provider does not go by kind.
    public func kindEntry(forIdentifier identifier: String) -> Int? {
        guard case .byKind(let entries, _) = self else { return nil }
        let kind = SectionIdentifier.kind(of: identifier)
        return entries.firstIndex { $0.kind == kind }
    }
}

/// A section layout, alternatives picked by the layout environment, or no section at all.
public enum SectionChoice: Sendable, Hashable {
    case section(Section)
    /// `oneOf:` — the first alternative whose `when` holds is used.
    case oneOf([Section])
    /// `returnsNil: true` — the section provider returns `nil`. UIKit then lays out an empty
    /// section (no insets, no boundary items, no decorations) if the data section has no items,
    /// and raises "Invalid section definition" if it has any.
    case returnsNil

    /// Every section this choice can produce; none for `returnsNil`.
    public var alternatives: [Section] {
        switch self {
        case .section(let s): [s]
        case .oneOf(let list): list
        case .returnsNil: []
        }
    }
}
