import LayoutModel

/// A layout read out of Swift code, with where it came from.
public struct ScannedLayout: Sendable {
    public var name: String
    public var definition: LayoutDefinition
    /// Where the layout is built, the path as given.
    public var location: CodeLocation
    /// `file:line` as revisions record it: relative to the git work tree's top folder inside
    /// one (so every checkout records the same), else the path as given, tidied.
    public var source: String
    /// The commit HEAD was at, inside a git work tree with commits.
    public var commit: String?
    /// The file differs from that commit (modified or not yet tracked).
    public var hasUncommittedChanges: Bool
    /// What the importer left out or did not follow without changing the frames.
    public var warnings: [CodeDiagnostic]
    /// Values replaced by the nearest literal (a partial import); empty for a faithful one.
    public var assumptions: [CodeDiagnostic]
    /// Why the name is not the one derived from the code (several layouts derive it); nil
    /// when it is.
    public var qualification: String?
    /// Other layouts of the scan with the same definition apart from the name (copies of a file).
    public var identicalTo: [String]
    /// For a layout imported as `sectionsByKind`: where its provider reads the data's section
    /// identifier, and the kinds it tells apart.
    public var sectionsChosenBy: KindChoice?

    /// True when some value was replaced by a literal.
    public var isPartial: Bool { !assumptions.isEmpty }
}

/// A layout found in the code that could not be imported faithfully.
public struct SkippedCode: Sendable, Hashable, Encodable {
    /// The name it would have had.
    public var name: String
    public var location: CodeLocation
    /// The first thing that could not be followed, at its own place.
    public var reason: CodeDiagnostic
    /// What kind of thing that is: a stable code (see `ConstructionSiteOutcome.reason`).
    public var reasonCode: String
    public var warnings: [CodeDiagnostic]
    /// Why the name is not the one derived from the code.
    public var qualification: String?
}
