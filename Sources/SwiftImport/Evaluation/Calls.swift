import LayoutModel
import SwiftSyntax

/// One argument of a call, evaluated.
struct Argument {
    var label: String?
    var value: Value
    /// The argument's expression, for positions.
    var node: Syntax
    /// A trailing closure matches the next parameter whatever its label.
    var isTrailingClosure = false
}

extension Interpreter {
    /// A call: UIKit's layout API, the run's own functions (inlined), closures, or the few
    /// standard library functions layout code uses.
    func call(_ node: FunctionCallExprSyntax, in scope: Scope) throws -> Value {
        markReached(node.id)
        let value = try callUncaptured(node, in: scope)
        if node.id == captureTarget, captured == nil {
            captured = value
            captureDepth = depth
        }
        return value
    }

    private func callUncaptured(_ node: FunctionCallExprSyntax, in scope: Scope) throws -> Value {
        let position = scope.position(of: node)
        var arguments: [Argument] = []
        for argument in node.arguments {
            arguments.append(
                Argument(label: argument.label?.text, value: try evaluate(argument.expression, in: scope), node: Syntax(argument.expression)))
        }
        if let closure = node.trailingClosure {
            arguments.append(
                Argument(
                    label: nil, value: .callable(Callable(body: .closure(closure, captured: scope))), node: Syntax(closure), isTrailingClosure: true))
        }
        for extra in node.additionalTrailingClosures {
            arguments.append(
                Argument(
                    label: extra.label.text, value: .callable(Callable(body: .closure(extra.closure, captured: scope))), node: Syntax(extra.closure),
                    isTrailingClosure: true))
        }
        if node.id == captureTarget, capturedArguments == nil { capturedArguments = arguments }
        let callee = node.calledExpression
        if let member = callee.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            guard let base = member.base else {
                if let value = try UIKitConstruction.implicit(name, arguments, interpreter: self, at: position) { return value }
                if name == "init", let value = try implicitInitializer(arguments, at: position) { return value }
                // A static factory of the enclosing type, or one an extension adds to a UIKit type
                // (`.padded(group, by: 8)` for `extension NSCollectionLayoutSection`).
                var owners = scope.typeContext.map { [$0] } ?? []
                owners += index.uikitExtensions
                for type in owners {
                    if let candidates = type.staticFunctions[name], let function = Self.overload(candidates, arguments) {
                        return try invoke(function, receiver: .type(TypeValue(name: type.name, info: type)), arguments, at: position)
                    }
                }
                // Otherwise an enum case with associated values (`.horizontal(layoutId: 2)`): the
                // place it is used decides its type.
                return .enumCase(EnumCaseValue(typeName: nil, name: name, payload: arguments.map(\.value)))
            }
            // `self.init(…)` inside an initializer: `self` becomes what that builds.
            if name == "init", base.as(DeclReferenceExprSyntax.self)?.baseName.text == "self", let type = scope.typeContext,
                let cell = scope.lookup("self")
            {
                cell.value = try construct(TypeValue(name: type.name, info: type), arguments, at: position)
                return .none
            }
            // `super.init(…)` inside an initializer: for a subclass of the compositional layout,
            // `self` becomes the layout the superclass builds; for other classes it changes nothing
            // the importer follows.
            if name == "init", base.is(SuperExprSyntax.self), let type = scope.typeContext, let cell = scope.lookup("self") {
                if let layout = try superInitializer(of: type, arguments, at: position) { cell.value = layout }
                return .none
            }
            // `super.makeLayout()` in an override: the superclass's method, on the same `self`. It
            // stays the superclass's own layout too (its screen uses it as it is), not a building
            // block of the override's.
            if base.is(SuperExprSyntax.self), let type = scope.typeContext {
                for parentName in type.inherited {
                    guard let parent = index.type(named: parentName), let candidates = instanceFunctions(name, of: parent),
                        let function = Self.overload(candidates, arguments)
                    else { continue }
                    return try invokeKeepingItsOwn(function, receiver: scope.selfValue, arguments, at: position)
                }
            }
            let receiver = try evaluate(base, in: scope)
            return try callMethod(name, on: receiver, arguments, base: base, at: position, in: scope)
        }
        if let reference = callee.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if let cell = scope.lookup(name), let value = cell.value { return try invoke(value, arguments, at: position) }
            if let value = try builtin(name, arguments, at: position) { return value }
            if let (function, receiver) = resolveFunction(name, arguments, in: scope) {
                // A superclass's method stays the superclass's own layout too, as through `super`.
                guard let owner = function.owner, let context = scope.typeContext, owner.name != context.name, owner.kind == .class else {
                    return try invoke(function, receiver: receiver, arguments, at: position)
                }
                return try invokeKeepingItsOwn(function, receiver: receiver, arguments, at: position)
            }
            // Inside a subclass of a diffable data source: its own `snapshot()`, `sectionIdentifier(for:)`.
            if case .dataSource(let source)? = scope.selfValue { return dataSourceMethod(name, of: source, arguments, at: position) }
            if name.first?.isUppercase == true, case .type(let type) = typeValue(named: name, in: scope) {
                return try construct(type, arguments, at: position)
            }
            return .unknown("calls `\(name)`, which is not declared in the imported code", at: position, code: .outsideCode)
        }
        if callee.is(ArrayExprSyntax.self) {
            return try builtin("Array", arguments, at: position) ?? .unknown("an array initializer", at: position)
        }
        if let specialization = callee.as(GenericSpecializationExprSyntax.self),
            let name = specialization.expression.as(DeclReferenceExprSyntax.self)?.baseName.text
        {
            if let value = try builtin(name, arguments, at: position) { return value }
        }
        return try invoke(try evaluate(callee, in: scope), arguments, at: position)
    }

    /// The function a bare name calls from `scope`: a method of the enclosing type (or a type
    /// it is nested in), else a file-level function; overloads are told apart by labels.
    private func resolveFunction(_ name: String, _ arguments: [Argument], in scope: Scope) -> (FunctionInfo, Value?)? {
        var context = scope.typeContext
        while let type = context {
            if case .instance? = scope.selfValue, let candidates = instanceFunctions(name, of: type), let match = Self.overload(candidates, arguments)
            {
                return (match, scope.selfValue)
            }
            if case .enumCase? = scope.selfValue, let candidates = instanceFunctions(name, of: type), let match = Self.overload(candidates, arguments)
            {
                return (match, scope.selfValue)
            }
            if case .dataSource? = scope.selfValue, let candidates = instanceFunctions(name, of: type),
                let match = Self.overload(candidates, arguments)
            {
                return (match, scope.selfValue)
            }
            if let candidates = type.staticFunctions[name], let match = Self.overload(candidates, arguments) {
                return (match, .type(TypeValue(name: type.name, info: type)))
            }
            context = type.parent
        }
        if let candidates = index.functions[name], let match = Self.overload(candidates, arguments) { return (match, nil) }
        return nil
    }

    /// The function whose parameters the arguments fit, as Swift picks it: one that needs no
    /// default value first (a subclass's `makeLayout(compact: Bool = true)` calling the inherited
    /// `makeLayout()` calls the inherited one), else the first that fits with defaults.
    static func overload(_ candidates: [FunctionInfo], _ arguments: [Argument]) -> FunctionInfo? {
        let fitting = candidates.filter { fits($0.parameters.map { ($0.label, $0.hasDefault) }, arguments) }
        return fitting.first { $0.parameters.count == arguments.count } ?? fitting.first ?? (candidates.count == 1 ? candidates.first : nil)
    }

    static func fits(_ parameters: [(label: String?, hasDefault: Bool)], _ arguments: [Argument]) -> Bool {
        var next = 0
        for parameter in parameters {
            if next < arguments.count, arguments[next].label == parameter.label || arguments[next].isTrailingClosure {
                next += 1
            } else if !parameter.hasDefault {
                return false
            }
        }
        return next == arguments.count
    }

    // MARK: Invoking

    /// Calls a callable value (or constructs a type named as a value).
    func invoke(_ value: Value, _ arguments: [Argument], at position: SourcePosition) throws -> Value {
        switch value {
        case .callable(let callable):
            switch callable.body {
            case .function(let function, let receiver):
                // A function passed as a closure (`sectionProvider: layout(for:environment:)`) is
                // called without its labels.
                var arguments = arguments
                if arguments.allSatisfy({ $0.label == nil && !$0.isTrailingClosure }), arguments.count == function.parameters.count {
                    for offset in arguments.indices { arguments[offset].label = function.parameters[offset].label }
                }
                return try invoke(function, receiver: receiver, arguments, at: position)
            case .local(let function, let captured):
                return try invoke(
                    parameters: function.signature.parameterClause.parameters, body: function.body?.statements,
                    returnType: function.signature.returnClause?.type.writtenName, scope: captured.child(),
                    arguments, at: position)
            case .closure(let closure, let captured):
                return try invoke(closure, captured: captured, arguments, at: position)
            }
        case .type(let type):
            return try construct(type, arguments, at: position)
        case .sectionList(let list):
            // `sectionKind(sectionIndex)`: a closure the caller passes to look up each section's kind.
            guard arguments.count == 1, let index = arguments.first?.value else {
                return .unknown("calls \(list.expression) with \(arguments.count) arguments", at: position)
            }
            return sectionIdentifier(in: list, at: index, position: position)
        case .unknown, .none:
            return value
        default:
            return .unknown("calls \(value.kindDescription)", at: position)
        }
    }

    /// Inlines a superclass's method, which stays a layout of its own (its class's screen uses
    /// it as it is) rather than becoming a building block of the caller's.
    private func invokeKeepingItsOwn(_ function: FunctionInfo, receiver: Value?, _ arguments: [Argument], at position: SourcePosition) throws
        -> Value
    {
        let key = DeclarationKey(function.syntax, file: function.file)
        let wasFollowed = followed.contains(key)
        let value = try invoke(function, receiver: receiver, arguments, at: position)
        if !wasFollowed { unmarkFollowed(key) }
        return value
    }

    /// Inlines a function of the run: its parameters bound to the arguments, its body followed.
    func invoke(_ function: FunctionInfo, receiver: Value?, _ arguments: [Argument], at position: SourcePosition) throws -> Value {
        markFollowed(DeclarationKey(function.syntax, file: function.file))
        let owner = function.owner ?? { if case .type(let t)? = receiver { return t.info } else { return nil } }()
        let scope = Scope(file: function.file, selfValue: receiver, typeContext: owner)
        // Followed for a kind of the data's section identifiers: a function given the section
        // index that returns an identifier, and has no body or reads the app's data, looks it up.
        guard kindProbe != nil else {
            return try invoke(
                parameters: function.syntax.signature.parameterClause.parameters, body: function.syntax.body?.statements,
                returnType: function.returnType, scope: scope, arguments, at: position)
        }
        let result: Value
        do {
            result = try invoke(
                parameters: function.syntax.signature.parameterClause.parameters, body: function.syntax.body?.statements,
                returnType: function.returnType, scope: scope, arguments, at: position)
        } catch let failure as ImportFailure {
            if let identifier = lookedUpIdentifier(function, arguments, failure: failure, at: position) {
                noteLookup(function, arguments, result: identifier)
                return identifier
            }
            throw failure
        }
        if case .unknown(let unknown) = result,
            let identifier = lookedUpIdentifier(
                function, arguments, failure: ImportFailure(unknown.reason, at: unknown.position, reason: unknown.code), at: position)
        {
            noteLookup(function, arguments, result: identifier)
            return identifier
        }
        noteLookup(function, arguments, result: result)
        return result
    }

    func invoke(
        parameters: FunctionParameterListSyntax, body: CodeBlockItemListSyntax?, returnType: String?, scope: Scope,
        _ arguments: [Argument], at position: SourcePosition
    ) throws -> Value {
        guard let body else { return .unknown("a function without a body (a protocol requirement?)", at: position, code: .outsideCode) }
        var next = 0
        for parameter in parameters {
            let first = parameter.firstName.text
            let label: String? = first == "_" ? nil : first
            let name = parameter.secondName?.text ?? first
            let type = parameter.type.writtenName
            var value: Value
            if next < arguments.count, arguments[next].label == label || arguments[next].isTrailingClosure {
                value = arguments[next].value
                next += 1
            } else if let defaultValue = parameter.defaultValue?.value {
                value = try evaluate(defaultValue, in: scope)
            } else {
                return .unknown("the call's arguments do not match the parameters of the function it calls", at: position)
            }
            if name != "_" { scope.declare(name, typed(value, as: type), isConstant: true) }
        }
        let flow = try nested(at: position) { () throws -> Flow in try run(body, in: scope) }
        return typed(flow.value ?? .none, as: returnType)
    }

    private func invoke(_ closure: ClosureExprSyntax, captured: Scope, _ arguments: [Argument], at position: SourcePosition) throws -> Value {
        let scope = captured.child()
        var names: [(String, String?)] = []
        switch closure.signature?.parameterClause {
        case .simpleInput(let list)?:
            names = list.map { ($0.name.text, nil) }
        case .parameterClause(let clause)?:
            names = clause.parameters.map { (($0.secondName ?? $0.firstName).text, $0.type?.writtenName) }
        case nil:
            break
        }
        for (offset, argument) in arguments.enumerated() {
            scope.declare("$\(offset)", argument.value, isConstant: true)
            if offset < names.count, names[offset].0 != "_" {
                scope.declare(names[offset].0, typed(argument.value, as: names[offset].1), isConstant: true)
            }
        }
        let flow = try nested(at: position) { () throws -> Flow in try run(closure.statements, in: scope) }
        return typed(flow.value ?? .none, as: closure.signature?.returnClause?.type.writtenName)
    }

    // MARK: Methods

    private func callMethod(
        _ name: String, on receiver: Value, _ arguments: [Argument], base: ExprSyntax, at position: SourcePosition, in scope: Scope
    ) throws -> Value {
        switch receiver {
        case .type(let type):
            if name == "init" { return try construct(type, arguments, at: position) }
            if let info = type.info, let candidates = info.staticFunctions[name], let function = Self.overload(candidates, arguments) {
                return try invoke(function, receiver: receiver, arguments, at: position)
            }
            if let value = try UIKitConstruction.staticCall(type.name, name, arguments, interpreter: self, at: position) { return value }
            if let info = type.info, info.kind == .enum, info.enumCase(named: name) != nil {
                return .enumCase(EnumCaseValue(typeName: info.name, name: name, type: info, payload: arguments.map(\.value)))
            }
            if type.info != nil, !UIKitNames.types.contains(type.name) {
                return .unknown("`\(type.name).\(name)(…)` is not declared in the imported code", at: position, code: .outsideCode)
            }
            return .unknown(
                "`\(type.name).\(name)(…)` is not part of the layout API the importer follows", at: position,
                code: UIKitNames.runtimeState.contains(type.name) ? .runtimeValue : .outsideCode)
        case .instance(let type, _):
            if let candidates = instanceFunctions(name, of: type), let function = Self.overload(candidates, arguments) {
                return try invoke(function, receiver: receiver, arguments, at: position)
            }
            // A stored closure called like a method (`section.layout(index, environment)`).
            if let property = instanceProperty(name, of: type) {
                return try invoke(try propertyValue(property, receiver: receiver, at: position), arguments, at: position)
            }
            return .unknown("`\(name)(…)` of \(type.name) is not declared in the imported code", at: position, code: .outsideCode)
        case .enumCase(let value):
            if let type = value.type ?? value.typeName.flatMap({ index.type(named: $0) }),
                let candidates = instanceFunctions(name, of: type), let function = Self.overload(candidates, arguments)
            {
                return try invoke(function, receiver: receiver, arguments, at: position)
            }
            return .unknown("`.\(value.name).\(name)(…)`", at: position)
        case .array(let list):
            return try arrayMethod(name, list, arguments, base: base, at: position, in: scope)
        case .number(let n):
            markIndexUse(receiver)
            return numberMethod(name, n, arguments, at: position)
        case .object(let object):
            if name == "register" || name == "registerClass" || name == "registerNib" { return .none }
            if name == "copy" { return receiver }
            if let candidates = extensionFunctions(name, of: receiver), let function = Self.overload(candidates, arguments) {
                return try invoke(function, receiver: receiver, arguments, at: position)
            }
            warn("\(object.kindName).\(name)(…) is not followed; left out", at: position)
            return .unknown("`\(name)(…)` of \(object.kindName)", at: position)
        case .callable:
            if name == "callAsFunction" { return try invoke(receiver, arguments, at: position) }
            return .unknown("`.\(name)(…)` of a closure", at: position)
        case .dataSource(let source):
            // A method the run's subclass of the data source adds (`dataSource.section(at: index)`).
            if let subclass = source.subclass, let candidates = instanceFunctions(name, of: subclass),
                let function = Self.overload(candidates, arguments)
            {
                return try invoke(function, receiver: receiver, arguments, at: position)
            }
            return dataSourceMethod(name, of: source, arguments, at: position)
        case .sectionKind(let identifier):
            return sectionKindMethod(name, of: identifier, arguments, at: position)
        case .sectionList(let list):
            return sectionListMethod(name, of: list, arguments, at: position)
        case .model, .environment:
            if let candidates = extensionFunctions(name, of: receiver), let function = Self.overload(candidates, arguments) {
                return try invoke(function, receiver: receiver, arguments, at: position)
            }
            return .unknown("`.\(name)(…)` of \(receiver.kindDescription)", at: position)
        case .none, .unknown:
            return receiver
        default:
            return .unknown("`.\(name)(…)` of \(receiver.kindDescription)", at: position)
        }
    }

    private func arrayMethod(
        _ name: String, _ list: [Value], _ arguments: [Argument], base: ExprSyntax, at position: SourcePosition, in scope: Scope
    ) throws -> Value {
        let labels = arguments.map { $0.label ?? "_" }
        switch (name, labels) {
        case ("append", ["_"]):
            try assign(.array(list + [arguments[0].value]), to: base, in: scope)
            return .none
        case ("append", ["contentsOf"]):
            guard case .array(let more) = arguments[0].value else { return try known(arguments[0].value, "the elements appended") }
            try assign(.array(list + more), to: base, in: scope)
            return .none
        case ("insert", ["_", "at"]):
            guard case .number(let n) = arguments[1].value, let at = n.integer, (0...list.count).contains(at) else {
                return .unknown("an insertion position", at: position)
            }
            var copy = list
            copy.insert(arguments[0].value, at: at)
            try assign(.array(copy), to: base, in: scope)
            return .none
        case ("map", ["_"]), ("compactMap", ["_"]), ("flatMap", ["_"]), ("filter", ["_"]):
            var result: [Value] = []
            for element in list {
                let mapped = try invoke(arguments[0].value, [Argument(label: nil, value: element, node: arguments[0].node)], at: position)
                switch name {
                case "map": result.append(mapped)
                case "compactMap": if case .none = mapped {} else { result.append(mapped) }
                case "flatMap":
                    guard case .array(let inner) = mapped else { return try known(mapped, "a flatMap result") }
                    result += inner
                default:
                    guard case .bool(let keep) = mapped else { return try known(mapped, "a filter condition") }
                    if keep { result.append(element) }
                }
            }
            return .array(result)
        case ("joined", []):
            var result: [Value] = []
            for element in list {
                guard case .array(let inner) = element else { return .unknown("joined() of non-arrays", at: position) }
                try ValueBounds.checkElements(result.count + inner.count, at: position)
                result += inner
            }
            return .array(result)
        case ("reversed", []):
            return .array(list.reversed())
        case ("contains", ["_"]):
            return try contains(list, arguments[0].value, at: position)
        case ("enumerated", []):
            return .array(list.enumerated().map { .tuple([("offset", .number(.int($0.offset))), ("element", $0.element)]) })
        default:
            return .unknown("the array method `\(name)`", at: position)
        }
    }

    private func numberMethod(_ name: String, _ n: Numeric, _ arguments: [Argument], at position: SourcePosition) -> Value {
        let labels = arguments.map { $0.label ?? "_" }
        switch (name, labels) {
        case ("truncatingRemainder", ["dividingBy"]):
            guard case .number(let divisor) = arguments[0].value else {
                return arguments[0].value.isUnknown ? arguments[0].value : .unknown("a remainder", at: position)
            }
            return .number(Numeric.combine(.remainder, n.typed(as: .float), divisor.typed(as: .float)))
        case ("rounded", []):
            // `(width / 230).rounded()` over the layout container is `round(…)`.
            if n.constant == nil, Self.readsOnlyContainer(n) {
                return .number(Numeric(.call(.round, [n.typed(as: .float).expression]), kind: .float))
            }
            guard let value = n.constant else { return .unknown("rounding a value known only at run time", at: position) }
            return .number(Numeric(.number(value.rounded()), kind: .float))
        case ("rounded", ["_"]):
            guard case .enumCase(let rule) = arguments[0].value else { return .unknown("a rounding rule", at: position) }
            let typed = n.typed(as: .float)
            switch rule.name {
            case "down": return .number(Numeric(.call(.floor, [typed.expression]), kind: .float))
            case "up": return .number(Numeric(.call(.ceil, [typed.expression]), kind: .float))
            case "toNearestOrAwayFromZero" where typed.constant == nil && Self.readsOnlyContainer(typed):
                return .number(Numeric(.call(.round, [typed.expression]), kind: .float))
            default:
                guard let value = typed.constant else { return .unknown("rounding .\(rule.name) a value known only at run time", at: position) }
                let rounding: FloatingPointRoundingRule =
                    switch rule.name {
                    case "towardZero": .towardZero
                    case "awayFromZero": .awayFromZero
                    case "toNearestOrEven": .toNearestOrEven
                    default: .toNearestOrAwayFromZero
                    }
                return .number(Numeric(.number(value.rounded(rounding)), kind: .float))
            }
        default:
            return .unknown("the number method `\(name)`", at: position)
        }
    }

    /// Whether a number is computed from the layout container's variables and nothing else
    /// (`container.width / 230`), so rounding it is an expression the format can hold.
    static func readsOnlyContainer(_ n: Numeric) -> Bool {
        let variables = n.expression.variables
        return !variables.isEmpty && variables.allSatisfy(ContainerSize.variableNames.contains)
    }

    // MARK: Standard library

    /// The standard library and Core Graphics functions layout code uses; nil for other names.
    func builtin(_ name: String, _ arguments: [Argument], at position: SourcePosition) throws -> Value? {
        let labels = arguments.map { $0.label ?? "_" }
        // A conversion (`CGFloat(i)`) keeps following the index, and the value it reaches is
        // noted there; other standard functions make a value of it.
        if ["min", "max", "floor", "ceil", "round", "abs", "fabs", "Array", "String"].contains(name) {
            for argument in arguments { markIndexUse(argument.value) }
        }
        func number(_ i: Int) -> Numeric? { if case .number(let n) = arguments[i].value { n } else { nil } }
        func firstUnknown() -> Value? { arguments.first { $0.value.isUnknown }?.value }
        switch (name, labels) {
        case ("min", ["_", "_"]), ("max", ["_", "_"]):
            guard let a = number(0), let b = number(1) else { return firstUnknown() ?? .unknown("\(name) of non-numbers", at: position) }
            let function: Expression.Function = name == "min" ? .min : .max
            if (a.kind == .int || a.kind == .integerLiteral) && (b.kind == .int || b.kind == .integerLiteral), let x = a.integer, let y = b.integer {
                return .number(
                    Numeric(
                        .number(Double(name == "min" ? Swift.min(x, y) : Swift.max(x, y))),
                        kind: a.kind == .int || b.kind == .int ? .int : .integerLiteral, followsIndex: a.followsIndex || b.followsIndex))
            }
            return .number(Numeric(.call(function, [a.typed(as: .float).expression, b.typed(as: .float).expression]), kind: .float))
        case ("floor", ["_"]), ("ceil", ["_"]):
            guard let a = number(0) else { return firstUnknown() ?? .unknown("\(name) of a non-number", at: position) }
            return .number(Numeric(.call(name == "floor" ? .floor : .ceil, [a.typed(as: .float).expression]), kind: .float))
        case ("round", ["_"]) where number(0).map { $0.constant == nil && Self.readsOnlyContainer($0) } ?? false:
            guard let a = number(0) else { return firstUnknown() ?? .unknown("round of a non-number", at: position) }
            return .number(Numeric(.call(.round, [a.typed(as: .float).expression]), kind: .float))
        case ("round", ["_"]), ("abs", ["_"]), ("fabs", ["_"]):
            guard let a = number(0) else { return firstUnknown() ?? .unknown("\(name) of a non-number", at: position) }
            guard let value = a.constant else { return .unknown("\(name) of a value known only at run time", at: position) }
            return .number(Numeric(.number(name == "round" ? value.rounded() : Swift.abs(value)), kind: a.kind == .int ? .int : .float))
        case ("CGFloat", ["_"]), ("Double", ["_"]), ("Float", ["_"]):
            guard let a = number(0) else { return firstUnknown() ?? .unknown("\(name)(…) of \(arguments[0].value.kindDescription)", at: position) }
            if a.kind == .int, !a.expression.variables.isEmpty, a.expression.containsDivision {
                return .unknown("integer division of a loop index, which a frame expression cannot say", at: position)
            }
            return .number(a.typed(as: .float))
        case ("Int", ["_"]):
            guard let a = number(0) else { return firstUnknown() ?? .unknown("Int(…) of \(arguments[0].value.kindDescription)", at: position) }
            if a.kind == .int { return .number(a) }
            let variables = a.expression.variables
            if !variables.isEmpty, variables.allSatisfy(ContainerSize.variableNames.contains) {
                // `Int(width / 80)`: the whole part, which for the sizes and counts a layout
                // computes (never negative) is the floor.
                return .number(Numeric(.call(.floor, [a.typed(as: .float).expression]), kind: .int))
            }
            guard let value = a.constant else { return .unknown("Int(…) of a value known only at run time", at: position) }
            guard value.isFinite, Swift.abs(value) < 9e15 else { return .unknown("Int(…) of \(value)", at: position) }
            return .number(Numeric(.number(value.rounded(.towardZero)), kind: .int, followsIndex: a.followsIndex))
        case ("Array", ["repeating", "count"]):
            guard case .number(let n) = arguments[1].value, let count = n.integer, count >= 0, count <= 100_000 else {
                return arguments[1].value.isUnknown ? arguments[1].value : .unknown("Array(repeating:count:) with that count", at: position)
            }
            return .array(Array(repeating: arguments[0].value, count: count))
        case ("Array", ["_"]):
            return arguments[0].value
        case ("String", ["describing"]), ("String", ["_"]):
            switch arguments[0].value {
            case .type(let t): return .string(t.name.split(separator: ".").last.map(String.init) ?? t.name)
            case .string(let s): return .string(s)
            case .sectionKind: return arguments[0].value
            case .number(let n):
                guard let value = n.constant else { return .unknown("a number known only at run time", at: position) }
                return .string(n.kind == .int || n.kind == .integerLiteral ? String(Int(value)) : String(value))
            default: return .unknown("String(…) of \(arguments[0].value.kindDescription)", at: position)
            }
        case ("print", _), ("debugPrint", _), ("NSLog", _), ("assert", _), ("dump", _):
            return Value.none
        case ("fatalError", _), ("preconditionFailure", _), ("assertionFailure", _):
            throw ImportFailure("calls \(name)", at: position, isTrap: true)
        default:
            return nil
        }
    }
}

extension Expression {
    /// Whether the tree divides (integer division of an index cannot be written as a frame).
    var containsDivision: Bool {
        switch self {
        case .number, .variable: false
        case .negate(let inner): inner.containsDivision
        case .binary(let op, let l, let r): op == .divide || op == .remainder || l.containsDivision || r.containsDivision
        // In an integer tree a floor or ceiling is `Int(x)` of a floating-point `x`, whose
        // divisions are exact: only the integer operators outside it truncate.
        case .call(let function, let args): function == .floor || function == .ceil ? false : args.contains { $0.containsDivision }
        }
    }
}
