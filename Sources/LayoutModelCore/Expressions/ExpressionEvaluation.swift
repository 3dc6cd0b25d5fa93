extension Expression {
    /// Evaluates the expression with the given variable values.
    ///
    /// Division by zero follows IEEE 754 (an infinite or NaN result); callers check finiteness
    /// where it matters. An unknown variable throws, naming it.
    ///
    /// The walk keeps its own stack instead of recursing, so no tree, however deep (one built in
    /// code rather than parsed), can exhaust the thread's stack here.
    public func evaluate(_ variables: [String: Double]) throws(ExpressionError) -> Double {
        // Post-order: a node is pushed as `.visit`, then revisited as `.combine` once its
        // operands' values are on `values`.
        enum Step {
            case visit(Expression)
            case combine(Expression)
        }
        var steps: [Step] = [.visit(self)]
        var values: [Double] = []
        while let step = steps.popLast() {
            switch step {
            case .visit(let node):
                switch node {
                case .number(let v):
                    values.append(v)
                case .variable(let name):
                    guard let value = variables[name] else {
                        throw .unknownVariable(name, known: variables.keys.sorted())
                    }
                    values.append(value)
                case .negate(let inner):
                    steps.append(.combine(node))
                    steps.append(.visit(inner))
                case .binary(_, let l, let r):
                    // The right operand is pushed first so the left one is evaluated first.
                    steps.append(.combine(node))
                    steps.append(.visit(r))
                    steps.append(.visit(l))
                case .call(let function, let args):
                    guard args.count == function.arity else {
                        throw .wrongArgumentCount(function.rawValue, expected: function.arity, got: args.count)
                    }
                    steps.append(.combine(node))
                    for arg in args.reversed() { steps.append(.visit(arg)) }
                }
            case .combine(let node):
                switch node {
                case .negate:
                    values.append(-values.removeLast())
                case .binary(let op, _, _):
                    let b = values.removeLast()
                    let a = values.removeLast()
                    switch op {
                    case .add: values.append(a + b)
                    case .subtract: values.append(a - b)
                    case .multiply: values.append(a * b)
                    case .divide: values.append(a / b)
                    case .remainder: values.append(a.truncatingRemainder(dividingBy: b))
                    }
                case .call(let function, let args):
                    let operands = values.suffix(args.count)
                    values.removeLast(args.count)
                    let first = operands[operands.startIndex]
                    switch function {
                    case .min: values.append(Swift.min(first, operands[operands.startIndex + 1]))
                    case .max: values.append(Swift.max(first, operands[operands.startIndex + 1]))
                    case .floor: values.append(first.rounded(.down))
                    case .ceil: values.append(first.rounded(.up))
                    case .round: values.append(first.rounded(.toNearestOrAwayFromZero))
                    }
                case .number, .variable:
                    break
                }
            }
        }
        return values.last ?? .nan
    }
}
