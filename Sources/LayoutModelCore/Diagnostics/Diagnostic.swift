/// An error or a lint warning about a document, with where it is and what is wrong.
///
/// It is also an `Error`, so a reader that stops at its first problem can throw it as is.
public struct Diagnostic: Error, Sendable, Hashable, CustomStringConvertible {
    public enum Severity: String, Sendable, Hashable, Comparable {
        case error, warning

        public static func < (lhs: Severity, rhs: Severity) -> Bool {
            lhs == .error && rhs == .warning
        }
    }

    public var severity: Severity
    /// The path of the offending value.
    public var path: DocumentPath
    /// The line and column, when the document was text.
    public var location: SourceLocation?
    public var message: String
    /// The lint rule's identifier (see `LintRule`), for warnings.
    public var rule: String?

    public init(
        _ severity: Severity, at path: DocumentPath, location: SourceLocation? = nil, _ message: String,
        rule: String? = nil
    ) {
        self.severity = severity
        self.path = path
        self.location = location
        // Messages echo document text (keys, names, values); none may carry a control character.
        self.message = DiagnosticText.escaped(message)
        self.rule = rule
    }

    /// `path: message`, with `warning:` before warnings and the rule after them.
    public var description: String {
        let prefix = severity == .warning ? "warning: " : ""
        let suffix = rule.map { " [\($0)]" } ?? ""
        return "\(path): \(prefix)\(message)\(suffix)"
    }

    /// `file:line:column: path: message` — the form compilers use, so editors can jump to it.
    public func formatted(file: String?) -> String {
        var head = file.map(DiagnosticText.escaped) ?? ""
        if let location {
            head += head.isEmpty ? "\(location.line):\(location.column)" : ":\(location.line):\(location.column)"
        }
        return head.isEmpty ? description : "\(head): \(description)"
    }

    /// Orders diagnostics by position in the document, then by path.
    public static func documentOrder(_ a: Diagnostic, _ b: Diagnostic) -> Bool {
        switch (a.location, b.location) {
        case (let l?, let r?) where l != r: return l < r
        case (nil, _?): return false
        case (_?, nil): return true
        default:
            if a.path != b.path { return a.path < b.path }
            if a.severity != b.severity { return a.severity < b.severity }
            return a.message < b.message
        }
    }
}
