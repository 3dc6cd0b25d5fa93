/// What one import run found: the layouts imported, those skipped, and errors about the run.
public struct SwiftImportReport: Sendable, Codable {
    /// Imported layouts, in file order (files in the order given), then position.
    public var layouts: [ImportedLayout]
    /// Layouts that could not be imported faithfully, in the same order.
    public var skipped: [SkippedLayout]
    /// Errors about the run as a whole: two `// catalog:` names alike (listing both places), a
    /// path given that does not exist. A caller should write nothing when there are any.
    public var errors: [ImportDiagnostic]
    /// `.swift` files left out because they could not be read as Swift (`unreadable-file`), in
    /// the order they were found; the run imported the others.
    public var skippedFiles: [SkippedFile]
    /// Warnings about files rather than layouts (syntax the parser had to recover from).
    public var fileWarnings: [ImportDiagnostic]
    /// Every construction site in the files, in file order, with what became of it.
    public var sites: [ConstructionSite]
    /// How many `.swift` files the run read (the skipped files not counted).
    public var fileCount: Int

    public init(
        layouts: [ImportedLayout] = [], skipped: [SkippedLayout] = [], errors: [ImportDiagnostic] = [],
        skippedFiles: [SkippedFile] = [], fileWarnings: [ImportDiagnostic] = [], sites: [ConstructionSite] = [], fileCount: Int = 0
    ) {
        self.layouts = layouts
        self.skipped = skipped
        self.errors = errors
        self.skippedFiles = skippedFiles
        self.fileWarnings = fileWarnings
        self.sites = sites
        self.fileCount = fileCount
    }

    /// Sites found, imported, and skipped by reason.
    public var recall: ImportRecall { ImportRecall(sites: sites, skippedFiles: skippedFiles.count) }

    /// The imported layout called `name`.
    public func layout(named name: String) -> ImportedLayout? {
        layouts.first { $0.name == name }
    }
}
