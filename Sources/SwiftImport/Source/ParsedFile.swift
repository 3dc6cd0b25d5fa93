import SwiftParser
import SwiftSyntax

/// One source file of an import run, parsed once, with what positions and comments need.
final class ParsedFile {
    let path: String
    let tree: SourceFileSyntax
    /// Its position in the run's file list: layouts are reported in file order.
    let order: Int
    private let converter: SourceLocationConverter
    /// `// catalog:` comments, by the line they are on.
    let catalogComments: [Int: CatalogComment]

    init(source: SwiftSource, order: Int) {
        path = source.path
        self.order = order
        tree = Parser.parse(source: source.text)
        converter = SourceLocationConverter(fileName: source.path, tree: tree)
        var comments: [Int: CatalogComment] = [:]
        // Walking every token's trivia costs as much as a good part of parsing: only files that
        // mention the marker at all are walked.
        if Self.mentions(CatalogComment.marker, in: source.text) {
            for token in tree.tokens(viewMode: .sourceAccurate) {
                var offset = token.position
                for piece in token.leadingTrivia {
                    if case .lineComment(let text) = piece, let comment = CatalogComment(parsing: text) {
                        comments[converter.location(for: offset).line] = comment
                    }
                    offset += piece.sourceLength
                }
            }
        }
        catalogComments = comments
    }

    /// Whether `text` contains `marker`, byte by byte (much faster than Foundation's search on
    /// a large file).
    private static func mentions(_ marker: String, in text: String) -> Bool {
        let needle = Array(marker.utf8)
        guard let first = needle.first else { return false }
        var text = text
        return text.withUTF8 { bytes in
            guard bytes.count >= needle.count else { return false }
            var index = 0
            let last = bytes.count - needle.count
            while index <= last {
                if bytes[index] == first {
                    var matched = 1
                    while matched < needle.count, bytes[index + matched] == needle[matched] { matched += 1 }
                    if matched == needle.count { return true }
                }
                index += 1
            }
            return false
        }
    }

    /// The position of a node's first token (leading trivia excluded).
    ///
    /// Nodes starting at one offset share their first token, so positions are kept by offset:
    /// the same code is followed many times (a section provider per index and width).
    func position(of node: some SyntaxProtocol) -> SourcePosition {
        let key = node.position.utf8Offset
        if let known = positions[key] { return known }
        let location = converter.location(for: node.positionAfterSkippingLeadingTrivia)
        let result = SourcePosition(file: path, line: location.line, column: location.column)
        positions[key] = result
        return result
    }

    private var positions: [Int: SourcePosition] = [:]

    /// The value of a string literal without interpolation (escapes resolved, a multi-line
    /// literal's indentation removed), or nil when it has interpolation or cannot be read.
    ///
    /// Read once per literal: the same code is followed many times, and a literal can be as long
    /// as the file.
    func value(of literal: StringLiteralExprSyntax) -> String? {
        if let known = literalValues[literal.id] { return known }
        let value = literal.representedLiteralValue
        literalValues[literal.id] = .some(value)
        return value
    }

    /// The text one piece of an interpolated literal stands for, escapes resolved: the piece
    /// alone in its literal's quotes and delimiters (`#"…\#n…"#`, `"""…"""`) is a literal without
    /// interpolation, built from the tree rather than re-parsed.
    func value(of piece: StringSegmentSyntax, in literal: StringLiteralExprSyntax) -> String {
        if let known = literalValues[piece.id], let text = known { return text }
        let alone = StringLiteralExprSyntax(
            openingPounds: literal.openingPounds?.detached, openingQuote: literal.openingQuote.detached,
            segments: StringLiteralSegmentListSyntax([.stringSegment(piece.detached)]),
            closingQuote: literal.closingQuote.detached, closingPounds: literal.closingPounds?.detached)
        let text = alone.representedLiteralValue ?? piece.content.text
        literalValues[piece.id] = .some(text)
        return text
    }

    private var literalValues: [SyntaxIdentifier: String?] = [:]

    /// The line of an absolute position.
    func line(of position: AbsolutePosition) -> Int {
        converter.location(for: position).line
    }

    /// The first place the parser had to recover from bad syntax, if any.
    var firstSyntaxError: SourcePosition? {
        guard tree.hasError else { return nil }
        for token in tree.tokens(viewMode: .all) where token.presence == .missing || token.hasError {
            return position(of: token)
        }
        // An unexpected-nodes error with no missing token: report the file's start.
        return SourcePosition(file: path, line: 1, column: 1)
    }
}
