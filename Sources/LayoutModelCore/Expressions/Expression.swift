/// An arithmetic expression: a custom group's frame (`(width - 32) / 3`) or a number that
/// depends on the layout container (`container.width * 0.56`).
///
/// Expressions are data: the catalog parses and evaluates them itself and never executes
/// anything. Operators `+ - * / %`, parentheses, unary minus, and the functions `min(a, b)`,
/// `max(a, b)`, `floor(x)`, `ceil(x)`, `round(x)`. Variables in custom frames are the group container's
/// `width` and `height`, and `i` (the 0-based index) inside `repeat`; elsewhere the layout
/// container's `container.width` and `container.height` (`ContainerSize`).
public indirect enum Expression: Sendable, Hashable {
    case number(Double)
    case variable(String)
    case negate(Expression)
    case binary(BinaryOperator, Expression, Expression)
    case call(Function, [Expression])

    /// A binary operator, in precedence classes.
    public enum BinaryOperator: String, Sendable, Hashable, CaseIterable {
        case add = "+"
        case subtract = "-"
        case multiply = "*"
        case divide = "/"
        case remainder = "%"

        /// Higher binds tighter.
        public var precedence: Int {
            switch self {
            case .add, .subtract: 1
            case .multiply, .divide, .remainder: 2
            }
        }
    }

    /// A built-in function. `round` rounds half away from zero, as C's `round` and Swift's
    /// `rounded()` do.
    public enum Function: String, Sendable, Hashable, CaseIterable {
        case min, max, floor, ceil, round

        /// How many arguments the function takes.
        public var arity: Int {
            switch self {
            case .min, .max: 2
            case .floor, .ceil, .round: 1
            }
        }
    }

    /// Every variable the expression names, in first-use order.
    public var variables: [String] {
        var seen: [String] = []
        // An explicit stack, children pushed right to left so they pop in document order.
        var pending: [Expression] = [self]
        while let e = pending.popLast() {
            switch e {
            case .number: break
            case .variable(let name): if !seen.contains(name) { seen.append(name) }
            case .negate(let inner): pending.append(inner)
            case .binary(_, let l, let r):
                pending.append(r)
                pending.append(l)
            case .call(_, let args): pending.append(contentsOf: args.reversed())
            }
        }
        return seen
    }

    /// The constant value, when the expression is a plain number.
    public var constant: Double? {
        if case .number(let v) = self { return v }
        return nil
    }
}
