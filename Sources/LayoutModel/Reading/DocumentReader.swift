import Yams

/// The one reader of YAML and JSON text: every document the catalog takes in goes through it.
///
/// Strict JSON is read by `JSONReader` (LayoutModelCore), the reader the runtime uses too: it
/// counts values and nesting exactly while it builds, and JSON has no aliases. Anything else is
/// YAML, read by the YAML parser with `DocumentLimits` enforced in an order that keeps every step
/// cheap: the byte size first; then a safe over-estimate of the values before anything is built;
/// then, when the text could hold aliases or explicit keys, a trial parse that refuses aliases
/// and collections used as mapping keys (the parser hashes keys, and an alias key can stand for
/// an exponentially large value); and last the value count and nesting depth with aliases
/// expanded, walked with an explicit stack that stops at the limit. A 500-byte "billion laughs"
/// file is refused in microseconds. The YAML tree is then converted to `DocumentNode`s, aliases
/// expanded, so decoding never sees the parser.
package enum DocumentReader {
    /// Parses one document, or returns nil when the text holds no document.
    package static func read(_ text: String, limits: DocumentLimits) throws(DocumentReadError) -> DocumentNode? {
        do throws(JSONReader.Refusal) {
            return try JSONReader.read(text, limits: limits)
        } catch {
            guard case .syntax(let syntax) = error else { throw error.error }
            // Not strict JSON: YAML, whose parser says what is wrong in its own words; a reader
            // that takes JSON only says where and why the text stops being JSON.
            guard limits.acceptsYAML else {
                throw DocumentReadError(at: syntax.location, "not JSON: \(syntax.message) (this document is read as JSON only)")
            }
        }
        return try readYAMLOnALargeStack(text, limits: limits)
    }

    /// Reads JSON text with the YAML parser instead of `JSONReader`, as the catalog did before
    /// it had one, so tests can compare the two. Tabs, which YAML forbids as indentation, become
    /// spaces: a raw tab cannot occur inside a JSON string, so no value changes and every column
    /// stays.
    package static func readJSONAsYAML(_ text: String, limits: DocumentLimits) throws(DocumentReadError) -> DocumentNode? {
        let size = text.utf8.count
        guard size <= limits.maximumBytes else {
            throw DocumentReadError(at: nil, "the document is \(size) bytes; at most \(limits.maximumBytes) are read")
        }
        return try readYAMLOnALargeStack(text.replacingOccurrences(of: "\t", with: " "), limits: limits)
    }

    private static func readYAMLOnALargeStack(_ text: String, limits: DocumentLimits) throws(DocumentReadError) -> DocumentNode? {
        // The parser recurses per nesting level, and a tree refused for its depth is released
        // recursively too: both happen on a thread whose stack is known to suffice.
        return try LargeStack.run { () -> Result<DocumentNode?, DocumentReadError> in
            do throws(DocumentReadError) {
                return .success(try readYAML(text, limits: limits))
            } catch {
                return .failure(error)
            }
        }.get()
    }

    private static func readYAML(_ text: String, limits: DocumentLimits) throws(DocumentReadError) -> DocumentNode? {
        let tokens = YAMLTokenBound.tokens(in: text)
        if 2 * tokens + 1 > limits.maximumValues * YAMLTokenBound.slack {
            throw DocumentReadError(
                at: nil, "the document is too large to read: \(tokens) words, brackets and separators, for at most \(limits.maximumValues) values")
        }
        if YAMLKeyCheck.isNeeded(text) { try YAMLKeyCheck.check(text, limits: limits) }
        guard let node = try compose(text) else { return nil }
        try NodeMeasure.check(node, limits: limits)
        return try YAMLConversion.documentNode(node)
    }

    /// The YAML parser, its errors turned into located messages.
    static func compose(_ text: String) throws(DocumentReadError) -> Node? {
        do {
            // No tag is ever read: scalars are typed from their text and style by the decoder.
            // The default resolver's regular expressions would cost ICU's regex set-up, about a
            // tenth of an `add`, for nothing.
            return try Yams.compose(yaml: text, .basic)
        } catch let error as YamlError {
            throw readError(error)
        } catch {
            throw DocumentReadError(at: nil, "cannot read the document: \(error)")
        }
    }

    private static func readError(_ error: YamlError) -> DocumentReadError {
        switch error {
        case .scanner(let context, let problem, let mark, let yaml),
            .parser(let context, let problem, let mark, let yaml),
            .composer(let context, let problem, let mark, let yaml):
            // libyaml stops at 1,000 levels and names a C function; say it for people.
            if problem.hasPrefix("Maximum nesting level reached") {
                return DocumentReadError(
                    at: SourceLocation(line: mark.line, column: mark.column),
                    "mappings and lists nest more than 1000 deep")
            }
            // A tab where YAML wants indentation reads as "cannot start any token": say "tab".
            if problem.contains("tab") || isTab(at: mark, in: yaml) {
                return DocumentReadError(
                    at: SourceLocation(line: mark.line, column: mark.column),
                    "syntax error: a tab character; YAML indents with spaces only, so replace the tab with spaces")
            }
            var message = "syntax error: \(problem)"
            if let context { message += " (\(context.text) at \(context.mark.line):\(context.mark.column))" }
            return DocumentReadError(at: SourceLocation(line: mark.line, column: mark.column), message)
        case .duplicatedKeysInMapping(let duplicates, let context):
            let keys = duplicates.map { (key: String) -> String in "'" + DiagnosticText.excerpt(key) + "'" }.joined(separator: ", ")
            return DocumentReadError(
                at: SourceLocation(line: context.mark.line, column: context.mark.column),
                "duplicate key\(duplicates.count == 1 ? "" : "s") \(keys) in one mapping")
        case .reader(let problem, let offset, let value, let yaml):
            // Offsets count characters; the value is the offending one (a control character).
            let place = offset.map { Self.location(ofCharacter: $0, in: yaml) }
            let code = String(UInt32(bitPattern: value), radix: 16, uppercase: true)
            return DocumentReadError(
                at: place, "cannot read the document: \(problem) (U+\(String(repeating: "0", count: max(0, 4 - code.count)))\(code))")
        default:
            return DocumentReadError(at: nil, "cannot read the document: \(error)")
        }
    }

    /// Whether the character at a parser mark (1-based line and column, in unicode scalars) is a tab.
    private static func isTab(at mark: Mark, in text: String) -> Bool {
        guard mark.line >= 1, mark.column >= 1 else { return false }
        var line = 1
        var column = 1
        for scalar in text.unicodeScalars {
            if line == mark.line && column == mark.column { return scalar == "\t" }
            if line > mark.line { return false }
            if scalar == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return false
    }

    /// The 1-based line and column (in unicode scalars, as the parser counts) of a character offset.
    private static func location(ofCharacter offset: Int, in text: String) -> SourceLocation {
        var line = 1
        var column = 1
        for character in text.prefix(offset) {
            if character == "\n" || character == "\r\n" {
                line += 1
                column = 1
            } else {
                column += character.unicodeScalars.count
            }
        }
        return SourceLocation(line: line, column: column)
    }
}
