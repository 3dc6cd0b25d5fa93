extension Expression {
    /// Parses an expression such as `i * ((width - 32) / 3 + 8)`.
    ///
    /// Grammar (usual precedence, left-associative):
    /// `sum := product (('+' | '-') product)*`, `product := unary (('*' | '/' | '%') unary)*`,
    /// `unary := ('-' | '+') unary | primary`, `primary := number | name | name '(' args ')' | '(' sum ')'`.
    /// A minus directly before a number literal folds into the literal.
    ///
    /// The source may hold at most `maximumLength` characters, and both the parser's nesting
    /// (parentheses, signs, function calls) and the tree's depth (each operator or call one
    /// level) may reach at most `maximumNesting`, so neither this parser nor any walk over the
    /// tree (printing, hashing, comparing, releasing) can exhaust the stack.
    public init(parsing source: String) throws(ExpressionError) {
        let length = source.unicodeScalars.count
        guard length <= Self.maximumLength else { throw .tooLong(length: length, limit: Self.maximumLength) }
        var parser = ExpressionParser(source)
        self = try parser.parseWhole()
    }

    /// The longest expression source accepted, in characters. Real frames are a few dozen.
    public static let maximumLength = 1_000

    /// The deepest nesting accepted: of parentheses, signs and calls in the source, and of
    /// operations in the tree (a sum of n terms is n − 1 deep). Real frames need fewer than 10.
    public static let maximumNesting = 64
}

/// Recursive-descent parser over the expression's unicode scalars. Each nesting level (a
/// parenthesis, a sign, a function call) costs one level of recursion, counted in `nesting`;
/// each subtree carries its depth so that operator chains are bounded too.
struct ExpressionParser {
    private let scalars: [Unicode.Scalar]
    private var position = 0
    private var nesting = 0

    /// A parsed subtree and its depth (0 for a number or a variable).
    private struct Parsed {
        var expression: Expression
        var depth: Int
    }

    init(_ source: String) {
        scalars = Array(source.unicodeScalars)
    }

    mutating func parseWhole() throws(ExpressionError) -> Expression {
        skipSpaces()
        guard position < scalars.count else { throw .syntax("empty expression", offset: 0) }
        let expression = try parseSum()
        skipSpaces()
        if position < scalars.count {
            throw .syntax("unexpected '\(scalars[position])'", offset: position)
        }
        return expression.expression
    }

    private mutating func parseSum() throws(ExpressionError) -> Parsed {
        var left = try parseProduct()
        while let op = peekOperator([.add, .subtract]) {
            let at = position
            position += 1
            let right = try parseProduct()
            left = try binary(op, left, right, at: at)
        }
        return left
    }

    private mutating func parseProduct() throws(ExpressionError) -> Parsed {
        var left = try parseUnary()
        while let op = peekOperator([.multiply, .divide, .remainder]) {
            let at = position
            position += 1
            let right = try parseUnary()
            left = try binary(op, left, right, at: at)
        }
        return left
    }

    /// A binary node, one level deeper than its deeper operand.
    private func binary(_ op: Expression.BinaryOperator, _ left: Parsed, _ right: Parsed, at offset: Int) throws(ExpressionError) -> Parsed {
        try deeper(Parsed(expression: .binary(op, left.expression, right.expression), depth: 1 + max(left.depth, right.depth)), at: offset)
    }

    private mutating func parseUnary() throws(ExpressionError) -> Parsed {
        skipSpaces()
        if peek() == "-" {
            let at = position
            try enter()
            position += 1
            let operand = try parseUnary()
            nesting -= 1
            if case .number(let v) = operand.expression { return Parsed(expression: .number(-v), depth: 0) }
            return try deeper(Parsed(expression: .negate(operand.expression), depth: operand.depth + 1), at: at)
        }
        if peek() == "+" {
            try enter()
            position += 1
            let operand = try parseUnary()
            nesting -= 1
            return operand
        }
        return try parsePrimary()
    }

    /// Counts one more nesting level, refusing to go past the limit.
    private mutating func enter() throws(ExpressionError) {
        nesting += 1
        if nesting > Expression.maximumNesting { throw .tooDeep(offset: position, limit: Expression.maximumNesting) }
    }

    /// The subtree, refused when it is deeper than the limit.
    private func deeper(_ parsed: Parsed, at offset: Int) throws(ExpressionError) -> Parsed {
        if parsed.depth > Expression.maximumNesting { throw .tooDeep(offset: offset, limit: Expression.maximumNesting) }
        return parsed
    }

    private mutating func parsePrimary() throws(ExpressionError) -> Parsed {
        skipSpaces()
        guard let c = peek() else { throw .syntax("expression ends too early", offset: position) }
        if c == "(" {
            try enter()
            position += 1
            let inner = try parseSum()
            try expect(")")
            nesting -= 1
            return inner
        }
        if c.properties.numericType != nil || c == "." {
            return Parsed(expression: .number(try parseNumber()), depth: 0)
        }
        if c.properties.isAlphabetic || c == "_" {
            let start = position
            let name = parseName()
            skipSpaces()
            guard peek() == "(" else { return Parsed(expression: .variable(name), depth: 0) }
            guard let function = Expression.Function(rawValue: name) else {
                throw .unknownFunction(name)
            }
            try enter()
            position += 1
            var arguments: [Parsed] = []
            skipSpaces()
            if peek() != ")" {
                arguments.append(try parseSum())
                skipSpaces()
                while peek() == "," {
                    position += 1
                    arguments.append(try parseSum())
                    skipSpaces()
                }
            }
            try expect(")")
            nesting -= 1
            guard arguments.count == function.arity else {
                throw .wrongArgumentCount(name, expected: function.arity, got: arguments.count)
            }
            let depth = 1 + (arguments.map(\.depth).max() ?? 0)
            return try deeper(Parsed(expression: .call(function, arguments.map(\.expression)), depth: depth), at: start)
        }
        throw .syntax("unexpected '\(c)'", offset: position)
    }

    private mutating func parseNumber() throws(ExpressionError) -> Double {
        let start = position
        func digits() { while let c = peek(), ("0"..."9").contains(c) { position += 1 } }
        digits()
        if peek() == "." {
            position += 1
            digits()
        }
        if let e = peek(), e == "e" || e == "E" {
            let mark = position
            position += 1
            if let sign = peek(), sign == "+" || sign == "-" { position += 1 }
            let exponentStart = position
            digits()
            if position == exponentStart { position = mark }
        }
        let text = String(String.UnicodeScalarView(scalars[start..<position]))
        guard let value = Double(text), value.isFinite else {
            throw .syntax("malformed number '\(text)'", offset: start)
        }
        return value
    }

    /// A name: letters, digits and `_`, in dot-separated parts (`container.width`).
    private mutating func parseName() -> String {
        let start = position
        func isNamePart(_ c: Unicode.Scalar) -> Bool { c.properties.isAlphabetic || c == "_" || ("0"..."9").contains(c) }
        while let c = peek() {
            if isNamePart(c) {
                position += 1
            } else if c == ".", position + 1 < scalars.count, scalars[position + 1].properties.isAlphabetic || scalars[position + 1] == "_" {
                position += 1
            } else {
                break
            }
        }
        return String(String.UnicodeScalarView(scalars[start..<position]))
    }

    private mutating func expect(_ expected: Unicode.Scalar) throws(ExpressionError) {
        skipSpaces()
        guard peek() == expected else {
            if let found = peek() {
                throw .syntax("expected '\(expected)' but found '\(found)'", offset: position)
            }
            throw .syntax("expected '\(expected)' before the end", offset: position)
        }
        position += 1
    }

    private mutating func peekOperator(_ allowed: [Expression.BinaryOperator]) -> Expression.BinaryOperator? {
        skipSpaces()
        guard let c = peek() else { return nil }
        return allowed.first { $0.rawValue.unicodeScalars.first == c }
    }

    private func peek() -> Unicode.Scalar? {
        position < scalars.count ? scalars[position] : nil
    }

    private mutating func skipSpaces() {
        while let c = peek(), c.properties.isWhitespace { position += 1 }
    }
}
