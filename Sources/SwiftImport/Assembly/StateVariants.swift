import LayoutModel
import SwiftSyntax

/// A layout that reads a setting the app decides when it runs — a `var` the app changes (a list
/// appearance picked from a menu, a mode chosen with a segmented control, a switch that shows
/// section headers), or a `let` only an initializer sets — is one layout per value the setting
/// can take: the cases of an enum, `true` and `false` for a `Bool`, and `nil` as one more for an
/// optional. Each value is followed with the property fixed to it and imported as a variant
/// named with it (`list-appearances-inset-grouped`, `chat-show-section-headers` and
/// `chat-no-show-section-headers`); values that build the same layout as an earlier one add
/// nothing. The first such property whose values build a layout is enumerated; any other value
/// the app decides still fails the variant, so the variants never multiply.
enum StateVariants {
    /// Enums with more cases than this are not enumerated.
    static let caseLimit = 16

    struct Variant {
        /// The value's words, for the name.
        var words: [String]
        var evaluation: CandidateEvaluation
    }

    /// One value a setting can take: what it is followed with, how the note spells it, and the
    /// words it adds to the layout's name.
    struct Choice {
        var value: Value
        /// `.insetGrouped`, `true`, `nil`: as Swift writes it.
        var spelled: String
        var words: [String]
    }

    /// The values a setting of some type can take, and how the note says so.
    struct Choices {
        var all: [Choice]
        /// "each of its cases", "each of its two values", "each of its cases and `nil`": for the note.
        var described: String
        /// Whether the type is `Bool` (or `Bool?`), for the note.
        var isBool = false
        /// Whether the one choice is the initial value of a number the app may change (see
        /// `initialNumber`), for the note.
        var isInitialValue = false
    }

    /// The variants of a candidate whose code failed on a value the app decides; nil when it
    /// read no property of an enum type or `Bool` whose value only the app knows, or no value
    /// builds a layout.
    static func variants(of evaluation: CandidateEvaluation, receiver: Value? = nil, context: RunContext) -> [Variant]? {
        guard case .failed(let failure) = evaluation.outcome, failure.reason == .runtimeValue || failure.reason == .runtimeCondition else {
            return nil
        }
        let interpreter = context.interpreter()
        for property in evaluation.unknownStates {
            guard let choices = choices(of: property, interpreter) else { continue }
            let key = DeclarationKey(property.binding, file: property.file)
            let declared = property.file.position(of: property.binding)
            let setter = property.isLet ? "a `let` set by an initializer with a value the app decides" : "a `var` the app sets when it runs"
            var built: [(variant: Variant, content: LayoutContent)] = []
            for choice in choices.all {
                var fixed = context
                fixed.states[key] = choice.value
                var variant = CandidateEvaluation(evaluation.candidate, context: fixed, receiver: receiver)
                guard case .content(let content) = variant.outcome else { continue }
                if built.contains(where: { $0.content.configuration == content.configuration && $0.content.sections == content.sections }) {
                    continue
                }
                let why =
                    choices.isInitialValue
                    ? "its initial value: \(setter), and the layout is imported as it is first built"
                    : "\(setter), so \(choices.described) is a layout of its own"
                variant.warnings.append(ImportDiagnostic(.note, at: declared, "followed with `\(property.name)` = \(choice.spelled): \(why)"))
                built.append((Variant(words: choice.words, evaluation: variant), content))
            }
            if !built.isEmpty { return built.map(\.variant) }
        }
        return nil
    }

    /// The values a property can take: its type is the one declared, else the one the initial
    /// value names (`var mode = Mode.all`, `var showsHeaders = false`).
    static func choices(of property: VariableInfo, _ interpreter: Interpreter) -> Choices? {
        var written = property.typeName
        if written == nil, let initial = property.binding.initializer?.value {
            if let base = initial.as(MemberAccessExprSyntax.self)?.base {
                written = base.trimmedDescription
            } else if initial.is(BooleanLiteralExprSyntax.self) {
                written = "Bool"
            }
        }
        let scope = Scope(file: property.file, typeContext: property.owner)
        guard let written else { return initialNumber(of: property, in: scope, interpreter) }
        return choices(ofType: written, named: property.name, in: scope, interpreter) ?? initialNumber(of: property, in: scope, interpreter)
    }

    /// A number the app may change (`var columnCount = 2`, a stepper's value) has too many
    /// values to enumerate: the layout is the one the app first builds, with the initial value
    /// written in the declaration, and keeps its own name. Nil when the property has no initial
    /// value, or one the code does not know as a number.
    private static func initialNumber(of property: VariableInfo, in scope: Scope, _ interpreter: Interpreter) -> Choices? {
        guard !property.isLet, let initial = property.binding.initializer?.value,
            case .number(let number)? = try? interpreter.evaluate(initial, in: scope), let constant = number.constant
        else { return nil }
        let value = interpreter.typed(.number(number), as: property.typeName)
        return Choices(
            all: [Choice(value: value, spelled: CanonicalNumber.format(constant), words: [])], described: "its initial value", isInitialValue: true)
    }

    /// The values of the type written `written`, seen from `scope`, for a property or parameter
    /// called `name`: `true` then `false` for `Bool` (named `<name>` and `no-<name>`); the cases
    /// of an enum of the run without associated values, or of
    /// `UICollectionLayoutListConfiguration.Appearance`, in declaration order (named with the
    /// case); and for an optional (`T?`, `Optional<T>`) one more, `nil` (named `no-<name>`). An
    /// implicitly unwrapped optional (`T!`) is set before it is read: `nil` is not one of its
    /// values. Nil for other types, and for enums of more than `caseLimit` cases.
    static func choices(ofType written: String, named name: String, in scope: Scope, _ interpreter: Interpreter) -> Choices? {
        var type = written.filter { !$0.isWhitespace }
        var isOptional = false
        if type.hasPrefix("Optional<"), type.hasSuffix(">") {
            type = String(type.dropFirst("Optional<".count).dropLast())
            isOptional = true
        }
        while let last = type.last, last == "?" || last == "!" {
            if last == "?" { isOptional = true }
            type.removeLast()
        }
        type = UIKitNames.canonical(type)
        let nilChoice = Choice(value: .none, spelled: "nil", words: BuilderVariant.flagWords(name, false))
        if type == "Bool" || type == "Swift.Bool" {
            let values = [true, false].map { Choice(value: .bool($0), spelled: "\($0)", words: BuilderVariant.flagWords(name, $0)) }
            return Choices(
                all: values + (isOptional ? [nilChoice] : []), described: isOptional ? "each of `true`, `false` and `nil`" : "each of its two values",
                isBool: true)
        }
        let cases: [Choice]
        if type == "UICollectionLayoutListConfiguration.Appearance" {
            cases = ListConfiguration.Appearance.allCases.map { caseChoice(EnumCaseValue(typeName: nil, name: $0.rawValue)) }
        } else {
            guard case .type(let value) = interpreter.typeValue(named: type, in: scope),
                let info = value.info, info.kind == .enum, !info.cases.isEmpty, info.cases.count <= caseLimit,
                !info.cases.contains(where: \.hasAssociatedValues)
            else { return nil }
            cases = info.cases.map { caseChoice(EnumCaseValue(typeName: info.name, name: $0.name, type: info)) }
        }
        guard cases.count <= caseLimit else { return nil }
        return Choices(all: cases + (isOptional ? [nilChoice] : []), described: isOptional ? "each of its cases and `nil`" : "each of its cases")
    }

    private static func caseChoice(_ value: EnumCaseValue) -> Choice {
        Choice(value: .enumCase(value), spelled: ".\(value.name)", words: LayoutNaming.split(value.name).map { $0.lowercased() })
    }
}
