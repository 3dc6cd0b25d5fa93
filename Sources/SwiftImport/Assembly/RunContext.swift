import SwiftSyntax

/// What every interpreter of one run shares: the declarations, the options, the calls the run
/// watches, and the order of data sources' sections.
struct RunContext {
    let index: DeclarationIndex
    let options: SwiftImportOptions
    /// The step budgets of the code evaluations start in, shared by the run's copies.
    let budgets: StepBudget.Ledger
    let watched: Set<SyntaxIdentifier>
    let snapshotSections: SnapshotSections
    /// Values of `var` properties fixed for one variant of a layout (see `StateVariants`).
    var states: [DeclarationKey: Value] = [:]
    /// Answers fixed for conditions the app decides, for one variant (see `BranchVariants`).
    var branches: [SourcePosition: Bool] = [:]

    /// A new interpreter for one layout, drawing on the step budget of the code it starts in
    /// (`LayoutCandidate.code`, `RunUnit.code`); one of its own when that is nil.
    func interpreter(startingIn code: SyntaxIdentifier? = nil) -> Interpreter {
        let interpreter = Interpreter(index: index, options: options)
        interpreter.budget = budgets.budget(for: code)
        interpreter.watched = watched
        interpreter.snapshotSections = snapshotSections
        interpreter.stateChoices = states
        interpreter.branchChoices = branches
        return interpreter
    }
}
