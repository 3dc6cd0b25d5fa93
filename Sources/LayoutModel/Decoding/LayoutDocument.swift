import Foundation
import Yams

/// Turns YAML or JSON text into a `LayoutDefinition`, with every error and warning at once.
///
/// The text is read by `DocumentReader` within `DocumentLimits.definition`; JSON is read by the
/// same parser as YAML (JSON is a YAML subset), so JSON errors get lines and columns too.
public enum LayoutDocument {
    /// The outcome of decoding and checking one document.
    public struct Result: Sendable {
        /// The definition, when the document has no errors.
        public var definition: LayoutDefinition?
        /// Errors first, then warnings, each sorted by position.
        public var diagnostics: [Diagnostic]
        /// Where each value came from.
        public var sourceMap: SourceMap
        /// A best-effort definition when decoding found errors (placeholders where values failed),
        /// so validation can still report every other problem.
        var partial: LayoutDefinition?

        /// The errors.
        public var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }
        /// The lint warnings.
        public var warnings: [Diagnostic] { diagnostics.filter { $0.severity == .warning } }
    }

    /// Decodes, validates and lints a document.
    /// - Parameters:
    ///   - text: the YAML or JSON source.
    ///   - lint: whether to run the lint rules (warnings).
    public static func check(_ text: String, lint: Bool = true) -> Result {
        var result = decode(text)
        guard let definition = result.definition ?? result.partial else { return result }
        let problems = Validator.validate(definition, sourceMap: result.sourceMap)
        // Lint only documents that decoded cleanly: warnings about placeholders would mislead.
        let warnings = lint && result.definition != nil ? Linter.lint(definition, sourceMap: result.sourceMap) : []
        let errors = result.errors + problems.filter { $0.severity == .error }
        result.diagnostics = errors.sorted(by: Diagnostic.documentOrder)
            + (problems.filter { $0.severity == .warning } + warnings).sorted(by: Diagnostic.documentOrder)
        if !errors.isEmpty { result.definition = nil }
        return result
    }

    /// Decodes a document's structure only: unknown keys, wrong types, bad syntax and unknown
    /// enum values are errors; value ranges are checked by `Validator`.
    public static func decode(_ text: String) -> Result {
        let context = DecodingContext()
        let node: Node?
        do {
            node = try DocumentReader.read(text, limits: .definition)
        } catch {
            return Result(definition: nil, diagnostics: [error.diagnostic], sourceMap: SourceMap())
        }
        guard let node else {
            return Result(definition: nil, diagnostics: [Diagnostic(.error, at: .root, location: SourceLocation(line: 1, column: 1), "the document is empty")], sourceMap: SourceMap())
        }
        let definition = context.definition(node)
        let diagnostics = context.diagnostics.sorted(by: Diagnostic.documentOrder)
        return Result(definition: diagnostics.isEmpty ? definition : nil, diagnostics: diagnostics, sourceMap: context.sourceMap,
                      partial: diagnostics.isEmpty ? nil : definition)
    }
}
