import LayoutEngine
import LayoutModel

/// The outcome of checking one document: its diagnostics and, when it has no errors, its
/// definition.
///
/// For scripts: `file`, `name`, `valid`, and each diagnostic's `severity`, `path`, `line`,
/// `column`, `message` and lint `rule`.
public struct DocumentReport: Sendable, Encodable {
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
        check(document, dataSectionIdentifiers: nil)
    }

    /// Decodes, validates and lints a document; `dataSectionIdentifiers` (one set per dataset
    /// and snapshot of a catalog) lets the lint rules about `sectionsByKind` look at the data.
    static func check(_ document: SourceDocument, dataSectionIdentifiers: [Set<String>]?) -> DocumentReport {
        let result = LayoutDocument.check(document.text, dataSectionIdentifiers: dataSectionIdentifiers)
        // Container expressions must give a usable number on every device the catalog knows,
        // which only the engine can say (LayoutModel knows no devices).
        guard let definition = result.definition else {
            return DocumentReport(document: document, definition: nil, diagnostics: result.diagnostics)
        }
        let failures = ContainerExpressionCheck.diagnostics(for: definition, sourceMap: result.sourceMap)
        guard failures.isEmpty else {
            return DocumentReport(document: document, definition: nil, diagnostics: failures + result.diagnostics)
        }
        return DocumentReport(document: document, definition: definition, diagnostics: result.diagnostics)
    }

    private enum CodingKeys: String, CodingKey { case file, name, valid, diagnostics }
    private enum DiagnosticKeys: String, CodingKey { case severity, path, line, column, message, rule }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(document.path, forKey: .file)
        try container.encodeIfPresent(definition?.name, forKey: .name)
        try container.encode(errors.isEmpty, forKey: .valid)
        var list = container.nestedUnkeyedContainer(forKey: .diagnostics)
        for diagnostic in diagnostics {
            var item = list.nestedContainer(keyedBy: DiagnosticKeys.self)
            try item.encode(diagnostic.severity.rawValue, forKey: .severity)
            try item.encode(diagnostic.path.description, forKey: .path)
            try item.encodeIfPresent(diagnostic.location?.line, forKey: .line)
            try item.encodeIfPresent(diagnostic.location?.column, forKey: .column)
            try item.encode(diagnostic.message, forKey: .message)
            try item.encodeIfPresent(diagnostic.rule, forKey: .rule)
        }
    }
}
