import LayoutModel

/// A number as Swift code computes it, kept as an expression tree so custom-group frames come
/// back as the arithmetic that was written (`(width - 32) / 3`), not as one folded value.
///
/// Swift types literals from context: `1 / 3` is 0.333… where a `CGFloat` is expected but 0 in
/// `let n = 1 / 3`. Untyped literal arithmetic stays a tree until a binding or a parameter gives
/// it a type; `Int` values are computed at once with integer division.
struct Numeric: Sendable, Hashable {
    enum Kind: Sendable, Hashable {
        /// Arithmetic on integer literals only, not yet typed.
        case integerLiteral
        /// Arithmetic on literals, at least one with a fraction or exponent, not yet typed.
        case floatLiteral
        /// `Int` (and other integer types).
        case int
        /// `CGFloat`, `Double`, `Float`.
        case float
    }

    /// The most nodes a number's tree may have before it is computed or refused (see
    /// `Interpreter.bounded`); a written frame expression has a few dozen.
    static let nodeLimit = 256

    var expression: Expression
    var kind: Kind
    /// Derived from the section provider's index (see `IndexProbe`).
    var followsIndex = false
    /// The tree's nodes as evaluating it visits them (a subtree used twice counts twice),
    /// carried along so that checking it costs nothing per operation.
    private(set) var nodeCount: Int

    /// - Parameter nodeCount: the tree's node count when the caller knows it; counted otherwise.
    init(_ expression: Expression, kind: Kind, followsIndex: Bool = false, nodeCount: Int? = nil) {
        self.expression = expression
        self.kind = kind
        self.followsIndex = followsIndex
        switch (nodeCount, expression) {
        case (let known?, _): self.nodeCount = known
        case (nil, .number), (nil, .variable): self.nodeCount = 1
        case (nil, _): self.nodeCount = expression.fold { (_, children: [Int]) in children.reduce(1, &+) }
        }
    }

    static func int(_ value: Int) -> Numeric { Numeric(.number(Double(value)), kind: .int) }
    static func float(_ value: Double) -> Numeric { Numeric(.number(value), kind: .float) }

    /// The value, when the expression names no variable (`width`, `height`, `i`).
    var constant: Double? {
        guard expression.variables.isEmpty else { return nil }
        return try? typed(as: kind == .integerLiteral || kind == .int ? .int : .float).expression.evaluate([:])
    }

    /// Whole-number value, for counts and indices.
    var integer: Int? {
        guard let value = constant, value.isFinite, value == value.rounded(.towardZero), abs(value) < 9e15 else { return nil }
        return Int(value)
    }

    /// The value typed the way a declaration without a type annotation types it: integer
    /// literals become `Int`, others `Double`.
    var defaultTyped: Numeric {
        switch kind {
        case .integerLiteral: typed(as: .int)
        case .floatLiteral: typed(as: .float)
        case .int, .float: self
        }
    }

    /// The value as a parameter or annotation of `kind` receives it. Typing an integer-literal
    /// tree as `Int` computes it with integer division.
    func typed(as target: Kind) -> Numeric {
        switch (kind, target) {
        case (.integerLiteral, .int), (.floatLiteral, .int):
            guard expression.variables.isEmpty, let value = Self.integerValue(expression) else {
                return Numeric(expression, kind: .int, followsIndex: followsIndex, nodeCount: nodeCount)
            }
            return Numeric(.number(Double(value)), kind: .int, followsIndex: followsIndex)
        case (.integerLiteral, .float), (.floatLiteral, .float):
            return Numeric(expression, kind: .float, followsIndex: followsIndex, nodeCount: nodeCount)
        default:
            return Numeric(expression, kind: target == .int || target == .float ? target : kind, followsIndex: followsIndex, nodeCount: nodeCount)
        }
    }

    /// Integer semantics: `/` truncates, `%` keeps the dividend's sign.
    private static func integerValue(_ expression: Expression) -> Int? {
        switch expression {
        case .number(let v):
            guard v.isFinite, abs(v) < 9e15 else { return nil }
            return Int(v.rounded(.towardZero))
        case .variable: return nil
        case .negate(let inner): return integerValue(inner).map { -$0 }
        case .binary(let op, let l, let r):
            guard let a = integerValue(l), let b = integerValue(r) else { return nil }
            switch op {
            case .add: return a.addingReportingOverflow(b).overflow ? nil : a + b
            case .subtract: return a.subtractingReportingOverflow(b).overflow ? nil : a - b
            case .multiply: return a.multipliedReportingOverflow(by: b).overflow ? nil : a * b
            case .divide: return b == 0 ? nil : a / b
            case .remainder: return b == 0 ? nil : a % b
            }
        case .call(let f, let args):
            let values = args.compactMap(integerValue)
            guard values.count == f.arity else { return nil }
            switch f {
            case .min: return Swift.min(values[0], values[1])
            case .max: return Swift.max(values[0], values[1])
            case .floor, .ceil, .round: return values[0]
            }
        }
    }

    /// `lhs op rhs` with Swift's typing: two untyped literals stay untyped; an `Int` with an
    /// `Int` or a literal is computed as `Int`; anything with a float is a float tree.
    static func combine(_ op: Expression.BinaryOperator, _ lhs: Numeric, _ rhs: Numeric) -> Numeric {
        let follows = lhs.followsIndex || rhs.followsIndex
        let nodes = 1 &+ lhs.nodeCount &+ rhs.nodeCount
        let literal: Set<Kind> = [.integerLiteral, .floatLiteral]
        if literal.contains(lhs.kind), literal.contains(rhs.kind) {
            let kind: Kind = lhs.kind == .floatLiteral || rhs.kind == .floatLiteral ? .floatLiteral : .integerLiteral
            return Numeric(.binary(op, lhs.expression, rhs.expression), kind: kind, followsIndex: follows, nodeCount: nodes)
        }
        if lhs.kind == .float || rhs.kind == .float || lhs.kind == .floatLiteral || rhs.kind == .floatLiteral {
            return Numeric(.binary(op, lhs.expression, rhs.expression), kind: .float, followsIndex: follows, nodeCount: nodes)
        }
        // Int with Int or an integer literal.
        let tree = Expression.binary(op, lhs.expression, rhs.expression)
        if let value = integerValue(tree) {
            return Numeric(.number(Double(value)), kind: .int, followsIndex: follows)
        }
        return Numeric(tree, kind: .int, followsIndex: follows, nodeCount: nodes)
    }

    /// `-x`; a literal folds its sign in, as the definition format's parser does.
    var negated: Numeric {
        if case .number(let v) = expression { return Numeric(.number(-v), kind: kind, followsIndex: followsIndex) }
        return Numeric(.negate(expression), kind: kind, followsIndex: followsIndex, nodeCount: 1 &+ nodeCount)
    }
}
