/// A place in the code that constructs a compositional layout or one of its sections
/// (`UICollectionViewCompositionalLayout(…)`, `NSCollectionLayoutSection(group:)`,
/// `.list(using:)`), and what the import made of it.
public struct ConstructionSiteOutcome: Sendable, Hashable, Encodable {
    /// `layout`, `list-layout`, `section` or `list-section`.
    public var kind: String
    public var location: CodeLocation
    /// The call as written without its arguments: `NSCollectionLayoutSection(group:)`.
    public var call: String
    /// `imported` or `skipped`.
    public var outcome: String
    /// The imported layouts it is part of (empty when skipped).
    public var layouts: [String]
    /// Why it was skipped: a stable code (`runtime-value`, `runtime-condition`,
    /// `environment-value`, `outside-code`, `takes-arguments`, `not-in-format`, `invalid`,
    /// `limit`, `unsupported`, `unreached`); nil when imported. (`unreadable-file` is the
    /// reason of a file left out, `SkippedSourceFile`, never of a site.)
    public var reason: String?
    /// One line saying what could not be followed, and where; nil when imported.
    public var message: String?
    public var reasonLocation: CodeLocation?

    public var isImported: Bool { outcome == "imported" }
}

/// How much of the code's layouts an import holds: construction sites found, imported, and
/// skipped by reason (in the order of the reasons' list, each with at least one).
public struct CodeRecall: Sendable, Hashable, Encodable {
    public struct ReasonCount: Sendable, Hashable, Encodable {
        public var reason: String
        public var count: Int
    }

    /// `.swift` files read.
    public var files: Int
    public var found: Int
    public var imported: Int
    public var skipped: [ReasonCount]
    /// `.swift` files left out as `unreadable-file` (not counted in `files`): what they build
    /// is not among the sites.
    public var skippedFiles: Int

    public var skippedCount: Int { skipped.reduce(0) { $0 + $1.count } }
}
