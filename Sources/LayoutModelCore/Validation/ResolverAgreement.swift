/// Checks that make validation refuse what the resolver could never lay out, each one the
/// static side of one of its failures (LayoutEngine's `ResolveError`):
///
/// - `tooManyItems`: a group template over `DefinitionLimits.maximumLeavesPerGroup` leaves,
///   from counts multiplied through nesting, or from a fixed-length group that fits that many
///   fixed-length children;
/// - `notFinite` and `expression` in custom frames: a division or remainder by zero (a constant
///   zero, or a divisor that is zero for every size, like `height - height`),
///   a constant part that overflows, a number past `DefinitionLimits.maximumLength`, and, for a
///   custom group of absolute size (whose frames the resolver evaluates with exactly that size),
///   any frame that evaluates to infinity or NaN;
/// - `notFinite` for sizes and `noRoom`: magnitudes and room are checked in `ValidationRun`.
///
/// `add` runs these, so `export --format swift` never meets a definition that cannot resolve.
extension ValidationRun {
    // MARK: Leaves per group

    mutating func checkLeaves(_ group: Group, _ path: DocumentPath) {
        let limit = DefinitionLimits.maximumLeavesPerGroup
        switch group.children {
        case .count(_, let count), .repeating(_, let count):
            // A count over the limit is reported on `count` itself.
            if count > limit { return }
        case .custom(let custom):
            if (custom.repeated?.count ?? 0) > limit { return }
        case .subitems:
            break
        }
        let leaves = Self.leaves(of: group)
        guard leaves > limit else { return }
        // Report the innermost group over the limit only: its ancestors are over because of it.
        let childGroups: [Group] =
            switch group.children {
            case .subitems(let children): children.compactMap { if case .group(let g) = $0 { g } else { nil } }
            case .count(.group(let g), _), .repeating(.group(let g), _): [g]
            default: []
            }
        guard !childGroups.contains(where: { Self.leaves(of: $0) > limit }) else { return }
        error(path, "the group would hold \(leaves == Int.max ? "too many" : String(leaves)) items, more than the limit of \(limit) per group")
    }

    /// The fewest leaves the resolver can give a group: exact for counts and custom frames, a
    /// lower bound for `subitems` (the first child is always placed; a group of fixed length
    /// takes at least as many fixed-length children as fit). Saturates at `Int.max`.
    static func leaves(of group: Group) -> Int {
        func times(_ a: Int, _ b: Int) -> Int {
            let (product, overflow) = a.multipliedReportingOverflow(by: b)
            return overflow ? Int.max : product
        }
        func leaves(of child: GroupChild) -> Int {
            switch child {
            case .item: 1
            case .group(let nested): Self.leaves(of: nested)
            }
        }
        switch group.children {
        case .count(let child, let count), .repeating(let child, let count):
            return times(max(0, count), leaves(of: child))
        case .custom(let custom):
            let (sum, overflow) = custom.frames.count.addingReportingOverflow(max(0, custom.repeated?.count ?? 0))
            return overflow ? Int.max : sum
        case .subitems(let children):
            guard let first = children.first else { return 0 }
            let fewest = children.map(leaves(of:)).min() ?? 1
            return max(leaves(of: first), times(fittingChildren(group, children), fewest))
        }
    }

    /// How many children a `subitems` group certainly places along its main axis: at least
    /// ⌊(box + gap) / (largest slot + gap)⌋ (the resolver places children while they fit).
    /// That needs the box in points — the group's length is absolute — or no point in it at
    /// all: when every slot is a fraction of the group's own length and nothing is fixed (no
    /// gap, no edge spacing), the count is ⌊1 / largest fraction⌋ at every length (fuzz seed 2,
    /// case 43613: `fractionalWidth(1e-300)` in a full-width row).
    private static func fittingChildren(_ group: Group, _ children: [GroupChild]) -> Int {
        guard let main = group.mainAxis else { return 0 }
        var knownBox: Double?
        if case .absolute(let length) = group.size[main] { knownBox = length - group.contentInsets.total(along: main) }
        // Any length gives the same count in the scale-free case; 1 stands for it.
        let box = knownBox ?? 1
        var crossBox: Double?
        if case .absolute(let cross) = group.size[main.cross] {
            crossBox = cross - group.contentInsets.total(along: main.cross)
        }
        let gap = group.interItemSpacing?.minimum ?? 0
        if knownBox == nil, gap != 0 { return 0 }
        var largest = 0.0
        for child in children {
            // The child's slot is `fixed + fraction × box`.
            var fixed = (child.edgeSpacing?.start(along: main)?.minimum ?? 0) + (child.edgeSpacing?.end(along: main)?.minimum ?? 0)
            var fraction = 0.0
            switch child.size[main] {
            case .absolute(let v): fixed += v
            case .fractionalWidth(let f) where main == .horizontal, .fractionalHeight(let f) where main == .vertical: fraction = f
            case .fractionalWidth(let f), .fractionalHeight(let f): fixed += f * (crossBox ?? .nan)
            default: return 0
            }
            if knownBox == nil, fixed != 0 { return 0 }
            let slot = fixed + fraction * box
            guard slot.isFinite else { return 0 }
            largest = max(largest, slot)
        }
        // Children that take no room stop after one round.
        guard largest > 0, box.isFinite, box > 0 else { return 0 }
        // The quotient computed in floating point can land a hair under the whole number it
        // stands for (1 / 1e-5); the resolver places children while the running length's whole
        // points stay within the box's, so it places at least this many.
        let fit = ((box + gap) / (largest + gap) * (1 + 1e-9)).rounded(.down)
        return fit >= Double(Int.max) ? Int.max : Int(fit)
    }

    // MARK: Custom frames

    /// A frame expression the resolver would fail on whatever the group's size: a divisor that
    /// is zero (constant, or for every size), a constant part that is not finite, or a number past the length limit.
    static func expressionProblem(_ expression: Expression) -> String? {
        // Bottom-up: each node's constant value when it has no variables, and the first problem.
        struct Fold {
            var constant: Double?
            var problem: String?
        }
        let result = expression.fold { (node: Expression, operands: [Fold]) -> Fold in
            if let problem = operands.lazy.compactMap(\.problem).first { return Fold(constant: nil, problem: problem) }
            switch node {
            case .number(let v):
                if !v.isFinite || abs(v) > DefinitionLimits.maximumLength {
                    return Fold(
                        constant: v,
                        problem:
                            "numbers in a frame must be at most \(CanonicalNumber.format(DefinitionLimits.maximumLength)) in magnitude, got \(v.isFinite ? CanonicalNumber.format(v) : "\(v)")"
                    )
                }
                return Fold(constant: v)
            case .variable:
                return Fold(constant: nil)
            case .binary(let op, _, let divisor)
            where (op == .divide || op == .remainder)
                && (operands[1].constant == 0 || (operands[1].constant == nil && Self.isZeroEverywhere(divisor))):
                return Fold(constant: nil, problem: "'\(DiagnosticText.excerpt(node.description))' divides by zero")
            default:
                guard operands.allSatisfy({ $0.constant != nil }) else { return Fold(constant: nil) }
                let value = try? node.evaluate([:])
                guard let value, value.isFinite else {
                    return Fold(constant: nil, problem: "'\(DiagnosticText.excerpt(node.description))' is not a finite number")
                }
                return Fold(constant: value)
            }
        }
        return result.problem
    }

    /// Sizes and indices far apart and unlike any real screen, so that only a divisor that is
    /// zero whatever the values (`height - height`, `0 * width`) is zero at all of them.
    private static let samples: [[String: Double]] = [
        ["width": 317.31, "height": 611.93, "i": 0],
        ["width": 1031.77, "height": 1366.41, "i": 3],
        ["width": 7919.13, "height": 4813.27, "i": 17],
    ]

    /// True when a divisor with variables is zero at every sample: a constant zero in
    /// disguise, which the resolver would divide by on every device.
    static func isZeroEverywhere(_ divisor: Expression) -> Bool {
        samples.allSatisfy { (try? divisor.evaluate($0)) == 0 }
    }

    mutating func checkExpression(_ expression: Expression, _ path: DocumentPath) {
        if let problem = Self.expressionProblem(expression) { error(path, problem) }
    }

    /// A custom group of absolute width and height gets exactly that size as `width` and
    /// `height` (unless a `count` parent forces its main axis), so every frame can be evaluated
    /// here as the resolver will, `i` over the whole repeat.
    mutating func checkCustomFrames(_ custom: CustomItems, of group: Group, parent: Group?, _ path: DocumentPath) {
        guard case .absolute(let width) = group.size.width, case .absolute(let height) = group.size.height,
            width.isFinite, height.isFinite
        else { return }
        if let parent, case .count = parent.children { return }
        var variables = ["width": width, "height": height]
        func firstFailure(_ frame: CustomFrame, indices: Range<Int>?) -> (key: String, expression: Expression, i: Int?)? {
            for (key, expression) in frame.fields where expression.constant == nil && Self.expressionProblem(expression) == nil {
                for i in indices ?? 0..<1 {
                    if indices != nil { variables["i"] = Double(i) }
                    let value = try? expression.evaluate(variables)
                    if value == nil || !(value?.isFinite ?? false) { return (key, expression, indices == nil ? nil : i) }
                }
            }
            return nil
        }
        let size = "width = \(CanonicalNumber.format(width)), height = \(CanonicalNumber.format(height))"
        for (index, frame) in custom.frames.enumerated() {
            if let failure = firstFailure(frame, indices: nil) {
                error(
                    path / "customItems" / index / failure.key,
                    "\(failure.key) = \(DiagnosticText.excerpt(failure.expression.description)) is not a finite number with \(size)")
            }
        }
        if let repeated = custom.repeated, repeated.count >= 1, repeated.count <= DefinitionLimits.maximumLeavesPerGroup,
            let failure = firstFailure(repeated.frame, indices: 0..<repeated.count)
        {
            error(
                path / "repeat" / "frame" / failure.key,
                "\(failure.key) = \(DiagnosticText.excerpt(failure.expression.description)) is not a finite number with \(size), i = \(failure.i ?? 0)"
            )
        }
    }
}
