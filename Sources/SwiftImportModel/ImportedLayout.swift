import LayoutModel

/// A layout found in the code and turned into a definition.
public struct ImportedLayout: Sendable {
    /// The catalog name: from a `// catalog:` comment, else from the enclosing function,
    /// property or type (see `docs/swift-import.md`), with the run's name prefix.
    public var name: String
    /// The definition, valid (`Validator` finds no error in it).
    public var definition: LayoutDefinition
    /// Where the layout is built: the declaration or construction the name came from.
    public var source: SourcePosition
    /// What was left out or not followed without changing the frames, and notes about choices
    /// (the `#available` branch taken).
    public var warnings: [ImportDiagnostic]
    /// With `allowPartial` only: each value that could not be followed and the literal used in
    /// its place. Empty for a faithful import.
    public var assumptions: [ImportDiagnostic]
    /// Why the name is not the one derived from the code (several layouts derive it); nil when
    /// it is that one, or written in a `// catalog:` comment.
    public var qualification: NameQualification?
    /// Other layouts of the run with the same definition apart from the name (copies of a
    /// file), by name.
    public var identicalTo: [String]
    /// For a layout imported as `sectionsByKind`: where its section provider reads the section
    /// identifier from the app's data, and the kinds it tells apart. Nil for other layouts.
    public var sectionsChosenBy: DataChosenSections?

    /// True when some value was replaced by a nearby literal (`allowPartial`).
    public var isPartial: Bool { !assumptions.isEmpty }

    public init(
        name: String, definition: LayoutDefinition, source: SourcePosition,
        warnings: [ImportDiagnostic] = [], assumptions: [ImportDiagnostic] = [],
        qualification: NameQualification? = nil, identicalTo: [String] = [], sectionsChosenBy: DataChosenSections? = nil
    ) {
        self.name = name
        self.definition = definition
        self.source = source
        self.warnings = warnings
        self.assumptions = assumptions
        self.qualification = qualification
        self.identicalTo = identicalTo
        self.sectionsChosenBy = sectionsChosenBy
    }
}

/// A layout found in the code that could not be imported faithfully.
public struct SkippedLayout: Sendable, Codable {
    /// The name it would have had.
    public var name: String
    /// Where the layout is built.
    public var source: SourcePosition
    /// Why: the first thing that could not be followed, at its own position.
    public var reason: ImportDiagnostic
    /// What kind of thing that is.
    public var code: SkipReason
    /// Warnings gathered before the importer gave up.
    public var warnings: [ImportDiagnostic]
    /// Why the name is not the one derived from the code.
    public var qualification: NameQualification?

    public init(
        name: String, source: SourcePosition, reason: ImportDiagnostic, code: SkipReason = .unsupported,
        warnings: [ImportDiagnostic] = [], qualification: NameQualification? = nil
    ) {
        self.name = name
        self.source = source
        self.reason = reason
        self.code = code
        self.warnings = warnings
        self.qualification = qualification
    }
}
