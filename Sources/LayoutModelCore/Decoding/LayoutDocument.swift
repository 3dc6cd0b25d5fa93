/// Turns a parsed document into a `LayoutDefinition`, with every error and warning at once.
///
/// The catalog reads YAML or JSON text with LayoutModel's `DocumentReader` (the
/// `check(_ text:)` and `decode(_ text:)` entry points live there, with the YAML parser); the
/// runtime reads JSON with `check(json:)`. Both then decode and validate with the code below, so
/// a definition means the same wherever it is read.
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

        /// A document that could not be read at all.
        package init(unreadable diagnostic: Diagnostic) {
            self.init(definition: nil, diagnostics: [diagnostic], sourceMap: SourceMap(), partial: nil)
        }

        init(definition: LayoutDefinition?, diagnostics: [Diagnostic], sourceMap: SourceMap, partial: LayoutDefinition? = nil) {
            self.definition = definition
            self.diagnostics = diagnostics
            self.sourceMap = sourceMap
            self.partial = partial
        }

        /// The errors.
        public var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }
        /// The lint warnings.
        public var warnings: [Diagnostic] { diagnostics.filter { $0.severity == .warning } }
    }

    /// Reads strict JSON with `JSONReader` within `DocumentLimits.definition`, then decodes,
    /// validates and (optionally) lints it.
    public static func check(json text: String, lint: Bool = true) -> Result {
        do {
            return check(try JSONReader.read(text, limits: .definition), lint: lint)
        } catch {
            return Result(unreadable: error.error.diagnostic)
        }
    }

    /// Decodes, validates and lints a parsed document; nil is an empty one.
    /// - Parameters:
    ///   - node: the document's root.
    ///   - lint: whether to run the lint rules (warnings).
    ///   - dataSectionIdentifiers: the section identifiers of a catalog's data, for the lint
    ///     rules about `sectionsByKind` that need them (see `Linter.lint`).
    public static func check(_ node: DocumentNode?, lint: Bool = true, dataSectionIdentifiers: [Set<String>]? = nil) -> Result {
        var result = decode(node)
        guard let definition = result.definition ?? result.partial else { return result }
        let problems = Validator.validate(definition, sourceMap: result.sourceMap)
        // Lint only documents that decoded cleanly: warnings about placeholders would mislead.
        let warnings =
            lint && result.definition != nil
            ? Linter.lint(definition, sourceMap: result.sourceMap, dataSectionIdentifiers: dataSectionIdentifiers) : []
        let errors = result.errors + problems.filter { $0.severity == .error }
        result.diagnostics =
            errors.sorted(by: Diagnostic.documentOrder)
            + (problems.filter { $0.severity == .warning } + warnings).sorted(by: Diagnostic.documentOrder)
        if !errors.isEmpty { result.definition = nil }
        return result
    }

    /// Decodes a document's structure only: unknown keys, wrong types and unknown enum values
    /// are errors; value ranges are checked by `Validator`.
    public static func decode(_ node: DocumentNode?) -> Result {
        guard let node else {
            return Result(unreadable: Diagnostic(.error, at: .root, location: SourceLocation(line: 1, column: 1), "the document is empty"))
        }
        let context = DecodingContext()
        let definition = context.definition(node)
        let diagnostics = context.diagnostics.sorted(by: Diagnostic.documentOrder)
        return Result(
            definition: diagnostics.isEmpty ? definition : nil, diagnostics: diagnostics, sourceMap: context.sourceMap,
            partial: diagnostics.isEmpty ? nil : definition)
    }
}
