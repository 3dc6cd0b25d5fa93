import LayoutModel

/// Expressions written as Swift or Objective-C arithmetic on `CGFloat`s: custom-group frames over
/// `width`, `height` and `i` (the item provider's locals), and numbers over the layout container
/// (`container.width`, `container.height`, fields of the section's `container` local).
///
/// The result computes what `Expression.evaluate` computes: `%` is a truncating remainder
/// (`truncatingRemainder(dividingBy:)`, `fmod`), `floor`/`ceil` round down/up, and the tree's
/// grouping is kept with the fewest parentheses.
enum FrameExpressionCode {
    /// The variables a frame may use; anything else (an unvalidated definition) has no value.
    static let variables: Set<String> = ["width", "height", "i"]

    /// The names an expression may use and how `floor`/`ceil` are spelled in Swift.
    struct Style {
        var variables: Set<String>
        /// `floor(x)` rather than `x.rounded(.down)`: container expressions always name the
        /// container, so their arguments are `CGFloat` wherever it matters.
        var roundsWithFunctions: Bool

        /// What a variable is written as, where that is not its own name.
        var spellings: [String: String] = [:]

        static let frame = Style(variables: FrameExpressionCode.variables, roundsWithFunctions: false)

        /// The container's variables read from the local `local` (`ContainerLocal`).
        static func container(local: String) -> Style {
            Style(variables: Set(ContainerSize.variableNames), roundsWithFunctions: true, spellings: ContainerLocal.spellings(local: local))
        }
    }

    /// One `CGRect` argument in Swift. Arithmetic on literals alone is coerced to `CGFloat`:
    /// with four constant arguments Swift would pick `CGRect`'s `Int` initializer, where
    /// `7 / 2` is 3.
    static func swiftField(_ expression: Expression) -> String {
        swiftValue(expression, style: .frame)
    }

    /// One `CGRect` argument in Objective-C; every literal inside arithmetic is a double.
    static func objcField(_ expression: Expression) -> String {
        objcValue(expression, style: .frame)
    }

    /// A `CGFloat` argument in Swift, coerced as `swiftField` explains.
    static func swiftValue(_ expression: Expression, style: Style) -> String {
        if case .number(let value) = expression { return CodeLiteral.swiftNumber(value) }
        let rendered = render(expression, language: .swift, style: style)
        return rendered.isConstant && !rendered.isTyped ? "(\(rendered.text) as CGFloat)" : rendered.text
    }

    /// A `CGFloat` argument in Objective-C.
    static func objcValue(_ expression: Expression, style: Style) -> String {
        if case .number(let value) = expression { return CodeLiteral.objcNumber(value) }
        return render(expression, language: .objc, style: style).text
    }

    /// A count: the value's whole part, as `Int(_:)` (and a C cast) truncate toward zero —
    /// `Int(floor(container.width / 80))`, `(NSInteger)floor(container.width / 80.0)`.
    static func count(_ expression: Expression, language: CodeLanguage, style: Style) -> String {
        switch language {
        case .swift:
            return "Int(\(swiftValue(expression, style: style)))"
        case .objc:
            let rendered = render(expression, language: .objc, style: style)
            // A cast binds tighter than any operator.
            return "(NSInteger)" + (rendered.precedence == 4 ? rendered.text : "(\(rendered.text))")
        }
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

    private static func render(_ expression: Expression, language: CodeLanguage, style: Style) -> Rendered {
        switch expression {
        case .number(let value):
            let text = language == .swift ? CodeLiteral.swiftNumber(value) : CodeLiteral.objcDouble(value)
            return Rendered(text: text, precedence: text.hasPrefix("-") ? 3 : 4, isConstant: true)
        case .variable(let name):
            guard style.variables.contains(name) else { return noValue(language) }
            return Rendered(text: style.spellings[name] ?? name, precedence: 4, isConstant: false)
        case .negate(let inner):
            let operand = render(inner, language: language, style: style)
            // `--x` would be a decrement in C and an unknown operator in Swift.
            let text = operand.precedence < 4 || operand.text.hasPrefix("-") ? "-(\(operand.text))" : "-" + operand.text
            return Rendered(text: text, precedence: 3, isConstant: operand.isConstant)
        case .binary(let op, let lhs, let rhs):
            let left = render(lhs, language: language, style: style)
            let right = render(rhs, language: language, style: style)
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
            let args = arguments.map { render($0, language: language, style: style) }
            let constant = args.allSatisfy(\.isConstant)
            switch (function, language) {
            case (.min, .swift), (.max, .swift):
                return Rendered(text: "\(function.rawValue)(\(args[0].text), \(args[1].text))", precedence: 4, isConstant: constant)
            case (.min, .objc):
                return Rendered(text: "MIN(\(args[0].text), \(args[1].text))", precedence: 4, isConstant: constant)
            case (.max, .objc):
                return Rendered(text: "MAX(\(args[0].text), \(args[1].text))", precedence: 4, isConstant: constant)
            case (.floor, .swift) where style.roundsWithFunctions, (.ceil, .swift) where style.roundsWithFunctions,
                (.round, .swift) where style.roundsWithFunctions:
                // A literal-only argument could be typed `Int` or `Double`; `as` fixes it.
                let argument = args[0].isConstant ? args[0].text + " as CGFloat" : args[0].text
                return Rendered(text: "\(function.rawValue)(\(argument))", precedence: 4, isConstant: constant, isTyped: true)
            case (.floor, .swift):
                return Rendered(text: receiver(args[0]) + ".rounded(.down)", precedence: 4, isConstant: constant, isTyped: true)
            case (.ceil, .swift):
                return Rendered(text: receiver(args[0]) + ".rounded(.up)", precedence: 4, isConstant: constant, isTyped: true)
            case (.round, .swift):
                // `rounded()` rounds half away from zero, as the catalog's `round` does.
                return Rendered(text: receiver(args[0]) + ".rounded()", precedence: 4, isConstant: constant, isTyped: true)
            case (.floor, .objc), (.ceil, .objc), (.round, .objc):
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
