import LayoutModel
import SwiftSyntax

/// A builder (or a layout subclass's initializer) whose one parameter without a default is of an
/// enum type with known cases (`func makeLayout(appearance: UICollectionLayoutListConfiguration.Appearance)`,
/// `init(style: FeedStyle)`, or an enum of the imported files), when no call in the files fixes that parameter — the app passes a value
/// it decides when it runs (a setting, a menu choice) — is one layout per case: each case is
/// followed as the argument and imported as a variant named with the case
/// (`list-inset-grouped`). A case that builds the same layout as an earlier one adds nothing.
///
/// The enum's cases are all the values the parameter can take, so the variants are what the
/// app can show; no value is guessed. Parameters of other types (numbers, strings, enums with
/// associated values) still need a call that fixes them.
enum EnumParameterVariants {
    /// The variants, or nil when the builder is not of this shape or no case builds a layout.
    /// - Parameter unfixedCall: where a call that passes a run-time value is, for the note (nil
    ///   when no call in the files calls the builder).
    static func variants(of candidate: LayoutCandidate, unfixedCall: SourcePosition?, context: RunContext) -> [StateVariants.Variant]? {
        guard let (parameters, owner) = candidate.callParameters else { return nil }
        let open = parameters.filter { !$0.hasDefault }
        guard open.count == 1, let parameter = open.first else { return nil }
        let interpreter = context.interpreter()
        let typeName = parameter.syntax.type.trimmedDescription
        guard let cases = StateVariants.cases(ofType: typeName, in: Scope(file: candidate.file, typeContext: owner), interpreter),
            cases.count <= StateVariants.caseLimit
        else { return nil }
        let declared = candidate.file.position(of: parameter.syntax)
        let why =
            unfixedCall.map { "its calls pass a value known only when the app runs (\($0.file):\($0.line))" }
            ?? "no call in the imported files gives it a value"
        var built: [(variant: StateVariants.Variant, content: LayoutContent)] = []
        for value in cases {
            guard case .enumCase(let enumCase) = value else { continue }
            let argument = Argument(label: parameter.label, value: value, node: Syntax(parameter.syntax))
            var evaluation = CandidateEvaluation(candidate, context: context, arguments: [argument])
            guard case .content(let content) = evaluation.outcome else { continue }
            if built.contains(where: { $0.content.configuration == content.configuration && $0.content.sections == content.sections }) { continue }
            evaluation.warnings.append(
                ImportDiagnostic(
                    .note, at: declared,
                    "followed with `\(parameter.name)` = .\(enumCase.name): the parameter is of the enum type `\(typeName)` and \(why), so each of its cases is a layout of its own"
                ))
            built.append((StateVariants.Variant(words: LayoutNaming.split(enumCase.name).map { $0.lowercased() }, evaluation: evaluation), content))
        }
        return built.isEmpty ? nil : built.map(\.variant)
    }
}
