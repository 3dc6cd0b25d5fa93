import Yams

/// The one reader of YAML and JSON text: every document the catalog takes in goes through it.
///
/// On top of the YAML parser it enforces `DocumentLimits` in an order that keeps every step
/// cheap: the byte size first; then a count of the values before anything is built (exact for
/// strict JSON, a safe over-estimate for YAML); then, when the text could hold aliases or
/// explicit keys, a trial parse that refuses aliases and collections used as mapping keys (the
/// parser hashes keys, and an alias key can stand for an exponentially large value); and last
/// the value count and nesting depth with aliases expanded, walked with an explicit stack that
/// stops at the limit. A 500-byte "billion laughs" file is refused in microseconds.
///
/// JSON is read as YAML (it is a YAML subset), so JSON errors get lines and columns too.
package enum DocumentReader {
    /// Parses one document into a node tree, or nil when the text holds no document.
    package static func read(_ text: String, limits: DocumentLimits) throws(DocumentReadError) -> Node? {
        // The parser recurses per nesting level, and a tree refused for its depth is released
        // recursively too: both happen on a thread whose stack is known to suffice.
        try LargeStack.run { () -> Result<Node?, DocumentReadError> in
            do throws(DocumentReadError) {
                return .success(try checkedRead(text, limits: limits))
            } catch {
                return .failure(error)
            }
        }.get()
    }

    private static func checkedRead(_ text: String, limits: DocumentLimits) throws(DocumentReadError) -> Node? {
        let size = text.utf8.count
        guard size <= limits.maximumBytes else {
            throw DocumentReadError(at: nil, "the document is \(size) bytes; at most \(limits.maximumBytes) are read")
        }
        let prepared: String
        if try JSONShape.check(text, limits: limits) {
            // Strict JSON: the counts were exact and there can be no alias or explicit key.
            // JSON may be indented with tabs, which YAML forbids; a raw tab can never occur
            // inside a JSON string, so turning tabs into spaces changes no value and keeps
            // every column.
            prepared = text.contains("\t") ? text.replacingOccurrences(of: "\t", with: " ") : text
        } else {
            guard limits.acceptsYAML else {
                throw DocumentReadError(at: JSONShape.stop(in: text, limits: limits), "not JSON here (this document is read as JSON only)")
            }
            let tokens = YAMLTokenBound.tokens(in: text)
            if 2 * tokens + 1 > limits.maximumValues * YAMLTokenBound.slack {
                throw DocumentReadError(at: nil, "the document is too large to read: \(tokens) words, brackets and separators, for at most \(limits.maximumValues) values")
            }
            if YAMLKeyCheck.isNeeded(text) { try YAMLKeyCheck.check(text, limits: limits) }
            prepared = text
        }
        let node = try compose(prepared)
        if let node { try NodeMeasure.check(node, limits: limits) }
        return node
    }

    /// The YAML parser, its errors turned into located messages.
    static func compose(_ text: String) throws(DocumentReadError) -> Node? {
        do {
            return try Yams.compose(yaml: text)
        } catch let error as YamlError {
            throw readError(error)
        } catch {
            throw DocumentReadError(at: nil, "cannot read the document: \(error)")
        }
    }

    private static func readError(_ error: YamlError) -> DocumentReadError {
        switch error {
        case .scanner(let context, let problem, let mark, _),
             .parser(let context, let problem, let mark, _),
             .composer(let context, let problem, let mark, _):
            // libyaml stops at 1,000 levels and names a C function; say it for people.
            if problem.hasPrefix("Maximum nesting level reached") {
                return DocumentReadError(at: SourceLocation(line: mark.line, column: mark.column),
                                         "mappings and lists nest more than 1000 deep")
            }
            var message = "syntax error: \(problem)"
            if let context { message += " (\(context.text) at \(context.mark.line):\(context.mark.column))" }
            return DocumentReadError(at: SourceLocation(line: mark.line, column: mark.column), message)
        case .duplicatedKeysInMapping(let duplicates, let context):
            let keys = duplicates.map { (key: String) -> String in "'" + DiagnosticText.excerpt(key) + "'" }.joined(separator: ", ")
            return DocumentReadError(at: SourceLocation(line: context.mark.line, column: context.mark.column),
                                     "duplicate key\(duplicates.count == 1 ? "" : "s") \(keys) in one mapping")
        case .reader(let problem, let offset, let value, let yaml):
            // Offsets count characters; the value is the offending one (a control character).
            let place = offset.map { Self.location(ofCharacter: $0, in: yaml) }
            let code = String(UInt32(bitPattern: value), radix: 16, uppercase: true)
            return DocumentReadError(at: place, "cannot read the document: \(problem) (U+\(String(repeating: "0", count: max(0, 4 - code.count)))\(code))")
        default:
            return DocumentReadError(at: nil, "cannot read the document: \(error)")
        }
    }

    /// The 1-based line and column (in unicode scalars, as the parser counts) of a character offset.
    private static func location(ofCharacter offset: Int, in text: String) -> SourceLocation {
        var line = 1, column = 1
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
