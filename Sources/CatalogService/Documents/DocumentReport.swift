import LayoutModel

/// The outcome of checking one document: its diagnostics and, when it has no errors, its
/// definition.
public struct DocumentReport: Sendable {
    public var document: SourceDocument
    public var definition: LayoutDefinition?
    /// Errors first, then warnings, in document order.
    public var diagnostics: [Diagnostic]

    public var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }
    public var warnings: [Diagnostic] { diagnostics.filter { $0.severity == .warning } }

    /// Every diagnostic as `file:line:column: path: message`.
    public var formattedDiagnostics: [String] {
        diagnostics.map { $0.formatted(file: document.path) }
    }

    /// Decodes, validates and lints a document.
    public static func check(_ document: SourceDocument) -> DocumentReport {
        let result = LayoutDocument.check(document.text)
        return DocumentReport(document: document, definition: result.definition, diagnostics: result.diagnostics)
    }
}
