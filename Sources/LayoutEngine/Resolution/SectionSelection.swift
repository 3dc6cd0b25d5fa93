import LayoutModel

// Which section layout a data section uses (the section provider).
// `section:` → every data section. `sections:` → data section i uses sections[i]; past the end,
// `defaultSection`; without one, a ResolveError. Inside `oneOf`, the first alternative whose
// `when` holds is used; a lone section whose `when` fails has no fallback, which is a
// ResolveError too. A condition sees what a section provider reads: the container's effective
// width (the layout container's width less the configuration's reference insets across a
// vertical layout, `environment.container.effectiveContentSize.width`) and the trait collection's
// size classes and idiom (`environment.traitCollection`), where a trait the environment leaves
// unspecified matches no condition on it.

extension LayoutDefinition {
    /// The section layout and its document path for a data section.
    func section(forDataSection index: Int, conditions: ConditionEnvironment) throws(ResolveError) -> (section: Section, path: DocumentPath) {
        let choice: SectionChoice
        let path: DocumentPath
        switch sections {
        case .single(let only):
            choice = only
            path = .root / "section"
        case .perIndex(let list, let fallback):
            if index < list.count {
                choice = list[index]
                path = .root / "sections" / index
            } else if let fallback {
                choice = fallback
                path = .root / "defaultSection"
            } else {
                throw .noSectionForData(dataSection: index, defined: list.count)
            }
        }
        switch choice {
        case .section(let section):
            if let when = section.when, !when.holds(in: conditions) {
                throw .noAlternative(path: path, environment: conditions, testedTraits: when.testsTraits)
            }
            return (section, path)
        case .oneOf(let alternatives):
            for (offset, section) in alternatives.enumerated() where section.when?.holds(in: conditions) ?? true {
                return (section, path / "oneOf" / offset)
            }
            throw .noAlternative(path: path / "oneOf", environment: conditions,
                                 testedTraits: alternatives.contains { $0.when?.testsTraits ?? false })
        }
    }
}
