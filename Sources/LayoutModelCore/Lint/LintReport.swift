/// Collects the warnings of one rule, attaching the rule's id and each path's line and column.
struct LintReport {
    let rule: String
    let sourceMap: SourceMap
    private(set) var diagnostics: [Diagnostic] = []

    init(rule: String, sourceMap: SourceMap) {
        self.rule = rule
        self.sourceMap = sourceMap
    }

    /// Reports a warning about the value at `path`.
    mutating func warn(_ path: DocumentPath, _ message: String) {
        diagnostics.append(Diagnostic(.warning, at: path, location: sourceMap.location(of: path), message, rule: rule))
    }
}
