extension Expression {
    /// Combines the tree bottom-up: `combine` gets each node with its children's results, in
    /// order. The walk keeps its own stack, so no depth can exhaust the thread's stack.
    public func fold<T>(_ combine: (Expression, [T]) -> T) -> T {
        var steps: [(node: Expression, expanded: Bool)] = [(self, false)]
        var results: [T] = []
        while let (node, expanded) = steps.popLast() {
            let children = node.children
            if expanded || children.isEmpty {
                let operands = Array(results.suffix(children.count))
                results.removeLast(children.count)
                results.append(combine(node, operands))
            } else {
                steps.append((node, true))
                for child in children.reversed() { steps.append((child, false)) }
            }
        }
        return results[0]
    }

    /// The operands of an operator or function, in order; none for numbers and variables.
    public var children: [Expression] {
        switch self {
        case .number, .variable: []
        case .negate(let inner): [inner]
        case .binary(_, let l, let r): [l, r]
        case .call(_, let args): args
        }
    }
}
