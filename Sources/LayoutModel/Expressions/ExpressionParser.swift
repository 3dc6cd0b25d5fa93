extension Expression {
    /// Parses an expression such as `i * ((width - 32) / 3 + 8)`.
    ///
    /// Grammar (usual precedence, left-associative):
    /// `sum := product (('+' | '-') product)*`, `product := unary (('*' | '/' | '%') unary)*`,
    /// `unary := ('-' | '+') unary | primary`, `primary := number | name | name '(' args ')' | '(' sum ')'`.
    /// A minus directly before a number literal folds into the literal.
    public init(parsing source: String) throws(ExpressionError) {
        var parser = ExpressionParser(source)
        self = try parser.parseWhole()
    }
}

/// Recursive-descent parser over the expression's unicode scalars.
struct ExpressionParser {
    private let scalars: [Unicode.Scalar]
    private var position = 0

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
        return expression
    }

    private mutating func parseSum() throws(ExpressionError) -> Expression {
        var left = try parseProduct()
        while let op = peekOperator([.add, .subtract]) {
            position += 1
            left = .binary(op, left, try parseProduct())
        }
        return left
    }

    private mutating func parseProduct() throws(ExpressionError) -> Expression {
        var left = try parseUnary()
        while let op = peekOperator([.multiply, .divide, .remainder]) {
            position += 1
            left = .binary(op, left, try parseUnary())
        }
        return left
    }

    private mutating func parseUnary() throws(ExpressionError) -> Expression {
        skipSpaces()
        if peek() == "-" {
            position += 1
            let operand = try parseUnary()
            if case .number(let v) = operand { return .number(-v) }
            return .negate(operand)
        }
        if peek() == "+" {
            position += 1
            return try parseUnary()
        }
        return try parsePrimary()
    }

    private mutating func parsePrimary() throws(ExpressionError) -> Expression {
        skipSpaces()
        guard let c = peek() else { throw .syntax("expression ends too early", offset: position) }
        if c == "(" {
            position += 1
            let inner = try parseSum()
            try expect(")")
            return inner
        }
        if c.properties.numericType != nil || c == "." {
            return .number(try parseNumber())
        }
        if c.properties.isAlphabetic || c == "_" {
            let start = position
            let name = parseName()
            skipSpaces()
            guard peek() == "(" else { return .variable(name) }
            guard let function = Expression.Function(rawValue: name) else {
                _ = start
                throw .unknownFunction(name)
            }
            position += 1
            var arguments: [Expression] = []
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
            guard arguments.count == function.arity else {
                throw .wrongArgumentCount(name, expected: function.arity, got: arguments.count)
            }
            return .call(function, arguments)
        }
        throw .syntax("unexpected '\(c)'", offset: position)
    }

    private mutating func parseNumber() throws(ExpressionError) -> Double {
        let start = position
        func digits() { while let c = peek(), ("0"..."9").contains(c) { position += 1 } }
        digits()
        if peek() == "." { position += 1; digits() }
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

    private mutating func parseName() -> String {
        let start = position
        while let c = peek(), c.properties.isAlphabetic || c == "_" || ("0"..."9").contains(c) {
            position += 1
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
