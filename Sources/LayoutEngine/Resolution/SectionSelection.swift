import LayoutModel

// Which section layout a data section uses (the section provider).
// `section:` → every data section. `sections:` → data section i uses sections[i]; past the end,
// `defaultSection`; without one, a ResolveError. Inside `oneOf`, the first alternative whose
// `when` holds at the container's effective width is used; a lone section whose `when` fails
// has no fallback, which is a ResolveError too. The effective width is the layout container's
// width less the configuration's reference insets across a vertical layout (what a section
// provider reads as `environment.container.effectiveContentSize.width`).

extension LayoutDefinition {
    /// The section layout and its document path for a data section.
    func section(forDataSection index: Int, effectiveWidth: Double) throws(ResolveError) -> (section: Section, path: DocumentPath) {
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
            if let when = section.when, !when.holds(forWidth: effectiveWidth) {
                throw .noAlternative(path: path, width: effectiveWidth)
            }
            return (section, path)
        case .oneOf(let alternatives):
            for (offset, section) in alternatives.enumerated() where section.when?.holds(forWidth: effectiveWidth) ?? true {
                return (section, path / "oneOf" / offset)
            }
            throw .noAlternative(path: path / "oneOf", width: effectiveWidth)
        }
    }
}
