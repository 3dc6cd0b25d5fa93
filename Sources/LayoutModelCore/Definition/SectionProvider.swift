/// How data sections map to section layouts.
public enum SectionProvider: Sendable, Hashable {
    /// `section:` — one section layout for every data section.
    case single(SectionChoice)
    /// `sections:` (+ optional `defaultSection:`) — a section provider: data section i uses
    /// `sections[i]`, and data sections past the end use `defaultSection`.
    case perIndex([SectionChoice], defaultSection: SectionChoice?)
}

/// A section layout, or alternatives picked by the container width.
public enum SectionChoice: Sendable, Hashable {
    case section(Section)
    /// `oneOf:` — the first alternative whose `when` holds is used.
    case oneOf([Section])

    /// Every section this choice can produce.
    public var alternatives: [Section] {
        switch self {
        case .section(let s): [s]
        case .oneOf(let list): list
        }
    }
}
