extension Expression {
    /// Evaluates the expression with the given variable values.
    ///
    /// Division by zero follows IEEE 754 (an infinite or NaN result); callers check finiteness
    /// where it matters. An unknown variable throws, naming it.
    public func evaluate(_ variables: [String: Double]) throws(ExpressionError) -> Double {
        switch self {
        case .number(let v):
            return v
        case .variable(let name):
            guard let value = variables[name] else {
                throw .unknownVariable(name, known: variables.keys.sorted())
            }
            return value
        case .negate(let inner):
            return -(try inner.evaluate(variables))
        case .binary(let op, let l, let r):
            let a = try l.evaluate(variables)
            let b = try r.evaluate(variables)
            switch op {
            case .add: return a + b
            case .subtract: return a - b
            case .multiply: return a * b
            case .divide: return a / b
            case .remainder: return a.truncatingRemainder(dividingBy: b)
            }
        case .call(let function, let args):
            let values = try args.map { arg throws(ExpressionError) in try arg.evaluate(variables) }
            guard values.count == function.arity else {
                throw .wrongArgumentCount(function.rawValue, expected: function.arity, got: values.count)
            }
            switch function {
            case .min: return Swift.min(values[0], values[1])
            case .max: return Swift.max(values[0], values[1])
            case .floor: return values[0].rounded(.down)
            case .ceil: return values[0].rounded(.up)
            }
        }
    }
}
