import LayoutModel
import SwiftSyntax

/// Follows Swift code statically, the way it would run, far enough to know the layout objects
/// it builds: statements, expressions, calls into the run's own functions (in any of its
/// files), constants, and UIKit's layout API. Values it cannot know (runtime state, functions
/// outside the run) are `Value.unknown`; they only matter where a layout needs them.
///
/// One interpreter follows one layout; it collects that layout's warnings and assumptions.
final class Interpreter {
    let index: DeclarationIndex
    let options: SwiftImportOptions

    /// Warnings and notes, each once, in the order found.
    private(set) var warnings: [ImportDiagnostic] = []
    private var warningKeys: Set<String> = []
    /// With `allowPartial`: the unknown values replaced by literals.
    private(set) var assumptions: [ImportDiagnostic] = []
    private var assumptionKeys: Set<String> = []
    /// Functions and properties of the run that were followed (to tell building blocks from
    /// layouts of their own), by their declaration's identity.
    private(set) var followed: Set<DeclarationKey> = []

    /// Set while a section provider is followed for one index and width (see
    /// `SectionProviderAnalysis`).
    var environmentProbe: EnvironmentProbe?
    /// Set when the code tested the container or the traits with no probe to answer: followed
    /// again as a provider is, it may import with `when` alternatives.
    var wantedEnvironment = false
    /// Set while a builder's call is followed without the code around it: a name that code
    /// declares is not seen.
    var isolatedCall = false
    var indexProbe: IndexProbe?
    /// Set while a section provider is followed for one kind of the section identifier the app's
    /// data holds (see `SectionKindAnalysis`): reading that identifier gives the kind tried.
    var kindProbe: KindProbe?
    /// Above zero while a custom group's item provider is followed: loops appending one frame
    /// per index may become `repeat` (see `customRepeat`).
    var customProviderDepth = 0
    /// The last `return` statement completed: which branch of a section provider produced a
    /// section, to keep alternatives in the order the code tests them.
    var lastReturn: SourcePosition?
    /// A construction to catch while the code around it runs (see `LayoutCandidate.Origin`).
    var captureTarget: SyntaxIdentifier?
    /// Its value, the first time it was built.
    var captured: Value?
    /// The arguments it was called with then.
    var capturedArguments: [Argument]?
    /// Set while a section is followed on its own through code that chooses it at run time
    /// (see `SeekTarget`); the construction is `captureTarget`.
    var seekTarget: SeekTarget?
    /// Where the first choice made at run time was taken towards the sought section, and why
    /// it cannot be decided (for the report).
    var seekChoice: ImportFailure?
    /// Values of `var` properties fixed for one variant of a layout (see `StateVariants`).
    var stateChoices: [DeclarationKey: Value] = [:]
    /// Answers fixed for conditions the app decides, by where they are written, for one variant
    /// of a layout (see `BranchVariants`).
    var branchChoices: [SourcePosition: Bool] = [:]
    /// The `var` properties read whose value is known only when the app runs, in the order
    /// first read.
    var unknownStates: [VariableInfo] = []
    /// Whether a section provider is being run for the sought section (it is run once).
    var seekingInProvider = false
    /// The call depth the sought section was built at, whether the function or closure that
    /// built it has returned since (the section is then complete), and the first failure that
    /// left that function or closure before it returned (the section is then incomplete: its
    /// code after the construction did not run).
    var captureDepth: Int?
    var captureCompleted = false
    var seekFailure: ImportFailure?
    /// Calls the run wants to know about (construction sites, calls of builders): those this
    /// interpreter evaluated are collected in `reached`.
    var watched: Set<SyntaxIdentifier> = []
    /// The order of data sources' sections (see `SnapshotSections`).
    var snapshotSections: SnapshotSections?
    private(set) var reached: Set<SyntaxIdentifier> = []

    /// Steps this evaluation took, drawn from `budget`: loops the importer cannot see the end of
    /// fail instead of hanging.
    private var steps = 0
    /// The steps of the code this evaluation starts in, shared with every other evaluation that
    /// starts there (see `StepBudget`).
    var budget = StepBudget()
    /// Set once this evaluation found no step left: every later step fails the same way.
    private var outOfSteps: ImportFailure?
    private(set) var depth = 0
    static let depthLimit = 64
    /// Expressions being evaluated inside one another, against `expressionDepthLimit`: each
    /// is a few frames of the thread's stack.
    private var expressionDepth = 0
    static let expressionDepthLimit = 1_000
    /// The strings and arrays this layout's code has built (see `ValueBounds`).
    private var valueBounds = ValueBounds()
    /// Values of `let` constants already computed, by declaration.
    var constantCache: [DeclarationKey: Value] = [:]
    /// Raw values of the run's enums, by type.
    var rawValueCache: [ObjectIdentifier: [(name: String, value: Value)]] = [:]

    init(index: DeclarationIndex, options: SwiftImportOptions) {
        self.index = index
        self.options = options
    }

    // MARK: Diagnostics

    func warn(_ message: String, at position: SourcePosition?) {
        let diagnostic = ImportDiagnostic(.warning, at: position, message)
        if warningKeys.insert(diagnostic.description).inserted { warnings.append(diagnostic) }
    }

    func note(_ message: String, at position: SourcePosition?) {
        let diagnostic = ImportDiagnostic(.note, at: position, message)
        if warningKeys.insert(diagnostic.description).inserted { warnings.append(diagnostic) }
    }

    private func assume(_ message: String, at position: SourcePosition?) {
        let diagnostic = ImportDiagnostic(.warning, at: position, message)
        if assumptionKeys.insert(diagnostic.description).inserted { assumptions.append(diagnostic) }
    }

    /// Counts one step of work; fails once the budget is spent.
    func step(at position: @autoclosure () -> SourcePosition?) throws {
        steps += 1
        if let outOfSteps { throw ImportFailure(outOfSteps.message, at: position(), reason: .limit) }
        guard budget.take() else {
            let failure = budget.failure(own: steps - 1, at: position())
            outOfSteps = failure
            throw failure
        }
    }

    /// Runs `body` one call deeper; fails past the limit (recursion the importer cannot end).
    func nested<T>(at position: SourcePosition?, _ body: () throws -> T) throws -> T {
        depth += 1
        defer { depth -= 1 }
        if depth > Self.depthLimit {
            throw ImportFailure("calls nest deeper than \(Self.depthLimit) (recursion?)", at: position, reason: .limit)
        }
        guard seekTarget != nil else { return try body() }
        do {
            let result = try body()
            if captured != nil, captureDepth == depth { captureCompleted = true }
            return result
        } catch let failure as ImportFailure {
            noteSeekFailure(failure)
            throw failure
        }
    }

    /// Records a failure that leaves the code building the sought section before it returned.
    func noteSeekFailure(_ failure: ImportFailure) {
        if seekTarget != nil, captured != nil, !captureCompleted, captureDepth == depth, seekFailure == nil { seekFailure = failure }
    }

    /// Evaluates `body` one expression deeper; fails past the limit (parentheses and operator
    /// chains nested that far are not a layout, and would exhaust the stack).
    func deeper<T>(at position: @autoclosure () -> SourcePosition?, _ body: () throws -> T) throws -> T {
        expressionDepth += 1
        defer { expressionDepth -= 1 }
        if expressionDepth > Self.expressionDepthLimit {
            throw ImportFailure("expressions nest deeper than \(Self.expressionDepthLimit) levels", at: position(), reason: .limit)
        }
        return try body()
    }

    /// `value`, kept small: arithmetic is kept as a tree (see `Numeric`), and a loop adding to a
    /// number would grow it by a node per turn until freeing it overflows the stack, or, when
    /// a value is added to itself, double it per turn. A tree past `Numeric.nodeLimit` nodes
    /// is computed into its number when it names no variable; otherwise the import fails.
    /// Strings and arrays are measured and charged by `ValueBounds`.
    func bounded(_ value: Value, at position: @autoclosure () -> SourcePosition?) throws -> Value {
        try valueBounds.check(value, at: position())
        guard case .number(let number) = value else { return value }
        return .number(try bounded(number, at: position()))
    }

    func bounded(_ number: Numeric, at position: @autoclosure () -> SourcePosition?) throws -> Numeric {
        guard number.nodeCount > Numeric.nodeLimit else { return number }
        let variables = number.expression.variables
        if number.kind == .int || number.kind == .float, variables.isEmpty, let value = number.constant {
            return Numeric(.number(value), kind: number.kind, followsIndex: number.followsIndex)
        }
        // An untyped literal tree cannot be computed yet (`7 / 2` is 3 or 3.5 by the type it
        // meets), and one naming a variable must stay arithmetic.
        let subject = variables.isEmpty ? "arithmetic on literals" : "arithmetic on \(variables.map { "`\($0)`" }.joined(separator: ", "))"
        throw ImportFailure("\(subject) grows past \(Numeric.nodeLimit) numbers and operators", at: position(), reason: .limit)
    }

    func markFollowed(_ key: DeclarationKey) { followed.insert(key) }

    /// Takes back `markFollowed` for a declaration that stays a layout of its own although this
    /// code followed it (a superclass's method an override calls through `super`).
    func unmarkFollowed(_ key: DeclarationKey) { followed.remove(key) }

    /// Whether `failure` is a choice made at run time that a sought, not yet built, section
    /// lies past (see `SeekTarget`).
    func seeks(_ failure: ImportFailure) -> Bool {
        seekTarget != nil && captured == nil && SeekTarget.isChoiceAtRunTime(failure)
    }

    /// Records the first run-time choice taken towards the sought section.
    func choseTowardsTarget(_ failure: ImportFailure) {
        if seekChoice == nil { seekChoice = failure }
    }

    func markReached(_ call: SyntaxIdentifier) {
        if watched.contains(call) { reached.insert(call) }
    }

    // MARK: Unknown values

    /// `value` itself, or — when it is unknown — its fallback literal with `allowPartial`
    /// (recorded as an assumption), or a failure saying what could not be followed.
    func known(_ value: Value, _ what: String) throws -> Value {
        guard case .unknown(let unknown) = value else { return value }
        if options.allowPartial, let fallback = unknown.fallback, !fallback.isUnknown {
            assume("\(what): \(unknown.reason); used \(Self.describe(fallback)) instead", at: unknown.position)
            return fallback
        }
        let hint = unknown.fallback == nil || options.allowPartial ? "" : " (allowPartial would use the nearest literal)"
        throw ImportFailure("cannot follow \(what): \(unknown.reason)\(hint)", at: unknown.position, reason: unknown.code)
    }

    /// A condition the importer cannot decide: the answer fixed for this variant of the layout
    /// when `branch` has one; else fails (naming `branch`, so both answers can be followed), or
    /// with `allowPartial` takes the branch written first (recorded).
    func undecidable(_ reason: String, at position: SourcePosition?, branch: RuntimeBranch? = nil) throws -> Bool {
        if let branch, let fixed = branchChoices[branch.site] { return fixed }
        if options.allowPartial {
            assume("\(reason); took the branch written first", at: position)
            return true
        }
        var failure = ImportFailure("cannot follow a condition: \(reason)", at: position, reason: .runtimeCondition)
        failure.branch = branch
        throw failure
    }

    /// A literal-like rendering of a value for messages.
    static func describe(_ value: Value) -> String {
        switch value {
        case .number(let n): n.constant.map(CanonicalNumber.format) ?? n.expression.description
        case .bool(let b): String(b)
        case .string(let s): "\"\(s)\""
        case .none: "nil"
        case .enumCase(let c): ".\(c.name)"
        default: value.kindDescription
        }
    }

    /// A node's source text on one line, shortened, for messages.
    static func snippet(_ node: some SyntaxProtocol) -> String {
        let text = node.trimmedDescription.split(whereSeparator: \.isNewline).map { $0.trimmingSpaces }.joined(separator: " ")
        return text.count > 60 ? "`" + text.prefix(57) + "…`" : "`" + text + "`"
    }
}

/// Identifies a declaration across the run: its file and offset.
struct DeclarationKey: Hashable, Sendable {
    var file: String
    var offset: Int

    init(_ node: some SyntaxProtocol, file: ParsedFile) {
        self.file = file.path
        offset = node.position.utf8Offset
    }
}
