/// One entry of `sectionsByKind:`: the section layout (or `oneOf` alternatives) that data
/// sections of one kind use.
///
/// A kind is what an app's section identifier says it is: the case of the section enum its
/// snapshot holds (`featured`; `category` for `.category(id: 7)`), or a string identifier.
/// `SectionIdentifier.kind(of:)` says which kind an identifier is.
public struct KindSection: Sendable, Hashable {
    /// The kind, e.g. `featured`: 1–`DefinitionLimits.maximumSectionKindLength` characters,
    /// without parentheses.
    public var kind: String
    public var choice: SectionChoice

    public init(kind: String, choice: SectionChoice) {
        self.kind = kind
        self.choice = choice
    }
}
