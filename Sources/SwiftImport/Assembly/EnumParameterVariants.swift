import LayoutModel
import SwiftSyntax

/// A builder (or a layout subclass's initializer, `init(style: FeedStyle)`) whose one parameter
/// without a default is a setting with known values — an enum type with known cases
/// (`func makeLayout(appearance: UICollectionLayoutListConfiguration.Appearance)`, or an enum of
/// the imported files), a `Bool` (`func makeLayout(showsHeaders: Bool)`), or an optional of
/// either — when no call in the files fixes that parameter (the app passes a value it decides
/// when it runs: a setting, a menu choice), is one layout per value: each is followed as the
/// argument and imported as a variant named with it (`list-inset-grouped`, `grid-shows-headers`
/// and `grid-no-shows-headers`, see `StateVariants.choices`). A value that builds the same layout
/// as an earlier one adds nothing.
///
/// The type's values are all the parameter can take, so the variants are what the app can show;
/// no value is guessed. Parameters of other types (numbers, strings, enums with associated
/// values) still need a call that fixes them.
enum EnumParameterVariants {
    /// The variants, or nil when the builder is not of this shape or no value builds a layout.
    /// - Parameter unfixedCall: where a call that passes a run-time value is, for the note (nil
    ///   when no call in the files calls the builder).
    static func variants(of candidate: LayoutCandidate, unfixedCall: SourcePosition?, context: RunContext) -> [StateVariants.Variant]? {
        guard let (parameters, owner) = candidate.callParameters else { return nil }
        let open = parameters.filter { !$0.hasDefault }
        guard open.count == 1, let parameter = open.first else { return nil }
        let interpreter = context.interpreter()
        let typeName = parameter.syntax.type.trimmedDescription
        guard
            let choices = StateVariants.choices(
                ofType: typeName, named: parameter.name, in: Scope(file: candidate.file, typeContext: owner), interpreter)
        else { return nil }
        let declared = candidate.file.position(of: parameter.syntax)
        let why =
            unfixedCall.map { "its calls pass a value known only when the app runs (\($0.file):\($0.line))" }
            ?? "no call in the imported files gives it a value"
        let kind = choices.isBool ? "a `\(typeName)`" : "of the enum type `\(typeName)`"
        var built: [(variant: StateVariants.Variant, content: LayoutContent)] = []
        for choice in choices.all {
            let argument = Argument(label: parameter.label, value: choice.value, node: Syntax(parameter.syntax))
            var evaluation = CandidateEvaluation(candidate, context: context, arguments: [argument])
            guard case .content(let content) = evaluation.outcome else { continue }
            if built.contains(where: { $0.content.configuration == content.configuration && $0.content.sections == content.sections }) { continue }
            evaluation.warnings.append(
                ImportDiagnostic(
                    .note, at: declared,
                    "followed with `\(parameter.name)` = \(choice.spelled): the parameter is \(kind) and \(why), so \(choices.described) is a layout of its own"
                ))
            built.append((StateVariants.Variant(words: choice.words, evaluation: evaluation), content))
        }
        return built.isEmpty ? nil : built.map(\.variant)
    }
}
