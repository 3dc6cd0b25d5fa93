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
        // Only comments are scanned, so the file's text is walked once, token by token.
        for token in tree.tokens(viewMode: .sourceAccurate) {
            var offset = token.position
            for piece in token.leadingTrivia {
                if case .lineComment(let text) = piece, let comment = CatalogComment(parsing: text) {
                    comments[converter.location(for: offset).line] = comment
                }
                offset += piece.sourceLength
            }
        }
        catalogComments = comments
    }

    /// The position of a node's first token (leading trivia excluded).
    func position(of node: some SyntaxProtocol) -> SourcePosition {
        let location = converter.location(for: node.positionAfterSkippingLeadingTrivia)
        return SourcePosition(file: path, line: location.line, column: location.column)
    }

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
