/// Why an expression could not be parsed or evaluated.
public enum ExpressionError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A syntax error at a 0-based character offset in the source.
    case syntax(String, offset: Int)
    case unknownVariable(String, known: [String])
    case unknownFunction(String)
    case wrongArgumentCount(String, expected: Int, got: Int)
    /// The source is longer than `Expression.maximumLength` characters.
    case tooLong(length: Int, limit: Int)
    /// Parentheses, signs and calls, or the operations they build, nest deeper than
    /// `Expression.maximumNesting`, at the 0-based character offset where the limit was passed.
    case tooDeep(offset: Int, limit: Int)

    public var description: String {
        switch self {
        case .syntax(let message, let offset):
            "\(message) at character \(offset + 1)"
        case .unknownVariable(let name, let known):
            known.isEmpty
                ? "unknown variable '\(name)' (no variables are available here)"
                : "unknown variable '\(name)' (known: \(known.joined(separator: ", ")))"
        case .unknownFunction(let name):
            "unknown function '\(name)' (known: \(Expression.Function.allCases.map(\.rawValue).joined(separator: ", ")))"
        case .wrongArgumentCount(let name, let expected, let got):
            "\(name)() takes \(expected) argument\(expected == 1 ? "" : "s"), got \(got)"
        case .tooLong(let length, let limit):
            "the expression is \(length) characters long; at most \(limit) are allowed"
        case .tooDeep(let offset, let limit):
            "the expression nests more than \(limit) levels deep (parentheses, signs, calls or operators) at character \(offset + 1)"
        }
    }
}
