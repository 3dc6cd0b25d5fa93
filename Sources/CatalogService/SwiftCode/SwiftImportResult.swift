/// What `import-swift` did (or, in a dry run, would do).
///
/// For scripts: `dryRun`, then `layouts` in the order the code defines them, `skipped`, and
/// `skippedFiles` (files that could not be read as Swift) and `fileWarnings`.
public struct SwiftImportResult: Sendable, Encodable {
    /// One imported layout.
    public struct Layout: Sendable, Encodable {
        public var name: String
        /// `created`, `revised`, `unchanged` or `restored`; in a dry run what would happen.
        public var status: AddedLayout.Status
        /// The head after the import (in a dry run, the number it would have).
        public var revision: Int
        public var contentHash: String
        /// `file:line` as the revision records it.
        public var source: String
        public var location: CodeLocation
        public var commit: String?
        public var uncommittedChanges: Bool
        public var partial: Bool
        public var warnings: [CodeDiagnostic]
        /// In a partial import: each unknown value and the literal used instead.
        public var assumptions: [CodeDiagnostic]
        /// Why the name is not the one derived from the code; nil when it is.
        public var qualification: String?
        /// Other layouts of the import with the same definition apart from the name.
        public var identicalTo: [String]
        /// For a layout imported as `sectionsByKind`: where its section provider reads the data's
        /// section identifier (`pattern`, `expression`, `helper`) and the kinds it tells apart.
        public var sectionsChosenBy: KindChoice?
    }

    public var dryRun: Bool
    public var layouts: [Layout]
    public var skipped: [SkippedCode]
    /// `.swift` files left out because they could not be read as Swift (`unreadable-file`).
    public var skippedFiles: [SkippedSourceFile]
    public var fileWarnings: [CodeDiagnostic]
    /// With a report: sites found, imported and skipped by reason (nil without).
    public var recall: CodeRecall?
    /// With a report: every construction site and its outcome (nil without).
    public var sites: [ConstructionSiteOutcome]?
}
