import LayoutModel

// Which section layout a data section uses (the section provider).
// `section:` → every data section. `sections:` → data section i uses sections[i]; past the end,
// `defaultSection`; without one, no section (as `returnsNil`), a ResolveError if it has items.
// Inside `oneOf`, the first alternative whose
// `when` holds is used; a lone section whose `when` fails has no fallback, which is a
// ResolveError too. A condition sees what a section provider reads: the container's effective
// width (the layout container's width less the configuration's reference insets across a
// vertical layout, `environment.container.effectiveContentSize.width`) and the trait collection's
// size classes and idiom (`environment.traitCollection`), where a trait the environment leaves
// unspecified matches no condition on it.

// `returnsNil: true` → the provider returns nil: UIKit lays out an empty section in its place when
// the data section has no items and raises "Invalid section definition" when it has any, which is
// a ResolveError here.

// `sectionsByKind:` → the data section's identifier's kind picks the entry (`category` for
// `category(id: 7)`); a kind it does not list takes `defaultSection`; without one, no section (as
// `returnsNil`), a ResolveError if it has items. Data without identifiers (counts, a sample) takes the kinds in the order they are
// listed, then `defaultSection`.

/// The section layout a data section uses.
struct SelectedSection {
    var section: Section
    /// Where it is in the definition (`sections[2].oneOf[0]`, `sectionsByKind[1]`, …).
    var path: DocumentPath
    /// For `sectionsByKind`: the identifier the data gave, else the kind the section was taken
    /// as; nil for `defaultSection` without an identifier and for the other providers.
    var identifier: String?
    /// The provider returns nil here (`returnsNil: true`); `section` is what UIKit puts in its
    /// place.
    var returnedNil = false
}

extension Section {
    /// What UIKit lays out where a section provider returns nil for a data section without items
    /// (`+[NSCollectionLayoutSection _emptySection]`): no insets, boundary items or decorations,
    /// so it takes no length (the empty-section rule, layout-rules.md); `interSectionSpacing`
    /// still comes before and after it.
    static let returnedNil = Section(
        content: .group(
            Group(
                layout: .vertical, size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1)),
                children: .subitems([.item(Item(size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1))))]))))
}

extension LayoutDefinition {
    /// The section layout for a data section.
    func section(forDataSection index: Int, identifier: String?, itemCount: Int, conditions: ConditionEnvironment) throws(ResolveError)
        -> SelectedSection
    {
        // The entry of `sections` or `sectionsByKind` the data section uses (nil: the default),
        // the list's key and the error when there is no default either.
        let listed: (entry: Int?, key: String, choices: [SectionChoice], fallback: SectionChoice?, missing: ResolveError)
        var shown: String?
        switch sections {
        case .single(let only):
            return try Self.select(only, at: .root / "section", identifier: nil, conditions: conditions)
        case .perIndex(let list, let fallback):
            listed = (index < list.count ? index : nil, "sections", list, fallback, .noSectionForData(dataSection: index, defined: list.count))
        case .byKind(let entries, let fallback):
            if let identifier {
                shown = identifier
                listed = (
                    sections.kindEntry(forIdentifier: identifier), "sectionsByKind", entries.map(\.choice), fallback,
                    .noSectionForKind(dataSection: index, identifier: identifier, kinds: entries.map(\.kind))
                )
            } else {
                let entry = index < entries.count ? index : nil
                shown = entry.map { entries[$0].kind }
                listed = (entry, "sectionsByKind", entries.map(\.choice), fallback, .noKindForData(dataSection: index, kinds: entries.count))
            }
        }
        if let entry = listed.entry {
            return try Self.select(listed.choices[entry], at: .root / listed.key / entry, identifier: shown, conditions: conditions)
        }
        guard let fallback = listed.fallback else {
            // Without a `defaultSection` the provider returns nil there, which UIKit takes for a
            // data section without items.
            guard itemCount == 0 else { throw listed.missing }
            // The document has no `defaultSection` to point at: the list it is past.
            return SelectedSection(section: .returnedNil, path: .root / listed.key, identifier: shown, returnedNil: true)
        }
        return try Self.select(fallback, at: .root / "defaultSection", identifier: shown, conditions: conditions)
    }

    /// The alternative of `choice` whose `when` holds first.
    private static func select(
        _ choice: SectionChoice, at path: DocumentPath, identifier shown: String?,
        conditions: ConditionEnvironment
    ) throws(ResolveError) -> SelectedSection {
        switch choice {
        case .section(let section):
            if let when = section.when, !when.holds(in: conditions) {
                throw .noAlternative(path: path, environment: conditions, testedTraits: when.testsTraits)
            }
            return SelectedSection(section: section, path: path, identifier: shown)
        case .returnsNil:
            return SelectedSection(section: .returnedNil, path: path, identifier: shown, returnedNil: true)
        case .oneOf(let alternatives):
            for (offset, section) in alternatives.enumerated() where section.when?.holds(in: conditions) ?? true {
                return SelectedSection(section: section, path: path / "oneOf" / offset, identifier: shown)
            }
            throw .noAlternative(
                path: path / "oneOf", environment: conditions,
                testedTraits: alternatives.contains { $0.when?.testsTraits ?? false })
        }
    }
}
