import SwiftSyntax

/// What every interpreter of one run shares: the declarations, the options, the calls the run
/// watches, and the order of data sources' sections.
struct RunContext {
    let index: DeclarationIndex
    let options: SwiftImportOptions
    let watched: Set<SyntaxIdentifier>
    let snapshotSections: SnapshotSections
    /// Values of `var` properties fixed for one variant of a layout (see `StateVariants`).
    var states: [DeclarationKey: Value] = [:]

    /// A new interpreter for one layout.
    func interpreter() -> Interpreter {
        let interpreter = Interpreter(index: index, options: options)
        interpreter.watched = watched
        interpreter.snapshotSections = snapshotSections
        interpreter.stateChoices = states
        return interpreter
    }
}
