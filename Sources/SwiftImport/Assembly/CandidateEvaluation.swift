import LayoutModel
import SwiftSyntax

/// Follows one candidate's code and assembles its definition content.
struct CandidateEvaluation {
    enum Outcome {
        case content(LayoutContent)
        case failed(ImportFailure)
        /// A function that needs arguments: only its calls (from other layouts) are followed.
        case needsArguments(String)
    }

    var candidate: LayoutCandidate
    var outcome: Outcome
    var warnings: [ImportDiagnostic]
    var assumptions: [ImportDiagnostic]
    /// Declarations its code followed (to drop building blocks used by layouts).
    var followed: Set<DeclarationKey>
    /// The watched calls (construction sites, builder calls) its code evaluated.
    var reached: Set<SyntaxIdentifier>
    /// The `var` properties read whose value only the app knows (see `StateVariants`).
    var unknownStates: [VariableInfo] = []
    /// Whether the construction sites inside the candidate's code count as its own even where
    /// its code did not reach them; not for one answer of a condition the app decides, whose
    /// code runs only its own branch (`BranchVariants`).
    var holdsItsSites = true

    /// - Parameters:
    ///   - receiver: `self` for a method or computed property, when not the type's usual one
    ///     (one case of an enum).
    ///   - arguments: for a function or a layout subclass's initializer, the arguments to call
    ///     it with instead of its defaults (one case of an enum parameter, `EnumParameterVariants`).
    init(_ candidate: LayoutCandidate, context: RunContext, receiver: Value? = nil, arguments: [Argument]? = nil) {
        self.candidate = candidate
        var interpreter = context.interpreter(startingIn: candidate.code)
        do {
            outcome = try Self.run(candidate, interpreter, receiver: receiver, arguments: arguments)
        } catch let failure as ImportFailure {
            outcome = .failed(failure)
        } catch {
            outcome = .failed(ImportFailure("\(error)", at: candidate.position))
        }
        if case .failed = outcome, interpreter.wantedEnvironment {
            let (retried, retry) = Self.followInEnvironments(candidate.position, code: candidate.code, context: context) { interpreter in
                guard case .value(let value) = try Self.follow(candidate, interpreter, receiver: receiver, arguments: arguments) else { return .none }
                return value
            }
            if case .content = retried {
                outcome = retried
                interpreter = retry
            }
        }
        warnings = interpreter.warnings
        assumptions = interpreter.assumptions
        followed = interpreter.followed
        reached = interpreter.reached
        unknownStates = interpreter.unknownStates
    }

    /// The arguments the call of a builder was followed with (see the initializer below).
    var arguments: [Argument]?

    /// Follows one call of a builder that takes arguments (`gridSection(columnCount: 3)`): the
    /// code of the declaration the call is in runs up to the call, so its arguments see that
    /// code's locals; a call that code never reaches (in a closure nothing calls) is followed on
    /// its own, its arguments seeing the declaration's type, constants and defaults. Nil when the
    /// call turns out to call another function.
    init?(_ candidate: LayoutCandidate, call: FoundCall, context: RunContext) {
        guard let key = candidate.key else { return nil }
        self.candidate = candidate
        // The call's code runs up to the call: the budget is that code's.
        var interpreter = context.interpreter(startingIn: call.unit.code)
        interpreter.captureTarget = call.call.id
        var failure: ImportFailure?
        do {
            try Self.run(call.unit, call.file, interpreter)
        } catch let error as ImportFailure {
            failure = error
        } catch {
            return nil
        }
        var value = interpreter.captured
        if value == nil, !interpreter.reached.contains(call.call.id) {
            interpreter = context.interpreter(startingIn: call.unit.code)
            interpreter.captureTarget = call.call.id
            interpreter.isolatedCall = true
            failure = nil
            do {
                value = try interpreter.evaluate(ExprSyntax(call.call), in: Self.scope(of: call.unit, call.file, interpreter))
            } catch let error as ImportFailure {
                failure = error
            } catch {
                return nil
            }
        }
        guard interpreter.followed.contains(key) else { return nil }
        do {
            if let value {
                outcome = .content(try DefinitionAssembly.content(of: value, interpreter: interpreter, at: call.position))
            } else {
                outcome = .failed(failure ?? ImportFailure("the call is never reached", at: call.position, reason: .unreached))
            }
        } catch let error as ImportFailure {
            outcome = .failed(error)
        } catch {
            return nil
        }
        if case .failed = outcome, interpreter.wantedEnvironment {
            let expression = ExprSyntax(call.call)
            let (retried, retry) = Self.followInEnvironments(call.position, code: call.unit.code, context: context, isolated: true) { interpreter in
                interpreter.captureTarget = call.call.id
                return try interpreter.evaluate(expression, in: Self.scope(of: call.unit, call.file, interpreter))
            }
            if case .content = retried {
                outcome = retried
                interpreter = retry
            }
        }
        arguments = interpreter.capturedArguments
        warnings = interpreter.warnings
        assumptions = interpreter.assumptions
        followed = interpreter.followed
        reached = interpreter.reached
    }

    /// Follows a section construction on its own through the code around it, which chooses it
    /// when the app runs (see `SeekTarget`): nil when that code does not reach it either. Its
    /// outcome is the section, as the only one of a layout, or why the section itself cannot be
    /// followed once the code was taken towards it.
    init?(seeking candidate: LayoutCandidate, context: RunContext) {
        guard case .construction(let call, let unit) = candidate.origin, candidate.kind == .section else { return nil }
        self.candidate = candidate
        let file = candidate.file
        func seek(_ interpreter: Interpreter) throws -> Value {
            interpreter.captured = nil
            interpreter.captureTarget = call.id
            interpreter.captureCompleted = false
            interpreter.seekFailure = nil
            interpreter.seekTarget = SeekTarget(call, in: file)
            var failure: ImportFailure?
            do {
                try Self.run(unit, file, interpreter, environmentParameters: true)
            } catch let error as ImportFailure {
                failure = error
                interpreter.noteSeekFailure(error)
            }
            if let captured = interpreter.captured {
                // Code after the construction that changes the section did not run: not the section.
                if let incomplete = interpreter.seekFailure { throw incomplete }
                return captured
            }
            throw failure ?? ImportFailure("the code around this section never reaches it", at: candidate.position, reason: .unreached)
        }
        var interpreter = context.interpreter(startingIn: unit.code)
        do {
            outcome = .content(try DefinitionAssembly.content(of: try seek(interpreter), interpreter: interpreter, at: candidate.position))
        } catch let failure as ImportFailure {
            outcome = .failed(failure)
        } catch {
            outcome = .failed(ImportFailure("\(error)", at: candidate.position))
        }
        if case .failed = outcome, interpreter.wantedEnvironment {
            let (retried, retry) = Self.followInEnvironments(candidate.position, code: unit.code, context: context, produce: seek)
            switch retried {
            case .content:
                outcome = retried
                interpreter = retry
            case .failed(let failure) where failure.reason != .environmentValue:
                // Past the environment, the section fails for a reason of its own.
                outcome = retried
                interpreter = retry
            default:
                break
            }
        }
        warnings = interpreter.warnings
        assumptions = interpreter.assumptions
        followed = []
        reached = [call.id]
        guard case .content = outcome else {
            // A failure before the section was built or any choice taken towards it is the layout's own.
            if case .failed(let failure) = outcome, interpreter.seekChoice != nil || interpreter.captured != nil, failure.reason != .unreached {
                return
            }
            return nil
        }
        if let choice = interpreter.seekChoice {
            interpreter.note("imported on its own: the code around it chooses it when the app runs (\(choice.message))", at: choice.position)
        } else {
            interpreter.note("imported on its own: the layout around it cannot be imported whole", at: candidate.position)
        }
        warnings = interpreter.warnings
    }

    /// The scope a declaration's code starts in: `self` and the type it belongs to, and its
    /// parameters (defaults, or unknown: arguments given at run time). Top-level code has none.
    /// With `environmentParameters`, a parameter of type `NSCollectionLayoutEnvironment` is the
    /// environment the code is followed in (as a section provider's is).
    static func scope(of unit: RunUnit, _ file: ParsedFile, _ interpreter: Interpreter, environmentParameters: Bool = false) -> Scope {
        switch unit {
        case .body(_, let parameters, let owner, let isStatic):
            let scope = Scope(file: file, selfValue: receiver(owner: owner, isStatic: isStatic), typeContext: owner)
            for parameter in parameters ?? [] {
                let name = (parameter.secondName ?? parameter.firstName).text
                if environmentParameters, parameter.defaultValue == nil, providerParameter(parameter.type.writtenName) == .environment {
                    scope.declare(name, .environment(.provider), isConstant: true)
                    continue
                }
                let value: Value =
                    (try? parameter.defaultValue.map { try interpreter.evaluate($0.value, in: scope) } ?? nil)
                    ?? interpreter.sectionLookupParameter(parameter, name: name, owner: owner, file: file)
                    ?? .unknown("the parameter `\(name)` (an argument given at run time)", at: file.position(of: parameter), code: .runtimeValue)
                scope.declare(name, value, isConstant: true)
            }
            return scope
        case .initializer(_, let owner, let isStatic):
            return Scope(file: file, selfValue: receiver(owner: owner, isStatic: isStatic), typeContext: owner)
        case .topLevel:
            return Scope(file: file)
        }
    }

    /// What following a candidate gives: the value its code builds, or an outcome already
    /// (a provider written as a method, a function that needs arguments).
    private enum Followed {
        case value(Value)
        case outcome(Outcome)
    }

    private static func run(_ candidate: LayoutCandidate, _ interpreter: Interpreter, receiver override: Value?, arguments: [Argument]?) throws
        -> Outcome
    {
        switch try follow(candidate, interpreter, receiver: override, arguments: arguments) {
        case .value(let value): return .content(try DefinitionAssembly.content(of: value, interpreter: interpreter, at: candidate.position))
        case .outcome(let outcome): return outcome
        }
    }

    private static func follow(
        _ candidate: LayoutCandidate, _ interpreter: Interpreter, receiver override: Value?, arguments fixed: [Argument]? = nil
    ) throws -> Followed {
        let position = candidate.position
        switch candidate.origin {
        case .function(let function):
            let receiver = override ?? Self.receiver(owner: function.owner, isStatic: function.isStatic)
            if let fixed { return .value(try interpreter.invoke(function, receiver: receiver, fixed, at: position)) }
            let parameters = function.parameters
            if parameters.allSatisfy(\.hasDefault) {
                return .value(try interpreter.invoke(function, receiver: receiver, [], at: position))
            }
            // `makeFeedLayout(sectionKind: @escaping (Int) -> String?)`: the caller tells each
            // section's kind; the layout is followed for every kind it tells apart.
            let lookups = parameters.map { parameter in
                parameter.hasDefault
                    ? nil
                    : interpreter.sectionLookupParameter(
                        parameter.syntax, name: parameter.name, owner: function.owner, file: function.file)
            }
            if lookups.contains(where: { $0 != nil }), zip(parameters, lookups).allSatisfy({ $0.hasDefault || $1 != nil }) {
                var arguments: [Argument] = []
                for (parameter, lookup) in zip(parameters, lookups) {
                    guard let lookup else { continue }
                    arguments.append(Argument(label: parameter.label, value: lookup, node: Syntax(parameter.syntax)))
                }
                return .value(try interpreter.invoke(function, receiver: receiver, arguments, at: position))
            }
            // `(Int, NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?`: a section
            // provider written as a method.
            let kinds = parameters.map { Self.providerParameter($0.syntax.type.writtenName) }
            if candidate.kind == .section, !parameters.isEmpty, parameters.count <= 2, !kinds.contains(nil),
                kinds.filter({ $0 == .index }).count <= 1, kinds.filter({ $0 == .environment }).count == 1
            {
                let analysis = SectionProviderAnalysis(interpreter: interpreter, position: position) { index, environment in
                    let arguments = zip(parameters, kinds).map { parameter, kind in
                        Argument(label: parameter.label, value: kind == .index ? index : environment, node: Syntax(parameter.syntax))
                    }
                    return try interpreter.invoke(function, receiver: receiver, arguments, at: position)
                }
                let sections = try analysis.sections()
                return .outcome(.content(LayoutContent(configuration: LayoutConfiguration(), sections: sections, chosenBy: analysis.chosenBy)))
            }
            let list = parameters.filter { !$0.hasDefault }.map { "\($0.name): \($0.syntax.type.trimmedDescription)" }
            return .outcome(.needsArguments(list.joined(separator: ", ")))
        case .property(let property):
            let receiver = override ?? Self.receiver(owner: property.owner, isStatic: property.isStatic)
            interpreter.markFollowed(DeclarationKey(property.binding, file: property.file))
            let scope = Scope(file: property.file, selfValue: receiver, typeContext: property.owner)
            if let getter = property.getter {
                return .value(try interpreter.run(getter, in: scope).value ?? .none)
            } else if let initializer = property.binding.initializer?.value {
                return .value(try interpreter.evaluate(initializer, in: scope))
            }
            throw ImportFailure("the property has no value in the code", at: position, reason: .runtimeValue)
        case .initializer(let initializer):
            let type = initializer.owner
            if let fixed { return .value(try interpreter.initialize(type, with: initializer, fixed, at: position)) }
            let parameters = initializer.declaredParameters
            if parameters.allSatisfy(\.hasDefault) { return .value(try interpreter.initialize(type, with: initializer, [], at: position)) }
            let list = parameters.filter { !$0.hasDefault }.map { "\($0.name): \($0.syntax.type.trimmedDescription)" }
            return .outcome(.needsArguments(list.joined(separator: ", ")))
        case .construction(let call, let unit):
            interpreter.captureTarget = call.id
            var failure: ImportFailure?
            do {
                try Self.run(unit, candidate.file, interpreter)
            } catch let error as ImportFailure {
                failure = error
            }
            guard let value = interpreter.captured else {
                if let failure { throw failure }
                // Built inside a closure nothing here calls (a SwiftUI view builder's content, a
                // completion handler): the construction followed on its own, in its code's scope,
                // when it needs nothing the closure would have given it.
                let unreached = ImportFailure(
                    "the code around this layout never reaches it (inside a closure that is not called?)", at: position, reason: .unreached)
                guard candidate.kind == .layout else { throw unreached }
                interpreter.captureTarget = nil
                let scope = Self.scope(of: unit, candidate.file, interpreter).child()
                // What the closures around it would give it is not known: `ForEach(…) { index in … }`.
                for name in Self.enclosingClosureParameters(of: call) {
                    scope.declare(
                        name,
                        .unknown(
                            "`\(name)` is given by a closure around the layout, which the importer does not call", at: position, code: .unreached),
                        isConstant: true)
                }
                let alone = try interpreter.evaluate(ExprSyntax(call), in: scope)
                guard case .object = alone else { throw unreached }
                interpreter.note(
                    "followed on its own: the code around it is a closure the importer does not call (a SwiftUI view's content?)", at: position)
                return .value(alone)
            }
            if candidate.kind == .layout { WrappedLayout.noteHeld(by: unit.owner, interpreter: interpreter, at: position) }
            return .value(value)
        }
    }

    /// A section or group whose code tests the device's idiom or the container (outside a
    /// section provider) followed the way a provider is, for every environment it tests: the
    /// alternatives become `oneOf` with `when`.
    private static func followInEnvironments(
        _ position: SourcePosition, code: SyntaxIdentifier?, context: RunContext, isolated: Bool = false,
        produce: @escaping (Interpreter) throws -> Value
    ) -> (Outcome, Interpreter) {
        let interpreter = context.interpreter(startingIn: code)
        interpreter.isolatedCall = isolated
        do {
            let analysis = SectionProviderAnalysis(interpreter: interpreter, position: position, followsKinds: false) { _, _ in
                interpreter.captured = nil
                let value = try produce(interpreter)
                guard case .object(let object) = try interpreter.known(value, "the layout") else { return value }
                switch object.state {
                case .group(let group):
                    return .object(LayoutObject(.section(Section(content: .group(group))), created: position))
                case .layout(let layout):
                    if case .section(let section) = layout.content, layout.configuration == LayoutConfiguration() {
                        return .object(LayoutObject(.section(section), created: position))
                    }
                    return value
                default:
                    return value
                }
            }
            return (.content(LayoutContent(configuration: LayoutConfiguration(), sections: try analysis.sections())), interpreter)
        } catch let failure as ImportFailure {
            return (.failed(failure), interpreter)
        } catch {
            return (.failed(ImportFailure("\(error)", at: position)), interpreter)
        }
    }

    /// Runs the code that reaches a construction.
    private static func run(_ unit: RunUnit, _ file: ParsedFile, _ interpreter: Interpreter, environmentParameters: Bool = false) throws {
        let scope = scope(of: unit, file, interpreter, environmentParameters: environmentParameters)
        switch unit {
        case .body(let body, _, _, _):
            _ = try interpreter.run(body, in: scope)
        case .initializer(let value, _, _):
            _ = try interpreter.evaluate(value, in: scope)
        case .topLevel(let tree):
            // Type and function declarations among the statements are skipped by `run`.
            _ = try interpreter.run(tree.statements, in: scope)
        }
    }

    /// The names the closures around a call bind (`index` of `ForEach(…) { index in … }`, and
    /// `$0`…) or declare in their bodies (`let (getSection, height) = …`, `if let pageSize`),
    /// nearest first.
    private static func enclosingClosureParameters(of call: FunctionCallExprSyntax) -> [String] {
        var names: [String] = []
        var node = call.parent
        while let current = node {
            if let closure = current.as(ClosureExprSyntax.self) {
                switch closure.signature?.parameterClause {
                case .simpleInput(let list)?: names += list.map(\.name.text)
                case .parameterClause(let clause)?: names += clause.parameters.map { ($0.secondName ?? $0.firstName).text }
                case nil: names += (0..<4).map { "$\($0)" }
                }
                let declared = DeclaredNames(before: call)
                declared.walk(closure.statements)
                names += declared.names
            }
            if current.is(FunctionDeclSyntax.self) || current.is(AccessorBlockSyntax.self) || current.is(PatternBindingSyntax.self) { break }
            node = current.parent
        }
        return names.filter { $0 != "_" }
    }

    static func receiver(owner: TypeInfo?, isStatic: Bool) -> Value? {
        guard let owner else { return nil }
        return isStatic ? .type(TypeValue(name: owner.name, info: owner)) : .instance(owner)
    }

    private enum ProviderParameter { case index, environment }

    private static func providerParameter(_ type: String) -> ProviderParameter? {
        let name = UIKitNames.canonical(type.replacingOccurrences(of: "any ", with: "").filter { !$0.isWhitespace })
        switch name {
        case "Int": return .index
        case "NSCollectionLayoutEnvironment": return .environment
        default: return nil
        }
    }
}

/// The names `let`/`var` declarations and optional bindings introduce in a block that are in
/// scope at `call`: declared before it, in a block that holds it (an `if let` binding: its `if`
/// holds it), outside local functions and closures.
private final class DeclaredNames: SyntaxVisitor {
    private(set) var names: [String] = []
    let call: FunctionCallExprSyntax

    init(before call: FunctionCallExprSyntax) {
        self.call = call
        super.init(viewMode: .sourceAccurate)
    }

    private func holdsCall(_ node: some SyntaxProtocol) -> Bool {
        node.position <= call.position && call.endPosition <= node.endPosition
    }

    override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
        let block = node.parent.flatMap { Syntax($0).ancestor(CodeBlockItemListSyntax.self) }
        if node.position < call.position, block.map(holdsCall) ?? false { names.append(node.identifier.text) }
        return .skipChildren
    }

    override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
        let statement = Syntax(node).ancestor(IfExprSyntax.self).map(Syntax.init) ?? Syntax(node).ancestor(GuardStmtSyntax.self).map(Syntax.init)
        let inScope = statement.map { $0.is(GuardStmtSyntax.self) ? node.position < call.position : holdsCall($0) } ?? false
        if inScope, let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { names.append(name) }
        return .skipChildren
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}

extension Syntax {
    /// The nearest ancestor of a kind.
    fileprivate func ancestor<T: SyntaxProtocol>(_ kind: T.Type) -> T? {
        var node = parent
        while let current = node {
            if let found = current.as(kind) { return found }
            node = current.parent
        }
        return nil
    }
}
