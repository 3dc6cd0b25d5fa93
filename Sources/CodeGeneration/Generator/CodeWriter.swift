/// Builds indented source text line by line.
struct CodeWriter {
    private(set) var text = ""
    private var level = 0
    private var lastLineBlank = true
    private let indentUnit = "    "

    /// Appends one line at the current indentation.
    mutating func line(_ content: String) {
        text += content.isEmpty ? "\n" : String(repeating: indentUnit, count: level) + content + "\n"
        lastLineBlank = content.isEmpty
    }

    /// Appends several lines at the current indentation.
    mutating func lines(_ contents: [String]) {
        for content in contents { line(content) }
    }

    /// An empty line, unless the previous line is already empty or opened a block: paragraphs
    /// are separated by exactly one blank line.
    mutating func blank() {
        guard !lastLineBlank, !text.hasSuffix("{\n") else { return }
        line("")
    }

    /// Writes `opening`, the body one level deeper, then `closing`.
    mutating func block(_ opening: String, closing: String = "}", _ body: (inout CodeWriter) -> Void) {
        line(opening)
        level += 1
        body(&self)
        level -= 1
        // No blank line right before a closing brace.
        if text.hasSuffix("\n\n") { text.removeLast() }
        line(closing)
    }

    /// Runs `body` one level deeper, without braces (e.g. the statements of a `case`).
    mutating func indented(_ body: (inout CodeWriter) -> Void) {
        level += 1
        body(&self)
        level -= 1
    }
}
