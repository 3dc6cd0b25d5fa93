import LayoutModel

/// The outcome of checking one dataset document.
public struct DatasetReport: Sendable {
    public var document: SourceDocument
    public var dataset: Dataset?
    public var diagnostics: [Diagnostic]

    public var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }
    public var formattedDiagnostics: [String] { diagnostics.map { $0.formatted(file: document.path) } }

    public static func check(_ document: SourceDocument) -> DatasetReport {
        let result = DatasetDocument.check(document.text)
        return DatasetReport(document: document, dataset: result.dataset, diagnostics: result.diagnostics)
    }
}
