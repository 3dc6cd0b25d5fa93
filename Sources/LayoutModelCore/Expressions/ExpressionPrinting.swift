extension Expression: CustomStringConvertible {
    /// The canonical source text: single spaces around binary operators, the fewest
    /// parentheses that re-parse to the same tree, numbers in canonical form.
    public var description: String {
        switch self {
        case .number(let v):
            return CanonicalNumber.format(v)
        case .variable(let name):
            return name
        case .negate(let inner):
            switch inner {
            case .binary: return "-(\(inner))"
            default: return "-\(inner)"
            }
        case .binary(let op, let l, let r):
            return "\(operand(l, of: op, isRight: false)) \(op.rawValue) \(operand(r, of: op, isRight: true))"
        case .call(let function, let args):
            return "\(function.rawValue)(\(args.map(\.description).joined(separator: ", ")))"
        }
    }

    private func operand(_ child: Expression, of op: BinaryOperator, isRight: Bool) -> String {
        guard case .binary(let childOp, _, _) = child else {
            // A negative literal on the right of '-' would read as "a - -3"; keep it explicit.
            if isRight, case .number(let v) = child, v < 0 { return "(\(child))" }
            return child.description
        }
        // Left-associative: an equal-precedence child on the right keeps its parentheses so the
        // tree (and floating-point evaluation order) survives a round trip.
        let needsParentheses = childOp.precedence < op.precedence || (isRight && childOp.precedence == op.precedence)
        return needsParentheses ? "(\(child))" : child.description
    }
}
