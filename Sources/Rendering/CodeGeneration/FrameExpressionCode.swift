import LayoutModel

/// Custom-group frame expressions written as Swift or Objective-C arithmetic on `CGFloat`s named
/// `width`, `height` and `i`.
///
/// The result computes what `Expression.evaluate` computes: `%` is a truncating remainder
/// (`truncatingRemainder(dividingBy:)`, `fmod`), `floor`/`ceil` round down/up, and the tree's
/// grouping is kept with the fewest parentheses.
enum FrameExpressionCode {
    /// The variables a frame may use; anything else (an unvalidated definition) has no value.
    static let variables: Set<String> = ["width", "height", "i"]

    /// One `CGRect` argument in Swift. Arithmetic on literals alone is coerced to `CGFloat`:
    /// with four constant arguments Swift would pick `CGRect`'s `Int` initializer, where
    /// `7 / 2` is 3.
    static func swiftField(_ expression: Expression) -> String {
        if case .number(let value) = expression { return CodeLiteral.swiftNumber(value) }
        let rendered = render(expression, language: .swift)
        return rendered.isConstant && !rendered.isTyped ? "(\(rendered.text) as CGFloat)" : rendered.text
    }

    /// One `CGRectMake` argument in Objective-C; every literal inside arithmetic is a double.
    static func objcField(_ expression: Expression) -> String {
        if case .number(let value) = expression { return CodeLiteral.objcNumber(value) }
        return render(expression, language: .objc).text
    }

    // MARK: Rendering

    /// Binding strength of the rendered text: 1 additive, 2 multiplicative, 3 prefix minus,
    /// 4 atoms (literals, names, calls, parenthesised text).
    private struct Rendered {
        var text: String
        var precedence: Int
        var isConstant: Bool
        /// A `CGFloat` method's result: typed whatever its operands are.
        var isTyped = false
    }

    private static func render(_ expression: Expression, language: CodeLanguage) -> Rendered {
        switch expression {
        case .number(let value):
            let text = language == .swift ? CodeLiteral.swiftNumber(value) : CodeLiteral.objcDouble(value)
            return Rendered(text: text, precedence: text.hasPrefix("-") ? 3 : 4, isConstant: true)
        case .variable(let name):
            guard variables.contains(name) else { return noValue(language) }
            return Rendered(text: name, precedence: 4, isConstant: false)
        case .negate(let inner):
            let operand = render(inner, language: language)
            // `--x` would be a decrement in C and an unknown operator in Swift.
            let text = operand.precedence < 4 || operand.text.hasPrefix("-") ? "-(\(operand.text))" : "-" + operand.text
            return Rendered(text: text, precedence: 3, isConstant: operand.isConstant)
        case .binary(let op, let lhs, let rhs):
            let left = render(lhs, language: language)
            let right = render(rhs, language: language)
            let constant = left.isConstant && right.isConstant
            if op == .remainder {
                switch language {
                case .swift:
                    return Rendered(
                        text: receiver(left) + ".truncatingRemainder(dividingBy: \(right.text))", precedence: 4,
                        isConstant: constant, isTyped: true)
                case .objc:
                    return Rendered(text: "fmod(\(left.text), \(right.text))", precedence: 4, isConstant: constant)
                }
            }
            let precedence = op.precedence
            // Left-associative: an equal-precedence tree on the right keeps its parentheses, and
            // a negative operand on the right is bracketed for the reader.
            let leftText = left.precedence < precedence ? "(\(left.text))" : left.text
            let rightText = right.precedence <= precedence || right.precedence == 3 ? "(\(right.text))" : right.text
            return Rendered(text: "\(leftText) \(op.rawValue) \(rightText)", precedence: precedence, isConstant: constant)
        case .call(let function, let arguments):
            guard arguments.count == function.arity else { return noValue(language) }
            let args = arguments.map { render($0, language: language) }
            let constant = args.allSatisfy(\.isConstant)
            switch (function, language) {
            case (.min, .swift), (.max, .swift):
                return Rendered(text: "\(function.rawValue)(\(args[0].text), \(args[1].text))", precedence: 4, isConstant: constant)
            case (.min, .objc):
                return Rendered(text: "MIN(\(args[0].text), \(args[1].text))", precedence: 4, isConstant: constant)
            case (.max, .objc):
                return Rendered(text: "MAX(\(args[0].text), \(args[1].text))", precedence: 4, isConstant: constant)
            case (.floor, .swift):
                return Rendered(text: receiver(args[0]) + ".rounded(.down)", precedence: 4, isConstant: constant, isTyped: true)
            case (.ceil, .swift):
                return Rendered(text: receiver(args[0]) + ".rounded(.up)", precedence: 4, isConstant: constant, isTyped: true)
            case (.floor, .objc), (.ceil, .objc):
                return Rendered(text: "\(function.rawValue)(\(args[0].text))", precedence: 4, isConstant: constant)
            }
        }
    }

    /// The receiver of a `CGFloat` method in Swift: a literal-only operand would be typed `Int`
    /// or `Double` (and `7.rounded` is not even a literal), so it is coerced explicitly — with
    /// `as`, not `CGFloat(…)`, which would compute `7 / 2` in `Int` first.
    private static func receiver(_ operand: Rendered) -> String {
        if operand.isConstant { return "(\(operand.text) as CGFloat)" }
        return operand.precedence == 4 ? operand.text : "(\(operand.text))"
    }

    private static func noValue(_ language: CodeLanguage) -> Rendered {
        Rendered(text: language == .swift ? "CGFloat.nan" : "NAN", precedence: 4, isConstant: true, isTyped: true)
    }
}
