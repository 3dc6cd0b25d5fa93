import SwiftSyntax

extension Interpreter {
    /// Whether `value` matches a `case` or `for` pattern, binding the names it declares.
    func matches(_ pattern: PatternSyntax, _ value: Value, bindingInto scope: Scope) throws -> Bool {
        if pattern.is(WildcardPatternSyntax.self) { return true }
        if let identifier = pattern.as(IdentifierPatternSyntax.self) {
            scope.declare(identifier.identifier.text, value, isConstant: true)
            return true
        }
        if let binding = pattern.as(ValueBindingPatternSyntax.self) {
            return try matches(binding.pattern, value, bindingInto: scope)
        }
        if let tuple = pattern.as(TuplePatternSyntax.self) {
            guard case .tuple(let values) = value, values.count == tuple.elements.count else {
                if case .unknown(let unknown) = value {
                    return try undecidable("a tuple pattern against \(unknown.reason)", at: unknown.position ?? scope.position(of: pattern))
                }
                return false
            }
            for (element, part) in zip(tuple.elements, values) where !(try matches(element.pattern, part.value, bindingInto: scope)) {
                return false
            }
            return true
        }
        if let expressionPattern = pattern.as(ExpressionPatternSyntax.self) {
            return try matches(expressionPattern.expression, value, bindingInto: scope)
        }
        if case .unknown(let unknown) = value {
            return try undecidable(
                "\(Self.snippet(pattern)) against \(unknown.reason)", at: unknown.position ?? scope.position(of: pattern),
                branch: RuntimeBranch(site: scope.position(of: pattern), spelled: pattern.trimmedDescription))
        }
        throw ImportFailure("the pattern \(Self.snippet(pattern)) is not followed", at: scope.position(of: pattern))
    }

    private func matches(_ expression: ExprSyntax, _ value: Value, bindingInto scope: Scope) throws -> Bool {
        // `case _ where …`: the wildcard written as an expression pattern.
        if expression.is(DiscardAssignmentExprSyntax.self) { return true }
        if case .unknown(let unknown) = value {
            return try undecidable(
                "matching \(Self.snippet(expression)) depends on \(unknown.reason)", at: unknown.position ?? scope.position(of: expression),
                branch: RuntimeBranch(site: scope.position(of: expression), spelled: expression.trimmedDescription))
        }
        // `.some(let x)` / `let x?` style optionals.
        if let optional = expression.as(OptionalChainingExprSyntax.self) {
            if case .none = value { return false }
            if let inner = optional.expression.as(PatternExprSyntax.self) {
                return try matches(inner.pattern, value, bindingInto: scope)
            }
        }
        if let patternExpression = expression.as(PatternExprSyntax.self) {
            return try matches(patternExpression.pattern, value, bindingInto: scope)
        }
        // `case ("banner", .regular):` against a tuple: element by element.
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count > 1 {
            guard case .tuple(let values) = value, values.count == tuple.elements.count else { return false }
            for (element, part) in zip(tuple.elements, values) where !(try matches(element.expression, part.value, bindingInto: scope)) {
                return false
            }
            return true
        }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            if case .none = value { return name == "none" }
            if case .environment(.trait(let trait)) = value {
                return try decide(traitTest(trait, equals: name, negated: false, at: scope.position(of: member)), member, in: scope)
            }
            if case .enumCase(let c) = value {
                if member.base == nil || member.base.flatMap({ Self.typeName(of: $0, in: scope) }) != nil {
                    noteKindTest(value, against: name)
                    return c.name == name
                }
            }
            if case .sectionKind(let identifier) = value {
                noteKindTest(value, against: name)
                return identifier.kind == name
            }
        }
        if let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "some", call.arguments.count == 1, let inner = call.arguments.first
        {
            if case .none = value { return false }
            return try matches(inner.expression, value, bindingInto: scope)
        }
        // `.horizontal(let id)`: an enum case with associated values.
        // `.category(let id)` against a text identifier the data holds: its kind, and values only
        // the app knows.
        if let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            case .sectionKind(let identifier) = value
        {
            let name = member.declName.baseName.text
            noteKindTest(value, against: name)
            guard identifier.kind == name else { return false }
            return try matches(ExprSyntax(call), .enumCase(EnumCaseValue(typeName: nil, name: name, fromData: true)), bindingInto: scope)
        }
        if let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            case .enumCase(let c) = value
        {
            noteKindTest(value, against: member.declName.baseName.text)
            guard c.name == member.declName.baseName.text else { return false }
            for (offset, argument) in call.arguments.enumerated() {
                let part: Value =
                    offset < c.payload.count
                    ? c.payload[offset] : .unknown("an associated value of .\(c.name)", at: scope.position(of: argument), code: .runtimeValue)
                if argument.expression.is(DiscardAssignmentExprSyntax.self) { continue }
                if let pattern = argument.expression.as(PatternExprSyntax.self) {
                    if !(try matches(pattern.pattern, part, bindingInto: scope)) { return false }
                } else if !(try matches(argument.expression, part, bindingInto: scope)) {
                    return false
                }
            }
            return true
        }
        // `case .categories:` against a struct of the run whose static constants are its values.
        if case .instance(let type, _) = value, let member = expression.as(MemberAccessExprSyntax.self), member.base == nil {
            let constant = try self.member(member.declName.baseName.text, of: .type(TypeValue(name: type.name, info: type)), at: member, in: scope)
            return try decide(try equality(value, constant, at: scope.position(of: member)), member, in: scope)
        }
        let candidate = try evaluate(expression, in: scope)
        switch (candidate, value) {
        case (.array(let list), .number(let n)):
            // A range pattern (`case 0...2`).
            if n.followsIndex, let last = list.last, case .number(let upper) = last, let u = upper.integer {
                indexProbe?.recordBound(.int(u + 1))
            }
            guard let x = n.constant else {
                return try undecidable("a range pattern against a value known only at run time", at: scope.position(of: expression))
            }
            return list.contains { if case .number(let m) = $0, m.constant == x { true } else { false } }
        case (.number(let a), .number(let b)):
            if b.followsIndex { indexProbe?.record(a) }
            guard let x = a.constant, let y = b.constant else {
                return try undecidable("a pattern known only at run time", at: scope.position(of: expression))
            }
            return x == y
        case (.string(let a), .string(let b)): return a == b
        case (_, .sectionKind(let identifier)):
            // `case "featured":` against a text identifier the data holds (or `case 2:` against
            // an enum identifier's raw value).
            guard let same = try identifierMatches(identifier, candidate) else {
                return try undecidable(
                    "the pattern \(Self.snippet(expression)) against a section identifier the app's data holds", at: scope.position(of: expression))
            }
            return same
        case (.bool(let a), .bool(let b)): return a == b
        case (.enumCase(let a), .enumCase(let b)):
            noteKindTest(a, b)
            return a.name == b.name
        case (.none, .none): return true
        case (.none, _), (_, .none): return false
        case (.unknown(let unknown), _):
            return try undecidable(
                "the pattern \(Self.snippet(expression)): \(unknown.reason)", at: unknown.position ?? scope.position(of: expression))
        default:
            return false
        }
    }
}
