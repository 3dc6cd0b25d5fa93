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

// `sectionsByKind:` → the data section's identifier's kind picks the entry (`category` for
// `category(id: 7)`); a kind it does not list takes `defaultSection`; without one, a
// ResolveError. Data without identifiers (counts, a sample) takes the kinds in the order they are
// listed, then `defaultSection`.

/// The section layout a data section uses.
struct SelectedSection {
    var section: Section
    /// Where it is in the definition (`sections[2].oneOf[0]`, `sectionsByKind[1]`, …).
    var path: DocumentPath
    /// For `sectionsByKind`: the identifier the data gave, else the kind the section was taken
    /// as; nil for `defaultSection` without an identifier and for the other providers.
    var identifier: String?
}

extension LayoutDefinition {
    /// The section layout for a data section.
    func section(forDataSection index: Int, identifier: String?, conditions: ConditionEnvironment) throws(ResolveError) -> SelectedSection {
        let choice: SectionChoice
        let path: DocumentPath
        var shown = identifier
        switch sections {
        case .single(let only):
            choice = only
            path = .root / "section"
            shown = nil
        case .perIndex(let list, let fallback):
            shown = nil
            if index < list.count {
                choice = list[index]
                path = .root / "sections" / index
            } else if let fallback {
                choice = fallback
                path = .root / "defaultSection"
            } else {
                throw .noSectionForData(dataSection: index, defined: list.count)
            }
        case .byKind(let entries, let fallback):
            let entry: Int?
            if let identifier {
                entry = sections.kindEntry(forIdentifier: identifier)
                if entry == nil, fallback == nil {
                    throw .noSectionForKind(dataSection: index, identifier: identifier, kinds: entries.map(\.kind))
                }
            } else {
                entry = index < entries.count ? index : nil
                if entry == nil, fallback == nil { throw .noKindForData(dataSection: index, kinds: entries.count) }
                shown = entry.map { entries[$0].kind }
            }
            if let entry {
                choice = entries[entry].choice
                path = .root / "sectionsByKind" / entry
            } else if let fallback {
                choice = fallback
                path = .root / "defaultSection"
            } else {
                throw .noKindForData(dataSection: index, kinds: entries.count)
            }
        }
        switch choice {
        case .section(let section):
            if let when = section.when, !when.holds(in: conditions) {
                throw .noAlternative(path: path, environment: conditions, testedTraits: when.testsTraits)
            }
            return SelectedSection(section: section, path: path, identifier: shown)
        case .oneOf(let alternatives):
            for (offset, section) in alternatives.enumerated() where section.when?.holds(in: conditions) ?? true {
                return SelectedSection(section: section, path: path / "oneOf" / offset, identifier: shown)
            }
            throw .noAlternative(path: path / "oneOf", environment: conditions,
                                 testedTraits: alternatives.contains { $0.when?.testsTraits ?? false })
        }
    }
}
