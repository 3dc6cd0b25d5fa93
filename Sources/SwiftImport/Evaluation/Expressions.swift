import LayoutModel
import SwiftParser
import SwiftSyntax

extension Interpreter {
    /// The value of an expression.
    func evaluate(_ expression: ExprSyntax, in scope: Scope) throws -> Value {
        try deeper(at: scope.position(of: expression)) {
            try bounded(try evaluateOnce(expression, in: scope), at: scope.position(of: expression))
        }
    }

    private func evaluateOnce(_ expression: ExprSyntax, in scope: Scope) throws -> Value {
        try step(at: scope.position(of: expression))
        // Computed only for messages: converting offsets to lines is not free.
        func here() -> SourcePosition { scope.position(of: expression) }

        if let literal = expression.as(IntegerLiteralExprSyntax.self) {
            guard let value = literal.representedLiteralValue else { return .unknown("malformed number", at: here()) }
            return .number(Numeric(.number(Double(value)), kind: .integerLiteral))
        }
        if let literal = expression.as(FloatLiteralExprSyntax.self) {
            guard let value = literal.representedLiteralValue else { return .unknown("malformed number", at: here()) }
            return .number(Numeric(.number(value), kind: .floatLiteral))
        }
        if let literal = expression.as(BooleanLiteralExprSyntax.self) {
            return .bool(literal.literal.tokenKind == .keyword(.true))
        }
        if expression.is(NilLiteralExprSyntax.self) { return .none }
        if let string = expression.as(StringLiteralExprSyntax.self) { return try self.string(string, in: scope) }
        if let array = expression.as(ArrayExprSyntax.self) {
            var values: [Value] = []
            for element in array.elements { values.append(try evaluate(element.expression, in: scope)) }
            return .array(values)
        }
        if let tuple = expression.as(TupleExprSyntax.self) {
            if tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
                return try evaluate(only.expression, in: scope)
            }
            var values: [(label: String?, value: Value)] = []
            for element in tuple.elements {
                values.append((element.label?.text, try evaluate(element.expression, in: scope)))
            }
            return .tuple(values)
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let value = try lookup(reference.baseName.text, at: reference, in: scope)
            // A view's own `frame` or `bounds` in the code that builds its layout (see `HostingView`).
            if value.isUnknown, ["frame", "bounds"].contains(reference.baseName.text) {
                return containerSize(readFrom: .enclosingView, spelled: Self.snippet(reference), at: here())
            }
            return ElementKindName.spelled(value, expression, base: nil, at: here())
        }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            guard let base = member.base else {
                // A static property an extension adds to a UIKit type (`.standardInsets`).
                for type in index.uikitExtensions {
                    if let property = type.staticProperties[name] {
                        return try propertyValue(property, receiver: .type(TypeValue(name: type.name, info: type)), at: here())
                    }
                }
                // Otherwise an enum case: the place it is used decides its type.
                return .enumCase(EnumCaseValue(typeName: nil, name: name))
            }
            if let typeName = Self.typeName(of: base, in: scope), UIKitNames.elementKindConstants["\(typeName).\(name)"] != nil {
                return .string(UIKitNames.elementKindConstants["\(typeName).\(name)"] ?? name)
            }
            let receiver = try evaluate(base, in: scope)
            // The screen's scale is the one a section provider's trait collection gives.
            if name == "scale", receiver.isUnknown, HostingView(base) == .screen {
                note("\(Self.snippet(member)) is read as `\(ContainerSize.displayScaleVariable)`, the layout environment's", at: here())
                return .number(Numeric(.variable(ContainerSize.displayScaleVariable), kind: .float))
            }
            if name == "bounds" || name == "frame", receiver.isUnknown, let host = HostingView(base) {
                return containerSize(readFrom: host, spelled: Self.snippet(member), at: here())
            }
            return ElementKindName.spelled(try self.member(name, of: receiver, at: member, in: scope), expression, base: base, at: here())
        }
        if let call = expression.as(FunctionCallExprSyntax.self) { return try self.call(call, in: scope) }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            guard sequence.elements.count <= FoldedExpression.maximumElements else {
                return .unknown("an operator expression of more than \(FoldedExpression.maximumElements / 2) operators", at: here())
            }
            guard let folded = FoldedExpression.fold(sequence) else {
                return .unknown("cannot read the operator expression \(Self.snippet(sequence))", at: here())
            }
            return try evaluate(folded, in: scope)
        }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self) {
            let operand = try evaluate(prefix.expression, in: scope)
            switch (prefix.operator.text, operand) {
            case ("-", .number(let n)): return .number(n.negated)
            case ("+", .number): return operand
            case ("!", .bool(let b)): return .bool(!b)
            case (_, .unknown): return operand
            default: return .unknown("cannot apply \(prefix.operator.text) to \(operand.kindDescription)", at: here())
            }
        }
        if let unwrap = expression.as(ForceUnwrapExprSyntax.self) {
            let value = try evaluate(unwrap.expression, in: scope)
            // `Kind(rawValue: index)!` past the last case: the app stops there.
            if case .none = value { throw ImportFailure("force-unwraps nil", at: here(), isTrap: true) }
            return value
        }
        if let chain = expression.as(OptionalChainingExprSyntax.self) {
            return try evaluate(chain.expression, in: scope)
        }
        if let ternary = expression.as(TernaryExprSyntax.self) {
            let condition = try evaluate(ternary.condition, in: scope)
            return try evaluate(try decide(condition, ternary.condition, in: scope) ? ternary.thenExpression : ternary.elseExpression, in: scope)
        }
        if let ifExpression = expression.as(IfExprSyntax.self) {
            return try valueOf(ifExpression, in: scope)
        }
        if let switchExpression = expression.as(SwitchExprSyntax.self) {
            let flow = try run(switchExpression, in: scope, asExpression: true)
            if case .value(let value) = flow { return value }
            if case .returned(let value) = flow { return value }
            return .unknown("a switch expression without a value", at: here())
        }
        if let closure = expression.as(ClosureExprSyntax.self) {
            return .callable(Callable(body: .closure(closure, captured: scope)))
        }
        if let tryExpression = expression.as(TryExprSyntax.self) { return try evaluate(tryExpression.expression, in: scope) }
        if let awaitExpression = expression.as(AwaitExprSyntax.self) { return try evaluate(awaitExpression.expression, in: scope) }
        if let typeExpression = expression.as(TypeExprSyntax.self) {
            return typeValue(named: typeExpression.type.writtenName, in: scope)
        }
        if let subscriptCall = expression.as(SubscriptCallExprSyntax.self) {
            return try subscriptValue(subscriptCall, in: scope)
        }
        if let specialization = expression.as(GenericSpecializationExprSyntax.self) {
            return try evaluate(specialization.expression, in: scope)
        }
        if let asExpression = expression.as(AsExprSyntax.self) {
            return cast(try evaluate(asExpression.expression, in: scope), to: asExpression.type)
        }
        return .unknown("\(Self.snippet(expression)) is not something the importer follows", at: here())
    }

    // MARK: Operators

    /// Notes that the section index flows into a value (see `IndexProbe.usedAsValue`).
    func markIndexUse(_ values: Value...) {
        guard let probe = indexProbe else { return }
        for value in values {
            if case .number(let n) = value, n.followsIndex { probe.markUsedAsValue() }
        }
    }

    func evaluate(_ folded: FoldedExpression, in scope: Scope) throws -> Value {
        try deeper(at: scope.position(of: Self.firstOperand(folded))) { try evaluateOnce(folded, in: scope) }
    }

    private func evaluateOnce(_ folded: FoldedExpression, in scope: Scope) throws -> Value {
        switch folded {
        case .operand(let expression):
            return try evaluate(expression, in: scope)
        case .ternary(let condition, let then, let otherwise):
            let test = try evaluate(condition, in: scope)
            let node = Self.firstOperand(condition)
            if try decide(test, node, spelled: condition.spelled, in: scope) { return try evaluate(then, in: scope) }
            return try evaluate(otherwise, in: scope)
        case .cast(let inner, let type):
            return cast(try evaluate(inner, in: scope), to: type)
        case .isType(_, let type):
            return .unknown("a type test (is \(type.trimmedDescription))", at: scope.position(of: type))
        case .assignment(let lhs, let rhs, let node):
            guard case .operand(let target) = lhs else {
                return .unknown("cannot assign to this expression", at: scope.position(of: node))
            }
            // A property that moves no frame (a list's background colour): its value is not
            // needed, so code the importer cannot follow there does not stop the layout.
            if let member = target.as(MemberAccessExprSyntax.self), UIKitProperties.visualOnly.contains(member.declName.baseName.text) {
                do {
                    try assign(try evaluate(rhs, in: scope), to: target, in: scope)
                } catch let failure as ImportFailure {
                    warn(
                        "left out \(Self.snippet(target)): it moves no frame, and its value cannot be followed (\(failure.message))",
                        at: scope.position(of: target))
                }
                return .none
            }
            try assign(try evaluate(rhs, in: scope), to: target, in: scope)
            return .none
        case .binary(let op, let lhs, let rhs, let node):
            return try binary(op, lhs, rhs, node: node, in: scope)
        }
    }

    private static func firstOperand(_ folded: FoldedExpression) -> ExprSyntax {
        switch folded {
        case .operand(let e): e
        case .binary(_, let l, _, _), .ternary(let l, _, _), .cast(let l, _), .isType(let l, _), .assignment(let l, _, _): firstOperand(l)
        }
    }

    private func binary(_ op: String, _ lhsTree: FoldedExpression, _ rhsTree: FoldedExpression, node: ExprSyntax, in scope: Scope) throws -> Value {
        let position = scope.position(of: node)
        switch op {
        case "&&", "||":
            let lhs = try evaluate(lhsTree, in: scope)
            if case .bool(let l) = lhs {
                if op == "&&" && !l { return .bool(false) }
                if op == "||" && l { return .bool(true) }
                return try evaluate(rhsTree, in: scope)
            }
            let rhs = try evaluate(rhsTree, in: scope)
            if case .bool(let r) = rhs, (op == "&&" && !r) || (op == "||" && r) { return .bool(r) }
            return lhs.isUnknown ? lhs : .unknown("\(op) on \(lhs.kindDescription)", at: position)
        case "??":
            let lhs = try evaluate(lhsTree, in: scope)
            switch lhs {
            case .none: return try evaluate(rhsTree, in: scope)
            case .unknown(var unknown):
                // The default after `??` is the nearest literal.
                unknown.fallback = try evaluate(rhsTree, in: scope)
                return .unknown(unknown)
            default: return lhs
            }
        case "+=", "-=", "*=", "/=", "%=":
            guard case .operand(let target) = lhsTree else { return .unknown("cannot assign to this expression", at: position) }
            let current = try evaluate(lhsTree, in: scope)
            let rhs = try evaluate(rhsTree, in: scope)
            try assign(try arithmetic(String(op.dropLast()), current, rhs, at: position), to: target, in: scope)
            return .none
        default:
            break
        }
        let lhs = try evaluate(lhsTree, in: scope)
        let rhs = try evaluate(rhsTree, in: scope)
        switch op {
        case "+", "-", "*", "/", "%":
            return try arithmetic(op, lhs, rhs, at: position)
        case "==", "!=", "<", "<=", ">", ">=":
            return try compare(op, lhs, rhs, at: position)
        case "..<", "...":
            markIndexUse(lhs, rhs)
            guard case .number(let l) = lhs, case .number(let r) = rhs, let low = l.integer, let high = r.integer else {
                return lhs.isUnknown ? lhs : rhs.isUnknown ? rhs : .unknown("a range of non-integers", at: position)
            }
            let end = op == "..<" ? high : high + 1
            guard end - low <= 100_000 else { return .unknown("a range of \(end - low) values", at: position) }
            if end <= low { return .array([]) }
            return .array((low..<end).map { .number(Numeric.int($0)) })
        case "~=":
            // `0...1 ~= sectionIndex`: a range pattern written as an expression.
            if case .array(let list) = lhs { return try contains(list, rhs, at: position) }
            return try compare("==", lhs, rhs, at: position)
        default:
            if lhs.isUnknown { return lhs }
            if rhs.isUnknown { return rhs }
            return .unknown("the operator \(op)", at: position)
        }
    }

    func arithmetic(_ op: String, _ lhs: Value, _ rhs: Value, at position: SourcePosition) throws -> Value {
        markIndexUse(lhs, rhs)
        switch (lhs, rhs) {
        case (.sectionList(let list), _), (_, .sectionList(let list)):
            // `sections.count - 1`: where the last section is, which the data decides.
            throw sectionCountUse(list, at: position)
        case (.number(let l), .number(let r)):
            guard let op = Expression.BinaryOperator(rawValue: op) else { return .unknown("the operator \(op)", at: position) }
            return .number(try bounded(Numeric.combine(op, l, r), at: position))
        case (.string(let l), .string(let r)) where op == "+":
            try ValueBounds.checkStringBytes(l.utf8.count + r.utf8.count, at: position)
            return .string(l + r)
        case (.array(let l), .array(let r)) where op == "+":
            try ValueBounds.checkElements(l.count + r.count, at: position)
            return .array(l + r)
        case (.environment(.providerWidth), _), (_, .environment(.providerWidth)):
            // Arithmetic on the container's width: an expression over `container.width` or
            // `container.contentSize.width` (a comparison of the width itself stays a `when`
            // condition).
            return try arithmetic(op, Self.containerVariable(lhs) ?? lhs, Self.containerVariable(rhs) ?? rhs, at: position)
        case (.unknown, _): return lhs
        case (_, .unknown): return rhs
        default:
            return .unknown("\(op) on \(lhs.kindDescription) and \(rhs.kindDescription)", at: position)
        }
    }

    /// `lhs == rhs` as the code would compute it (a Boolean, or unknown).
    func equality(_ lhs: Value, _ rhs: Value, at position: SourcePosition) throws -> Value {
        try compare("==", lhs, rhs, at: position)
    }

    private func compare(_ op: String, _ lhs: Value, _ rhs: Value, at position: SourcePosition) throws -> Value {
        // The container's width against a constant: a `when` condition (see EnvironmentProbe).
        if case .environment(.providerWidth(let effective)) = lhs, case .number(let r) = rhs, let bound = r.constant {
            return try widthTest(op, bound, effective: effective, at: position)
        }
        if case .number(let l) = lhs, case .environment(.providerWidth(let effective)) = rhs, let bound = l.constant {
            let mirrored = ["<": ">", "<=": ">=", ">": "<", ">=": "<=", "==": "==", "!=": "!="][op] ?? op
            return try widthTest(mirrored, bound, effective: effective, at: position)
        }
        switch (lhs, rhs) {
        case (.number(let l), .number(let r)):
            if l.followsIndex != r.followsIndex {
                let other = l.followsIndex ? r : l
                // As if the index were on the left: `i < b` and `i >= b` change at b, `i <= b` and
                // `i > b` at b + 1.
                let mirrored = l.followsIndex ? op : (["<": ">", "<=": ">=", ">": "<", ">=": "<="][op] ?? op)
                if op == "==" || op == "!=" {
                    indexProbe?.record(other)
                } else {
                    indexProbe?.recordBound(mirrored == "<" || mirrored == ">=" ? other : Numeric.combine(.add, other.typed(as: .int), .int(1)))
                }
            }
            guard let a = l.constant, let b = r.constant else {
                return .unknown("a comparison of values known only at run time", at: position)
            }
            return .bool(Self.compare(op, a, b))
        case (.string(let l), .string(let r)):
            return op == "==" ? .bool(l == r) : op == "!=" ? .bool(l != r) : .unknown("string ordering", at: position)
        case (.bool(let l), .bool(let r)):
            return op == "==" ? .bool(l == r) : op == "!=" ? .bool(l != r) : .unknown("Boolean ordering", at: position)
        case (.enumCase(let l), .enumCase(let r)):
            guard op == "==" || op == "!=" else { return .unknown("enum ordering", at: position) }
            noteKindTest(l, r)
            return .bool((l.name == r.name) == (op == "=="))
        case (.number, .sectionList(let list)) where list.part == .count:
            return indexAgainstCount(op, index: lhs, indexOnLeft: true)
                ?? .unknown("the number of sections (the app's data)", at: position, code: .runtimeValue)
        case (.sectionList(let list), .number) where list.part == .count:
            return indexAgainstCount(op, index: rhs, indexOnLeft: false)
                ?? .unknown("the number of sections (the app's data)", at: position, code: .runtimeValue)
        case (.sectionKind(let identifier), _), (_, .sectionKind(let identifier)):
            // A section identifier the data holds, compared with a kind (see KindProbe).
            guard op == "==" || op == "!=" else { return .unknown("ordering of section identifiers", at: position, code: .runtimeValue) }
            let other: Value = if case .sectionKind = lhs { rhs } else { lhs }
            guard let same = try identifierMatches(identifier, other) else {
                return other.isUnknown
                    ? other : .unknown("a section identifier compared with \(other.kindDescription)", at: position, code: .runtimeValue)
            }
            return .bool(same == (op == "=="))
        case (.none, .none):
            return .bool(op == "==")
        case (.instance(let l, let left), .instance(let r, let right)):
            // Values of a struct of the run (`Section(rawValue: 1)` against `Section.categories`):
            // Equatable's synthesized `==` compares every stored property.
            guard op == "==" || op == "!=", l === r, l.staticFunctions["=="] == nil, let left, let right,
                !left.stored.isEmpty, Set(left.stored.keys) == Set(right.stored.keys)
            else {
                return .unknown("\(op) between instances of \(l.name) and \(r.name) (their stored properties known only at run time)", at: position)
            }
            for key in left.stored.keys.sorted() {
                guard let a = left.stored[key], let b = right.stored[key] else { continue }
                let same = try compare("==", a, b, at: position)
                guard case .bool(let equal) = same else { return same }
                if !equal { return .bool(op == "!=") }
            }
            return .bool(op == "==")
        case (.none, .unknown), (.unknown, .none):
            return .unknown("whether a value known only at run time is nil", at: position)
        case (.none, _), (_, .none):
            guard op == "==" || op == "!=" else { return .unknown("ordering against nil", at: position) }
            return .bool(op == "!=")
        case (.environment(.trait(let trait)), .enumCase(let c)), (.enumCase(let c), .environment(.trait(let trait))):
            guard op == "==" || op == "!=" else { return .unknown("ordering of \(trait.rawValue)", at: position) }
            return traitTest(trait, equals: c.name, negated: op == "!=", at: position)
        case (.environment(.traitCollection), _), (_, .environment(.traitCollection)):
            return .unknown("the trait collection compared as a whole", at: position)
        case (.unknown, _): return lhs
        case (_, .unknown): return rhs
        default:
            return .unknown("\(op) between \(lhs.kindDescription) and \(rhs.kindDescription)", at: position)
        }
    }

    /// Whether a list (a range) holds a value; an index tested this way may change where the
    /// list ends.
    func contains(_ list: [Value], _ value: Value, at position: SourcePosition) throws -> Value {
        if case .number(let n) = value {
            if n.followsIndex, case .number(let upper)? = list.last, let u = upper.integer { indexProbe?.recordBound(.int(u + 1)) }
            guard let x = n.constant else { return .unknown("whether a range holds a value known only at run time", at: position) }
            return .bool(list.contains { if case .number(let m) = $0 { m.constant == x } else { false } })
        }
        if value.isUnknown { return value }
        for element in list {
            if case .bool(true) = try compare("==", element, value, at: position) { return .bool(true) }
        }
        return .bool(false)
    }

    static func compare(_ op: String, _ a: Double, _ b: Double) -> Bool {
        switch op {
        case "==": a == b
        case "!=": a != b
        case "<": a < b
        case "<=": a <= b
        case ">": a > b
        default: a >= b
        }
    }

    private func widthTest(_ op: String, _ bound: Double, effective: Bool, at position: SourcePosition) throws -> Value {
        guard let probe = environmentProbe else {
            wantedEnvironment = true
            return .unknown("the container width outside a section provider", at: position, code: .environmentValue)
        }
        if !effective {
            warn(
                "compares container.contentSize.width; the catalog's `when` tests effectiveContentSize.width, which is less by the container's content insets",
                at: position)
        }
        return .bool(probe.testWidth(op, bound))
    }

    /// `traitCollection.horizontalSizeClass == .compact` and the like, for the traits being tried.
    func traitTest(_ trait: EnvironmentProbe.Trait, equals value: String, negated: Bool, at position: SourcePosition) -> Value {
        guard let probe = environmentProbe else {
            wantedEnvironment = true
            return .unknown("the trait collection outside a section provider", at: position, code: .environmentValue)
        }
        guard let holds = probe.testTrait(trait, equals: value) else {
            return .unknown(".\(value) is not a value of \(trait.rawValue) a `when` condition can test", at: position)
        }
        return .bool(holds != negated)
    }

    /// `x as CGFloat` types a literal; other casts keep the value.
    func cast(_ value: Value, to type: TypeSyntax) -> Value {
        guard case .number(let n) = value else { return value }
        switch UIKitNames.canonical(type.writtenName.filter { $0 != "?" && $0 != "!" }) {
        case "CGFloat", "Double", "Float", "Float64", "Float32", "TimeInterval": return .number(n.typed(as: .float))
        case "Int", "UInt", "Int64", "Int32", "Int16", "Int8": return .number(n.typed(as: .int))
        default: return value
        }
    }

    /// A hosting view's bounds read as `container.contentSize`, said where it is read: a note
    /// for the collection view's own, a warning where it assumes the collection view fills the
    /// view (see `HostingView`).
    private func containerSize(readFrom host: HostingView, spelled: String, at position: SourcePosition) -> Value {
        let (message, isAssumption) = host.diagnostic(spelled)
        if isAssumption { warn(message, at: position) } else { note(message, at: position) }
        return .environment(.providerContentSize(effective: false))
    }

    /// Whether a condition holds; an unknown one fails (or, with `allowPartial`, holds).
    /// - Parameter spelled: the condition as written, when `node` is only its first operand (a
    ///   folded operator expression's).
    func decide(_ value: Value, _ node: some SyntaxProtocol, spelled: String? = nil, in scope: Scope) throws -> Bool {
        switch value {
        case .bool(let b): return b
        case .unknown(let unknown):
            let here = scope.position(of: node)
            let origin = unknown.position.flatMap { $0 == here ? nil : " at \($0.line):\($0.column)" } ?? ""
            return try undecidable(
                "\(Self.snippet(node)) (\(unknown.reason)\(origin))", at: here,
                branch: RuntimeBranch(site: here, spelled: spelled ?? node.trimmedDescription))
        default:
            return try undecidable("\(Self.snippet(node)) is \(value.kindDescription), not a Boolean", at: scope.position(of: node))
        }
    }

    // MARK: Strings

    private func string(_ literal: StringLiteralExprSyntax, in scope: Scope) throws -> Value {
        if let plain = scope.file.value(of: literal) { return .string(plain) }
        var text = ""
        for segment in literal.segments {
            switch segment {
            case .stringSegment(let piece):
                text += scope.file.value(of: piece, in: literal)
            case .expressionSegment(let interpolation):
                guard interpolation.expressions.count == 1, let only = interpolation.expressions.first else {
                    return .unknown("a string interpolation with arguments", at: scope.position(of: interpolation))
                }
                let part = try evaluate(only.expression, in: scope)
                markIndexUse(part)
                switch part {
                case .string(let s): text += s
                case .number(let n):
                    guard let value = n.constant else {
                        return .unknown("an interpolated number known only at run time", at: scope.position(of: only))
                    }
                    text += n.kind == .int || n.kind == .integerLiteral ? String(Int(value)) : String(value)
                case .type(let t): text += t.name.split(separator: ".").last.map(String.init) ?? t.name
                case .enumCase(let c): text += c.name
                case .sectionKind(let identifier):
                    guard let shown = try identifierText(identifier) else {
                        return .unknown("the text of a section identifier (the app's data)", at: scope.position(of: only), code: .runtimeValue)
                    }
                    text += shown
                case .bool(let b): text += String(b)
                case .unknown(let u): return .unknown(u)
                case let other: return .unknown("\(other.kindDescription) in a string interpolation", at: scope.position(of: only))
                }
            }
        }
        return .string(text)
    }

    // MARK: Subscripts

    private func subscriptValue(_ node: SubscriptCallExprSyntax, in scope: Scope) throws -> Value {
        let base = try evaluate(node.calledExpression, in: scope)
        guard node.arguments.count == 1, let argument = node.arguments.first else {
            return .unknown("a subscript with several arguments", at: scope.position(of: node))
        }
        let key = try evaluate(argument.expression, in: scope)
        switch (base, key) {
        case (.array(let list), .number(let n)):
            if n.followsIndex { indexProbe?.recordBound(.int(list.count)) }
            guard let i = n.integer else { return .unknown("an index known only at run time", at: scope.position(of: argument), code: .runtimeValue) }
            guard list.indices.contains(i) else {
                // `list[safe: i]` (an extension many apps declare) gives nil instead.
                if argument.label?.text == "safe" { return .none }
                throw ImportFailure(
                    "index \(i) is out of range (\(list.count) elements): the app stops here", at: scope.position(of: node), isTrap: true)
            }
            return list[i]
        case (.dataSource(let source), _) where kindProbe != nil:
            // `dataSource[sectionIndex]`: a sectioned data source's section model.
            return sectionIdentifier(
                in: identifierList(source, .dataSourceIdentifier, member: "subscript"), at: key, position: scope.position(of: node))
        case (.sectionList(let list), _):
            // `sections[index]`, `sectionIdentifiers[safe: index]`: the identifier of the section built.
            return sectionIdentifier(in: list, at: key, position: scope.position(of: node))
        case (.unknown, _): return base
        case (_, .unknown): return key
        default:
            return .unknown("subscripting \(base.kindDescription)", at: scope.position(of: node))
        }
    }
}
