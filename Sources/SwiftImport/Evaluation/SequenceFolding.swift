import SwiftSyntax

/// An operator expression with Swift's standard precedence applied.
///
/// The parser leaves `a + b * c` as a flat sequence; swift-syntax's own folding lives in a
/// library this module does not use, and only the standard library's operators matter here.
indirect enum FoldedExpression {
    /// An operand.
    case operand(ExprSyntax)
    /// `lhs op rhs`; `node` is the operator, for positions.
    case binary(String, FoldedExpression, FoldedExpression, node: ExprSyntax)
    /// `condition ? then : else`.
    case ternary(FoldedExpression, then: ExprSyntax, else: FoldedExpression)
    /// `x as T`, `x as? T`, `x as! T`.
    case cast(FoldedExpression, type: TypeSyntax)
    /// `x is T`.
    case isType(FoldedExpression, type: TypeSyntax)
    /// `lhs = rhs`.
    case assignment(FoldedExpression, FoldedExpression, node: ExprSyntax)

    /// The expression as written, on one line, for messages and names.
    var spelled: String {
        switch self {
        case .operand(let e): e.trimmedDescription
        case .binary(let op, let l, let r, _): "\(l.spelled) \(op) \(r.spelled)"
        case .ternary(let condition, let then, let otherwise): "\(condition.spelled) ? \(then.trimmedDescription) : \(otherwise.spelled)"
        case .cast(let l, let type): "\(l.spelled) as \(type.trimmedDescription)"
        case .isType(let l, let type): "\(l.spelled) is \(type.trimmedDescription)"
        case .assignment(let l, let r, _): "\(l.spelled) = \(r.spelled)"
        }
    }

    /// The most elements (operands and operators) a sequence may have: 500 operators. The
    /// fold and its evaluation recurse once per operator, and no written layout comes near.
    static let maximumElements = 1_001

    /// Folds a sequence's elements, or nil when they do not form one (bad syntax).
    static func fold(_ sequence: SequenceExprSyntax) -> FoldedExpression? {
        guard sequence.elements.count <= maximumElements else { return nil }
        var folder = Folder(elements: Array(sequence.elements))
        guard let result = folder.parse(minimum: Int.min), folder.position == folder.elements.count else { return nil }
        return result
    }

    private struct Folder {
        let elements: [ExprSyntax]
        var position = 0

        /// Precedence (higher binds tighter) and whether the operator groups to the right.
        static func precedence(_ op: ExprSyntax) -> (Int, rightAssociative: Bool)? {
            if op.is(AssignmentExprSyntax.self) { return (-1, true) }
            if op.is(UnresolvedTernaryExprSyntax.self) { return (0, true) }
            if op.is(UnresolvedAsExprSyntax.self) || op.is(UnresolvedIsExprSyntax.self) { return (5, false) }
            guard let binary = op.as(BinaryOperatorExprSyntax.self) else { return nil }
            switch binary.operator.text {
            case "<<", ">>", "&<<", "&>>": return (9, false)
            case "*", "/", "%", "&*", "&": return (8, false)
            case "+", "-", "&+", "&-", "|", "^": return (7, false)
            case "...", "..<": return (6, false)
            case "??": return (4, true)
            case "==", "!=", "<", "<=", ">", ">=", "===", "!==", "~=": return (3, false)
            case "&&": return (2, false)
            case "||": return (1, false)
            case "=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>=": return (-1, true)
            default: return (7, false)
            }
        }

        mutating func parse(minimum: Int) -> FoldedExpression? {
            guard position < elements.count else { return nil }
            var lhs = FoldedExpression.operand(elements[position])
            position += 1
            while position < elements.count {
                let op = elements[position]
                guard let (precedence, right) = Self.precedence(op), precedence >= minimum else { break }
                position += 1
                if let ternary = op.as(UnresolvedTernaryExprSyntax.self) {
                    guard let rhs = parse(minimum: precedence) else { return nil }
                    lhs = .ternary(lhs, then: ternary.thenExpression, else: rhs)
                } else if op.is(UnresolvedAsExprSyntax.self) || op.is(UnresolvedIsExprSyntax.self) {
                    guard position < elements.count, let type = elements[position].as(TypeExprSyntax.self)?.type else { return nil }
                    position += 1
                    lhs = op.is(UnresolvedAsExprSyntax.self) ? .cast(lhs, type: type) : .isType(lhs, type: type)
                } else {
                    guard let rhs = parse(minimum: right ? precedence : precedence + 1) else { return nil }
                    if op.is(AssignmentExprSyntax.self) {
                        lhs = .assignment(lhs, rhs, node: op)
                    } else {
                        lhs = .binary(op.as(BinaryOperatorExprSyntax.self)?.operator.text ?? "?", lhs, rhs, node: op)
                    }
                }
            }
            return lhs
        }
    }
}
