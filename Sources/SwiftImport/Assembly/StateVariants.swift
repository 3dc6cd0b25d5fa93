import LayoutModel
import SwiftSyntax

/// A layout that reads a `var` of an enum type — a setting the app changes when it runs: a list
/// appearance picked from a menu, a mode chosen with a segmented control — is one layout per
/// case. Each case is followed with the property fixed to it and imported as a variant named
/// with the case (`list-appearances-inset-grouped`); cases that build the same layout as an
/// earlier one add nothing. The first such property whose cases build a layout is enumerated;
/// any other value the app decides still fails the variant.
enum StateVariants {
    /// Enums with more cases than this are not enumerated.
    static let caseLimit = 16

    struct Variant {
        /// The case's words, for the name.
        var words: [String]
        var evaluation: CandidateEvaluation
    }

    /// The variants of a candidate whose code failed on a value the app decides; nil when it
    /// read no `var` of an enum type, or no case builds a layout.
    static func variants(of evaluation: CandidateEvaluation, receiver: Value? = nil, context: RunContext) -> [Variant]? {
        guard case .failed(let failure) = evaluation.outcome, failure.reason == .runtimeValue || failure.reason == .runtimeCondition else {
            return nil
        }
        let interpreter = context.interpreter()
        for property in evaluation.unknownStates {
            guard let cases = cases(of: property, interpreter), cases.count <= caseLimit else { continue }
            let key = DeclarationKey(property.binding, file: property.file)
            let declared = property.file.position(of: property.binding)
            var built: [(variant: Variant, content: LayoutContent)] = []
            for value in cases {
                guard case .enumCase(let enumCase) = value else { continue }
                var fixed = context
                fixed.states[key] = value
                var variant = CandidateEvaluation(evaluation.candidate, context: fixed, receiver: receiver)
                guard case .content(let content) = variant.outcome else { continue }
                if built.contains(where: { $0.content.configuration == content.configuration && $0.content.sections == content.sections }) {
                    continue
                }
                variant.warnings.append(
                    ImportDiagnostic(
                        .note, at: declared,
                        "followed with `\(property.name)` = .\(enumCase.name): a `var` the app sets when it runs, so each of its cases is a layout of its own"
                    ))
                built.append((Variant(words: LayoutNaming.split(enumCase.name).map { $0.lowercased() }, evaluation: variant), content))
            }
            if !built.isEmpty { return built.map(\.variant) }
        }
        return nil
    }

    /// The cases a property's enum type has: an enum of the run without associated values, or
    /// `UICollectionLayoutListConfiguration.Appearance`. The type is the one declared, else the
    /// one the initial value names (`var mode = Mode.all`).
    static func cases(of property: VariableInfo, _ interpreter: Interpreter) -> [Value]? {
        var written = property.typeName
        if written == nil, let base = property.binding.initializer?.value.as(MemberAccessExprSyntax.self)?.base {
            written = base.trimmedDescription
        }
        guard let written else { return nil }
        return cases(ofType: written, in: Scope(file: property.file, typeContext: property.owner), interpreter)
    }

    /// The cases of the enum type written `written` (optionals included), seen from `scope`: an
    /// enum of the run without associated values, or `UICollectionLayoutListConfiguration.Appearance`.
    static func cases(ofType written: String, in scope: Scope, _ interpreter: Interpreter) -> [Value]? {
        var name = written
        while let last = name.last, last == "?" || last == "!" { name.removeLast() }
        name = UIKitNames.canonical(name.filter { !$0.isWhitespace })
        if name == "UICollectionLayoutListConfiguration.Appearance" {
            return ListConfiguration.Appearance.allCases.map { .enumCase(EnumCaseValue(typeName: nil, name: $0.rawValue)) }
        }
        guard case .type(let type) = interpreter.typeValue(named: name, in: scope),
            let info = type.info, info.kind == .enum, !info.cases.isEmpty, !info.cases.contains(where: \.hasAssociatedValues)
        else { return nil }
        return info.cases.map { .enumCase(EnumCaseValue(typeName: info.name, name: $0.name, type: info)) }
    }
}
