/// How one language spells what `LayoutCodeWalk` writes: statements, values, function
/// signatures and the few constructs without a counterpart in the other language (closures
/// and blocks, the custom group's item list).
///
/// A dialect decides nothing: what is written, when and in which order is the walk's, so Swift
/// and Objective-C output cannot drift apart.
protocol CodeDialect {
    // MARK: Names

    /// The generated function: `makeNestedGroupsLayout`.
    var layoutFunctionName: String { get }
    /// A section or shared-group function: `makeSection0`.
    func helperName(_ stem: String) -> String
    /// The iOS 17 sizing helper (`LayoutCodePlan.uniformHelper`).
    func uniformHelperName(_ helper: String) -> String

    // MARK: File and functions

    /// The lines between the file's header and the layout function's doc comment.
    var prologue: [String] { get }
    /// The lines after the layout function.
    var epilogue: [String] { get }
    /// `func name(_ a: A) -> R` / `R *name(A a)`, without a body.
    func signature(_ name: String, parameters: [(name: String, type: CodeType)], returns: CodeType) -> String
    /// The layout function, marked as needing `requirement` when there is one, with its
    /// helper functions wherever the language keeps them. With `sectionKind`, it takes a
    /// closure (a block) of that name giving data section `sectionIndex`'s identifier or nil.
    func layoutFunction(
        requirement: DeploymentTarget?, sectionKind: String?, _ w: inout CodeWriter, helpers: (inout CodeWriter) -> Void,
        body: (inout CodeWriter) -> Void)
    /// The doc comment lines describing the `sectionKind` parameter: what to pass, and what a
    /// nil identifier gets (the default section, or none).
    func sectionKindDocumentation(_ parameter: String, hasDefaultSection: Bool) -> [String]
    /// A section, group or sizing function beside (or inside) the layout function.
    func helperFunction(_ signature: String, requirement: DeploymentTarget?, _ w: inout CodeWriter, body: (inout CodeWriter) -> Void)
    /// The lines around a section provider's body: returning the layout it makes, with the
    /// configuration when there is one. The parameters are named only where used.
    func sectionProvider(namesIndex: Bool, namesEnvironment: Bool, configuration: String?) -> (opening: String, closing: String)

    // MARK: Statements

    /// A new local holding `value`; `mutable` when the walk sets properties of a value type.
    func declaration(_ name: String, _ type: CodeType, _ value: CodeExpression, mutable: Bool) -> [String]
    /// A new local assigned later, on each branch of a check.
    func declaration(_ name: String, _ type: CodeType) -> String
    func assignment(_ name: String, _ value: CodeExpression) -> [String]
    /// `object.property = value`, on one line.
    func property(_ object: String, _ property: String, _ value: CodeExpression) -> String
    func returning(_ value: CodeExpression) -> String
    /// The line opening an `if`; `} else {` and `}` are the same in both languages.
    func ifOpening(_ condition: String) -> String
    /// The condition that the system is `version` or later.
    func available(_ version: DeploymentTarget) -> String
    /// A `switch` over `subject` around `body`, which writes `caseLabels` and `default:` lines.
    func switchBlock(_ subject: String, _ w: inout CodeWriter, _ body: (inout CodeWriter) -> Void)
    func caseLabels(_ values: [Int]) -> [String]
    /// `let name = call` for an identifier that may be missing, with `whenMissing` run (and
    /// returning) when it is: `guard let … else { … }` / a nil check.
    func unwrappedIdentifier(_ name: String, _ call: CodeExpression, _ w: inout CodeWriter, whenMissing: (inout CodeWriter) -> Void)
    /// Branches on the kind of the identifier `identifier` (its text before the first `(`):
    /// `body(i)` where the kind is one of `kinds[i]`, in order, else `otherwise`. Every branch
    /// returns.
    func kindSwitch(
        _ identifier: String, kinds: [[String]], _ w: inout CodeWriter, body: (Int, inout CodeWriter) -> Void,
        otherwise: (inout CodeWriter) -> Void)

    // MARK: Custom groups

    /// The lines around an item provider's body, declaring the group `name`.
    func customGroup(_ name: String, size: String, namesEnvironment: Bool) -> (opening: String, closing: String)
    /// `opening` followed by an array literal of `elements`, one per line.
    func arrayOverLines(_ opening: String, _ elements: [String], _ w: inout CodeWriter)
    /// A growable list of custom items called `name`, starting with `fixed`.
    func itemList(_ name: String, fixed: [String], _ w: inout CodeWriter)
    func appending(_ element: String, to list: String) -> String
    /// A loop opening counting `count` times, naming the counter `index` when given.
    func loop(_ index: String?, count: Int) -> String

    // MARK: Values

    /// `value` as an expression on one line.
    func spell(_ value: CodeExpression) -> String
}
