/// What `import-swift` did (or, in a dry run, would do).
///
/// For scripts: `dryRun`, then `layouts` in the order the code defines them, `skipped`, and
/// `fileWarnings`.
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
    }

    public var dryRun: Bool
    public var layouts: [Layout]
    public var skipped: [SkippedCode]
    public var fileWarnings: [CodeDiagnostic]
}
