import SwiftSyntax

extension Interpreter {
    /// `target = value`: a local (deferred `let` initialisation included), a property of a
    /// layout object (through UIKit's setters), or a field of a value held by either
    /// (`section.contentInsets.bottom = 16`). Assignments to the app's own runtime state
    /// (`collectionView.collectionViewLayout = …`) change nothing the importer follows.
    func assign(_ value: Value, to target: ExprSyntax, in scope: Scope) throws {
        let position = scope.position(of: target)
        if let reference = target.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            guard let cell = scope.lookup(name) else {
                // A stored property of the instance an initializer or method sets up.
                if case .instance(let type, let state?)? = scope.selfValue, instanceProperty(name, of: type) != nil {
                    state.stored[name] = value
                } else if case .object? = scope.selfValue, let holder = scope.selfValue {
                    try assign(value, toMember: name, of: holder, at: position)
                }
                return
            }
            if cell.isConstant, cell.value != nil {
                throw ImportFailure("assigns to the constant `\(name)` twice", at: position)
            }
            // A literal takes the variable's type (`x = 7 / 2` in an `Int` is 3).
            if case .number(let old)? = cell.value, case .number(let new) = value, old.kind == .int || old.kind == .float {
                cell.value = .number(new.typed(as: old.kind))
            } else {
                cell.value = value
            }
            return
        }
        if let member = target.as(MemberAccessExprSyntax.self), let base = member.base {
            let name = member.declName.baseName.text
            let holder = try evaluate(base, in: scope)
            switch holder {
            case .object:
                try assign(value, toMember: name, of: holder, at: position)
            case .instance(_, let state?):
                state.stored[name] = value
            case .model(let model):
                let updated = try UIKitProperties.set(name, of: model, to: value, interpreter: self, at: position)
                try assign(.model(updated), to: base, in: scope)
            case .tuple(var elements):
                guard let i = elements.firstIndex(where: { $0.label == name }) else { return }
                elements[i].value = value
                try assign(.tuple(elements), to: base, in: scope)
            default:
                // `self.something = …`, `collectionView.x = …`: runtime state.
                return
            }
            return
        }
        if let subscriptCall = target.as(SubscriptCallExprSyntax.self), subscriptCall.arguments.count == 1,
            let argument = subscriptCall.arguments.first
        {
            guard case .array(var list) = try evaluate(subscriptCall.calledExpression, in: scope) else { return }
            guard case .number(let n) = try evaluate(argument.expression, in: scope), let i = n.integer, list.indices.contains(i) else {
                throw ImportFailure("assigns to an array element the importer cannot find", at: position)
            }
            list[i] = value
            try assign(.array(list), to: subscriptCall.calledExpression, in: scope)
            return
        }
        if let chain = target.as(OptionalChainingExprSyntax.self) {
            try assign(value, to: chain.expression, in: scope)
            return
        }
        if let unwrap = target.as(ForceUnwrapExprSyntax.self) {
            try assign(value, to: unwrap.expression, in: scope)
            return
        }
        if target.is(DiscardAssignmentExprSyntax.self) { return }
        warn("assignment to \(Self.snippet(target)) is not followed", at: position)
    }

    /// `object.name = value` on a UIKit layout object.
    private func assign(_ value: Value, toMember name: String, of holder: Value, at position: SourcePosition) throws {
        guard case .object(let object) = holder else { return }
        try UIKitProperties.set(name, of: object, to: value, interpreter: self, at: position)
    }
}
