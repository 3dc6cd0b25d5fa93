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

    /// - Parameter receiver: `self` for a method or computed property, when not the type's
    ///   usual one (one case of an enum).
    init(_ candidate: LayoutCandidate, context: RunContext, receiver: Value? = nil) {
        self.candidate = candidate
        let interpreter = context.interpreter()
        do {
            outcome = try Self.run(candidate, interpreter, receiver: receiver)
        } catch let failure as ImportFailure {
            outcome = .failed(failure)
        } catch {
            outcome = .failed(ImportFailure("\(error)", at: candidate.position))
        }
        warnings = interpreter.warnings
        assumptions = interpreter.assumptions
        followed = interpreter.followed
        reached = interpreter.reached
    }

    /// Follows one call of a builder that takes arguments (`gridSection(columnCount: 3)`), in
    /// the declaration the call is in: its arguments see that declaration's type, constants and
    /// defaults, not its locals. Nil when the call turns out to call another function.
    init?(_ candidate: LayoutCandidate, call: FoundCall, context: RunContext) {
        guard let key = candidate.key else { return nil }
        self.candidate = candidate
        let interpreter = context.interpreter()
        let scope = Self.scope(of: call.unit, call.file, interpreter)
        do {
            let value = try interpreter.evaluate(ExprSyntax(call.call), in: scope)
            guard interpreter.followed.contains(key) else { return nil }
            outcome = .content(try DefinitionAssembly.content(of: value, interpreter: interpreter, at: call.position))
        } catch let failure as ImportFailure {
            guard interpreter.followed.contains(key) else { return nil }
            outcome = .failed(failure)
        } catch {
            return nil
        }
        warnings = interpreter.warnings
        assumptions = interpreter.assumptions
        followed = interpreter.followed
        reached = interpreter.reached
    }

    /// The scope a declaration's code starts in: `self` and the type it belongs to, and its
    /// parameters (defaults, or unknown: arguments given at run time). Top-level code has none.
    static func scope(of unit: RunUnit, _ file: ParsedFile, _ interpreter: Interpreter) -> Scope {
        switch unit {
        case .body(_, let parameters, let owner, let isStatic):
            let scope = Scope(file: file, selfValue: receiver(owner: owner, isStatic: isStatic), typeContext: owner)
            for parameter in parameters ?? [] {
                let name = (parameter.secondName ?? parameter.firstName).text
                let value: Value = (try? parameter.defaultValue.map { try interpreter.evaluate($0.value, in: scope) } ?? nil)
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

    private static func run(_ candidate: LayoutCandidate, _ interpreter: Interpreter, receiver override: Value?) throws -> Outcome {
        let position = candidate.position
        switch candidate.origin {
        case .function(let function):
            let receiver = override ?? Self.receiver(owner: function.owner, isStatic: function.isStatic)
            let parameters = function.parameters
            if parameters.allSatisfy(\.hasDefault) {
                let value = try interpreter.invoke(function, receiver: receiver, [], at: position)
                return .content(try DefinitionAssembly.content(of: value, interpreter: interpreter, at: position))
            }
            // `(Int, NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?`: a section
            // provider written as a method.
            let kinds = parameters.map { Self.providerParameter($0.syntax.type.writtenName) }
            if candidate.kind == .section, !parameters.isEmpty, parameters.count <= 2, !kinds.contains(nil),
               kinds.filter({ $0 == .index }).count <= 1, kinds.filter({ $0 == .environment }).count == 1 {
                let analysis = SectionProviderAnalysis(interpreter: interpreter, position: position) { index, environment in
                    let arguments = zip(parameters, kinds).map { parameter, kind in
                        Argument(label: parameter.label, value: kind == .index ? index : environment, node: Syntax(parameter.syntax))
                    }
                    return try interpreter.invoke(function, receiver: receiver, arguments, at: position)
                }
                return .content(LayoutContent(configuration: LayoutConfiguration(), sections: try analysis.sections()))
            }
            let list = parameters.filter { !$0.hasDefault }.map { "\($0.name): \($0.syntax.type.trimmedDescription)" }
            return .needsArguments(list.joined(separator: ", "))
        case .property(let property):
            let receiver = override ?? Self.receiver(owner: property.owner, isStatic: property.isStatic)
            interpreter.markFollowed(DeclarationKey(property.binding, file: property.file))
            let scope = Scope(file: property.file, selfValue: receiver, typeContext: property.owner)
            let value: Value
            if let getter = property.getter {
                value = try interpreter.run(getter, in: scope).value ?? .none
            } else if let initializer = property.binding.initializer?.value {
                value = try interpreter.evaluate(initializer, in: scope)
            } else {
                throw ImportFailure("the property has no value in the code", at: position)
            }
            return .content(try DefinitionAssembly.content(of: value, interpreter: interpreter, at: position))
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
                throw ImportFailure("the code around this layout never reaches it (inside a closure that is not called?)", at: position, reason: .unreached)
            }
            return .content(try DefinitionAssembly.content(of: value, interpreter: interpreter, at: position))
        }
    }

    /// Runs the code that reaches a construction.
    private static func run(_ unit: RunUnit, _ file: ParsedFile, _ interpreter: Interpreter) throws {
        let scope = scope(of: unit, file, interpreter)
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
