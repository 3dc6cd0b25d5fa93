import LayoutModel
import SwiftSyntax

/// `NSCollectionLayoutGroup.custom(layoutSize:itemProvider:)`: the item provider is followed
/// with the group's container as variables, so its frames become the definition format's frame
/// expressions (`(width - 32) / 3`), and a loop appending one frame per index becomes `repeat`.
extension Interpreter {
    /// The frames the item provider returns.
    func customItems(from provider: Value, at position: SourcePosition) throws -> CustomItems {
        let provider = try known(provider, "the custom group's item provider")
        guard case .callable = provider else { throw mismatch("the item provider", "a closure", provider, at: position) }
        customProviderDepth += 1
        defer { customProviderDepth -= 1 }
        let result = try known(
            try invoke(
                provider, [Argument(label: nil, value: .environment(.customGroup), node: Syntax(TokenSyntax.identifier("environment")))], at: position
            ),
            "the custom group's frames")
        guard case .array(let elements) = result else {
            throw mismatch("the custom group's frames", "an array of custom items", result, at: position)
        }
        var frames: [CustomFrame] = []
        var repeated: CustomRepeat?
        for element in elements {
            switch try known(element, "a custom item") {
            case .model(.customItem(let frame)):
                if let pending = repeated {
                    // Frames after a loop: the loop's frames are written out one by one.
                    frames += pending.expanded
                    repeated = nil
                }
                frames.append(frame)
            case .model(.customRepeat(let loop)):
                if let pending = repeated { frames += pending.expanded }
                repeated = loop
            case let other:
                throw mismatch("a custom item", "an NSCollectionLayoutGroupCustomItem", other, at: position)
            }
        }
        for frame in frames + (repeated.map { [$0.frame] } ?? []) {
            for (key, expression) in frame.fields {
                let allowed: Set<String> = repeated?.frame == frame ? ["width", "height", "i"] : ["width", "height"]
                if let stray = expression.variables.first(where: { !allowed.contains($0) }) {
                    throw ImportFailure("the custom frame's \(key) depends on `\(stray)`", at: position)
                }
            }
        }
        return CustomItems(frames: frames, repeated: repeated)
    }

    /// `for index in 0..<n { let … ; items.append(NSCollectionLayoutGroupCustomItem(…)) }` inside
    /// an item provider, followed once with the index as the variable `i`: a `repeat` of `n`
    /// frames. Nil (and the loop is run index by index) for any other loop.
    func customRepeat(_ loop: ForStmtSyntax, in scope: Scope) throws -> Flow? {
        guard customProviderDepth > 0, loop.whereClause == nil, loop.caseKeyword == nil else { return nil }
        let variable: String?
        if let identifier = loop.pattern.as(IdentifierPatternSyntax.self) {
            variable = identifier.identifier.text
        } else if loop.pattern.is(WildcardPatternSyntax.self) {
            variable = nil
        } else {
            return nil
        }
        let items = Array(loop.body.statements)
        guard let last = items.last, let appendExpression = Self.expression(of: last),
            let append = appendExpression.as(FunctionCallExprSyntax.self),
            let callee = append.calledExpression.as(MemberAccessExprSyntax.self), callee.declName.baseName.text == "append",
            let target = callee.base?.as(DeclReferenceExprSyntax.self), append.arguments.count == 1, append.trailingClosure == nil,
            let argument = append.arguments.first, argument.label == nil,
            let cell = scope.lookup(target.baseName.text), case .array(let existing)? = cell.value, !cell.isConstant
        else { return nil }
        for item in items.dropLast() {
            guard case .decl(let decl) = item.item, let binding = decl.as(VariableDeclSyntax.self),
                binding.bindingSpecifier.tokenKind == .keyword(.let)
            else { return nil }
        }
        guard case .array(let indices) = try evaluate(loop.sequence, in: scope), !indices.isEmpty else { return nil }
        for (offset, index) in indices.enumerated() {
            guard case .number(let n) = index, n.integer == offset else { return nil }
        }
        let inner = scope.child()
        if let variable { inner.declare(variable, .number(Numeric(.variable("i"), kind: .int)), isConstant: true) }
        do {
            for item in items.dropLast() {
                if case .decl(let decl) = item.item, let binding = decl.as(VariableDeclSyntax.self) {
                    for pattern in binding.bindings {
                        guard let name = pattern.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                            let initializer = pattern.initializer?.value
                        else { return nil }
                        var value = try evaluate(initializer, in: inner)
                        if let annotation = pattern.typeAnnotation?.type.writtenName { value = typed(value, as: annotation) }
                        inner.declare(name, value, isConstant: true)
                    }
                }
            }
            guard case .model(.customItem(let frame)) = try evaluate(argument.expression, in: inner) else { return nil }
            cell.value = .array(existing + [.model(.customRepeat(CustomRepeat(count: indices.count, frame: frame)))])
            return .normal
        } catch is ImportFailure {
            return nil
        }
    }
}

extension CustomRepeat {
    /// The repeated frames written out, `i` replaced by each index.
    var expanded: [CustomFrame] {
        (0..<count).map { index in
            CustomFrame(
                x: frame.x.substituting("i", with: Double(index)), y: frame.y.substituting("i", with: Double(index)),
                width: frame.width.substituting("i", with: Double(index)), height: frame.height.substituting("i", with: Double(index)),
                zIndex: frame.zIndex)
        }
    }
}

extension Expression {
    /// The tree with a variable replaced by a number.
    func substituting(_ name: String, with value: Double) -> Expression {
        switch self {
        case .number: self
        case .variable(let v): v == name ? .number(value) : self
        case .negate(let inner): .negate(inner.substituting(name, with: value))
        case .binary(let op, let l, let r): .binary(op, l.substituting(name, with: value), r.substituting(name, with: value))
        case .call(let f, let args): .call(f, args.map { $0.substituting(name, with: value) })
        }
    }
}
