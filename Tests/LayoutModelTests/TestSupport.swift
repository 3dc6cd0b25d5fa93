import Testing

@testable import LayoutModel

/// Helpers shared by the suites: decode and check documents, pick diagnostics apart.
enum Doc {
    /// Decodes, validates and lints.
    static func check(_ text: String) -> LayoutDocument.Result { LayoutDocument.check(text) }

    /// The definition of a document that must have no errors.
    static func definition(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> LayoutDefinition? {
        let result = LayoutDocument.check(text)
        #expect(result.errors.isEmpty, "unexpected errors: \(result.errors.map(\.description))", sourceLocation: sourceLocation)
        return result.definition
    }

    /// The errors of a document, formatted as `file:line:col: path: message`.
    static func errors(_ text: String, file: String = "layouts/test.yaml") -> [String] {
        LayoutDocument.check(text).errors.map { $0.formatted(file: file) }
    }

    /// The warnings of one lint rule.
    static func warnings(_ text: String, rule: String) -> [Diagnostic] {
        let result = LayoutDocument.check(text)
        #expect(result.errors.isEmpty, "unexpected errors: \(result.errors.map(\.description))")
        return result.warnings.filter { $0.rule == rule }
    }

    /// A minimal valid document around one section body (indented YAML lines).
    static func section(_ body: String, extra: String = "") -> String {
        "name: t\n\(extra)section:\n"
            + body.split(separator: "\n", omittingEmptySubsequences: false)
            .map { "  " + $0 }.joined(separator: "\n") + "\n"
    }
}

typealias SourceLocation = Testing.SourceLocation
