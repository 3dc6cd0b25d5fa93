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
        // For `sectionsByKind`, the identifier the data gives, else the kind taken in order.
        var shown: String?
        if case .byKind(let entries, _) = sections {
            shown = identifier ?? (entries.indices.contains(index) ? entries[index].kind : nil)
        }
        if let (choice, path) = sections.choiceWithPath(forDataSection: index, identifier: identifier) {
            return try Self.select(choice, at: path, identifier: shown, conditions: conditions)
        }
        // Neither an entry nor a `defaultSection`: the provider returns nil there, which UIKit
        // takes for a data section without items. The document has no `defaultSection` to point
        // at: the path is the list the data section is past.
        switch sections {
        case .single(let only):
            // `choiceWithPath` always finds this one; written out for the switch to be whole.
            return try Self.select(only, at: .root / "section", identifier: nil, conditions: conditions)
        case .perIndex(let list, _):
            guard itemCount == 0 else { throw .noSectionForData(dataSection: index, defined: list.count) }
            return SelectedSection(section: .returnedNil, path: .root / "sections", identifier: nil, returnedNil: true)
        case .byKind(let entries, _):
            guard itemCount == 0 else {
                if let identifier { throw .noSectionForKind(dataSection: index, identifier: identifier, kinds: entries.map(\.kind)) }
                throw .noKindForData(dataSection: index, kinds: entries.count)
            }
            return SelectedSection(section: .returnedNil, path: .root / "sectionsByKind", identifier: shown, returnedNil: true)
        }
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
