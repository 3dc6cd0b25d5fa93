/// A place in the imported code that constructs a compositional layout or one of its sections,
/// and what became of it: the recall of a run is how many of these were imported.
public struct ConstructionSite: Sendable, Codable {
    /// What the call builds.
    public enum Kind: String, Sendable, Hashable, CaseIterable, Codable {
        /// `UICollectionViewCompositionalLayout(section:)`, `(sectionProvider:)`, `{ … }` (or a
        /// subclass of it declared in the files, or AppKit's `NSCollectionViewCompositionalLayout`).
        case layout
        /// `UICollectionViewCompositionalLayout.list(using:)`.
        case listLayout = "list-layout"
        /// `NSCollectionLayoutSection(group:)`.
        case section
        /// `NSCollectionLayoutSection.list(using:layoutEnvironment:)`.
        case listSection = "list-section"
    }

    /// What became of it.
    public enum Outcome: Sendable, Codable {
        /// Part of these imported layouts (names in report order).
        case imported([String])
        /// Not part of any imported layout: the reason of the layout it belongs to, or
        /// `unreached`.
        case skipped(SkipReason, ImportDiagnostic)
    }

    public var kind: Kind
    /// Where the call starts.
    public var position: SourcePosition
    /// The call as written, arguments left out: `UICollectionViewCompositionalLayout(sectionProvider:)`.
    public var call: String
    public var outcome: Outcome

    public init(kind: Kind, position: SourcePosition, call: String, outcome: Outcome) {
        self.kind = kind
        self.position = position
        self.call = call
        self.outcome = outcome
    }

    /// True when some imported layout holds it.
    public var isImported: Bool {
        if case .imported = outcome { return true }
        return false
    }
}

/// How much of the code's layouts a run imported: every construction site found, and the
/// skipped ones counted by reason.
public struct ImportRecall: Sendable, Hashable {
    public var found: Int
    public var imported: Int
    /// Skipped sites by reason, every reason with at least one.
    public var skipped: [SkipReason: Int]
    /// `.swift` files left out as `unreadable-file`: whatever they build is not among the sites.
    public var skippedFiles: Int

    public init(sites: [ConstructionSite], skippedFiles: Int = 0) {
        self.skippedFiles = skippedFiles
        found = sites.count
        imported = sites.filter(\.isImported).count
        var skipped: [SkipReason: Int] = [:]
        for site in sites {
            if case .skipped(let reason, _) = site.outcome { skipped[reason, default: 0] += 1 }
        }
        self.skipped = skipped
    }

    /// Skipped sites in all.
    public var skippedCount: Int { skipped.values.reduce(0, +) }
}
