/// A stored, versioned layout: one YAML or JSON document of the definition format.
///
/// Names mirror UIKit's compositional layout API one to one. See `docs/definition-format.md`.
public struct LayoutDefinition: Sendable, Hashable {
    /// The newest format version this build understands.
    public static let supportedFormat = 1

    /// The format version (`format:`), default 1.
    public var format: Int
    /// The catalog key: lowercase letters, digits, `-`, `_`, `.`; 1–64 characters.
    public var name: String
    public var title: String?
    public var summary: String?
    /// Free-form labels; stored sorted and without duplicates.
    public var tags: [String]
    /// What the linter should not warn about (`lint: {allow: [rule-id]}`).
    public var lint: LintOptions
    /// `UICollectionViewCompositionalLayoutConfiguration`.
    public var configuration: LayoutConfiguration
    /// Which section layout each data section uses.
    public var sections: SectionProvider
    /// Sample data used when resolving without data flags.
    public var preview: Preview?

    public init(
        format: Int = LayoutDefinition.supportedFormat,
        name: String,
        title: String? = nil,
        summary: String? = nil,
        tags: [String] = [],
        lint: LintOptions = LintOptions(),
        configuration: LayoutConfiguration = LayoutConfiguration(),
        sections: SectionProvider,
        preview: Preview? = nil
    ) {
        self.format = format
        self.name = name
        self.title = title
        self.summary = summary
        self.tags = Array(Set(tags)).sorted()
        self.lint = lint
        self.configuration = configuration
        self.sections = sections
        self.preview = preview
    }
}
