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

    init(_ candidate: LayoutCandidate, index: DeclarationIndex, options: SwiftImportOptions) {
        self.candidate = candidate
        let interpreter = Interpreter(index: index, options: options)
        do {
            outcome = try Self.run(candidate, interpreter)
        } catch let failure as ImportFailure {
            outcome = .failed(failure)
        } catch {
            outcome = .failed(ImportFailure("\(error)", at: candidate.position))
        }
        warnings = interpreter.warnings
        assumptions = interpreter.assumptions
        followed = interpreter.followed
    }

    private static func run(_ candidate: LayoutCandidate, _ interpreter: Interpreter) throws -> Outcome {
        let position = candidate.position
        switch candidate.origin {
        case .function(let function):
            let receiver = Self.receiver(owner: function.owner, isStatic: function.isStatic)
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
            let receiver = Self.receiver(owner: property.owner, isStatic: property.isStatic)
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
                throw ImportFailure("the code around this layout never reaches it (inside a closure that is not called?)", at: position)
            }
            return .content(try DefinitionAssembly.content(of: value, interpreter: interpreter, at: position))
        }
    }

    /// Runs the code that reaches a construction.
    private static func run(_ unit: RunUnit, _ file: ParsedFile, _ interpreter: Interpreter) throws {
        switch unit {
        case .body(let body, let parameters, let owner, let isStatic):
            let scope = Scope(file: file, selfValue: receiver(owner: owner, isStatic: isStatic), typeContext: owner)
            for parameter in parameters ?? [] {
                let name = (parameter.secondName ?? parameter.firstName).text
                let value: Value = try parameter.defaultValue.map { try interpreter.evaluate($0.value, in: scope) }
                    ?? .unknown("the parameter `\(name)` (an argument given at run time)", at: file.position(of: parameter))
                scope.declare(name, value, isConstant: true)
            }
            _ = try interpreter.run(body, in: scope)
        case .initializer(let value, let owner, let isStatic):
            let scope = Scope(file: file, selfValue: receiver(owner: owner, isStatic: isStatic), typeContext: owner)
            _ = try interpreter.evaluate(value, in: scope)
        case .topLevel(let tree):
            // Type and function declarations among the statements are skipped by `run`.
            _ = try interpreter.run(tree.statements, in: Scope(file: file))
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
