import SwiftParser
import SwiftSyntax

/// What the header of an exported Swift file says about the layout: everything the content
/// hash covers that code cannot (name, title, summary, tags, lint allowances, preview data).
///
/// Written by `export --format swift` as consecutive `// catalog: KEY = VALUE` lines whose values
/// are Swift literals; it applies to the first layout found after it in the same file.
struct CatalogHeader: Sendable, Hashable {
    var name: String?
    var title: String?
    var summary: String?
    var tags: [String] = []
    var lintAllow: [String] = []
    var previewItemCounts: [Int]?
    var previewSectionIdentifiers: [String]?
    var previewDataset: String?
    /// The line of the header's last entry: the header applies to the first layout after it.
    var lastLine: Int

    /// The keys a header may carry.
    static let keys = ["name", "title", "summary", "tags", "lint.allow", "preview.itemCounts", "preview.sectionIdentifiers", "preview.dataset"]

    /// The headers of a file: each run of consecutive header lines is one header. Entries
    /// that cannot be read become warnings.
    static func headers(in file: ParsedFile, warnings: inout [ImportDiagnostic]) -> [CatalogHeader] {
        var result: [CatalogHeader] = []
        var current: CatalogHeader?
        for line in file.catalogComments.keys.sorted() {
            guard case .header(let key, let value)? = file.catalogComments[line] else { continue }
            let position = SourcePosition(file: file.path, line: line, column: 1)
            if var header = current, header.lastLine == line - 1 {
                header.lastLine = line
                header.read(key: key, value: value, at: position, warnings: &warnings)
                current = header
            } else {
                if let current { result.append(current) }
                var header = CatalogHeader(lastLine: line)
                header.read(key: key, value: value, at: position, warnings: &warnings)
                current = header
            }
        }
        if let current { result.append(current) }
        return result
    }

    private mutating func read(key: String, value: String, at position: SourcePosition, warnings: inout [ImportDiagnostic]) {
        let literal = Self.literal(value)
        func unreadable(_ expected: String) {
            warnings.append(ImportDiagnostic(.warning, at: position, "catalog header '\(key)' needs \(expected); ignored"))
        }
        switch key {
        case "name":
            if case .string(let text)? = literal { name = text } else { unreadable("a string literal") }
        case "title":
            if case .string(let text)? = literal { title = text } else { unreadable("a string literal") }
        case "summary":
            if case .string(let text)? = literal { summary = text } else { unreadable("a string literal") }
        case "tags":
            if case .strings(let list)? = literal { tags = list } else { unreadable("an array of string literals") }
        case "lint.allow":
            if case .strings(let list)? = literal { lintAllow = list } else { unreadable("an array of string literals") }
        case "preview.itemCounts":
            switch literal {
            case .integers(let list)?: previewItemCounts = list
            case .strings(let list)? where list.isEmpty: previewItemCounts = []
            default: unreadable("an array of integer literals")
            }
        case "preview.sectionIdentifiers":
            if case .strings(let list)? = literal { previewSectionIdentifiers = list } else { unreadable("an array of string literals") }
        case "preview.dataset":
            if case .string(let text)? = literal { previewDataset = text } else { unreadable("a string literal") }
        default:
            warnings.append(
                ImportDiagnostic(
                    .warning, at: position, "unknown catalog header key '\(key)'; known: \(Self.keys.joined(separator: ", "))"))
        }
    }

    private enum Literal {
        case string(String)
        case strings([String])
        case integers([Int])
    }

    /// A header value: one string literal, or an array of string or integer literals.
    private static func literal(_ text: String) -> Literal? {
        // One level of square brackets is all a header value has; deeper ones are not parsed.
        guard SourceShape.refusal(in: text, squareNesting: 1) == nil else { return nil }
        let file = Parser.parse(source: text)
        guard !file.hasError, file.statements.count == 1, case .expr(let expression) = file.statements.first?.item else {
            return nil
        }
        if let string = expression.as(StringLiteralExprSyntax.self) {
            return string.representedLiteralValue.map(Literal.string)
        }
        guard let array = expression.as(ArrayExprSyntax.self) else { return nil }
        var strings: [String] = []
        var integers: [Int] = []
        for element in array.elements {
            if let string = element.expression.as(StringLiteralExprSyntax.self), let value = string.representedLiteralValue {
                strings.append(value)
            } else if let integer = Self.integer(element.expression) {
                integers.append(integer)
            } else {
                return nil
            }
        }
        if integers.isEmpty { return .strings(strings) }
        return strings.isEmpty ? .integers(integers) : nil
    }

    private static func integer(_ expression: ExprSyntax) -> Int? {
        if let literal = expression.as(IntegerLiteralExprSyntax.self) { return literal.representedLiteralValue }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-",
            let literal = prefix.expression.as(IntegerLiteralExprSyntax.self), let value = literal.representedLiteralValue
        {
            return -value
        }
        return nil
    }
}
