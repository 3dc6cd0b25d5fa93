import LayoutModel
import SwiftSyntax

/// How a block of statements ended.
enum Flow {
    case normal
    case returned(Value)
    case breakLoop
    case continueLoop
    /// A block made of one expression: its value (implicit returns, `if` and `switch`
    /// expressions).
    case value(Value)

    /// The value a function or closure body produces.
    var value: Value? {
        switch self {
        case .returned(let v), .value(let v): v
        default: nil
        }
    }
}

extension Interpreter {
    /// Runs a block in `scope` (the caller makes a child scope when the block has its own).
    func run(_ items: CodeBlockItemListSyntax, in scope: Scope) throws -> Flow {
        // Local functions may be called before the line that declares them.
        for item in items {
            if case .decl(let decl) = item.item, let function = decl.as(FunctionDeclSyntax.self) {
                scope.declare(function.name.text, .callable(Callable(body: .local(function, captured: scope))), isConstant: true)
            }
        }
        // A lone `if` or `switch` runs as a statement: its branches give their value as a block
        // of one expression does, and a `return` inside one leaves the function (`if a { if b {
        // return x } }` as a function's first statement).
        if items.count == 1, let only = items.first, let expression = Self.expression(of: only),
            !Self.isStatementLike(expression), !expression.is(IfExprSyntax.self), !expression.is(SwitchExprSyntax.self)
        {
            return .value(try evaluate(expression, in: scope))
        }
        for item in items {
            let flow = try run(item, in: scope)
            if case .normal = flow { continue }
            // A lone `if` or `switch` is the block's value (`{ section in switch section { case
            // .name: Self.nameSection … } }`); elsewhere an expression's value is dropped.
            if case .value = flow, items.count > 1 || !Self.isIfOrSwitch(item) { continue }
            return flow
        }
        return .normal
    }

    /// Whether a block item is an `if` or `switch` (statement or expression).
    private static func isIfOrSwitch(_ item: CodeBlockItemSyntax) -> Bool {
        guard let expression = expression(of: item) else { return false }
        return expression.is(IfExprSyntax.self) || expression.is(SwitchExprSyntax.self)
    }

    /// The expression a block item is, if it is one.
    static func expression(of item: CodeBlockItemSyntax) -> ExprSyntax? {
        switch item.item {
        case .expr(let e): e
        case .stmt(let s): s.as(ExpressionStmtSyntax.self)?.expression
        case .decl: nil
        }
    }

    /// Expressions that read as statements in a block of one: an assignment has no value.
    private static func isStatementLike(_ expression: ExprSyntax) -> Bool {
        if let sequence = expression.as(SequenceExprSyntax.self) {
            return sequence.elements.contains { element in
                element.is(AssignmentExprSyntax.self)
                    || (element.as(BinaryOperatorExprSyntax.self).map { ["+=", "-=", "*=", "/=", "%="].contains($0.operator.text) } ?? false)
            }
        }
        return false
    }

    private func run(_ item: CodeBlockItemSyntax, in scope: Scope) throws -> Flow {
        try step(at: scope.position(of: item))
        switch item.item {
        case .decl(let decl):
            if let variable = decl.as(VariableDeclSyntax.self) {
                try declare(variable, in: scope)
            } else if let ifConfig = decl.as(IfConfigDeclSyntax.self) {
                return try run(ifConfig, in: scope)
            }
            return .normal
        case .expr(let expression):
            return try runExpression(expression, in: scope)
        case .stmt(let statement):
            return try run(statement, in: scope)
        }
    }

    private func runExpression(_ expression: ExprSyntax, in scope: Scope) throws -> Flow {
        if let ifExpression = expression.as(IfExprSyntax.self) { return try run(ifExpression, in: scope) }
        if let switchExpression = expression.as(SwitchExprSyntax.self) { return try run(switchExpression, in: scope, asExpression: false) }
        _ = try evaluate(expression, in: scope)
        return .normal
    }

    private func run(_ statement: StmtSyntax, in scope: Scope) throws -> Flow {
        if let expression = statement.as(ExpressionStmtSyntax.self) {
            return try runExpression(expression.expression, in: scope)
        }
        if let returnStatement = statement.as(ReturnStmtSyntax.self) {
            let value = try returnStatement.expression.map { try evaluate($0, in: scope) } ?? .none
            // Recorded after the returned expression ran, so a section provider's own `return`
            // is the last one recorded (see SectionProviderAnalysis).
            lastReturn = scope.position(of: returnStatement)
            return .returned(value)
        }
        if let guardStatement = statement.as(GuardStmtSyntax.self) {
            let holds: Bool
            do {
                holds = try conditions(guardStatement.conditions, bindingInto: scope)
            } catch let failure as ImportFailure where seeks(failure) {
                // Seeking a section: the guard is passed when the section comes after it.
                guard let target = seekTarget else { throw failure }
                if target.isInside(guardStatement.body, of: scope.file) {
                    holds = false
                } else if target.follows(guardStatement, of: scope.file) {
                    declareUnknown(boundBy: guardStatement.conditions, in: scope, failure)
                    holds = true
                } else {
                    throw failure
                }
                choseTowardsTarget(failure)
            }
            if holds { return .normal }
            let flow = try run(guardStatement.body.statements, in: scope.child())
            if case .normal = flow {
                throw ImportFailure("a guard's else does not leave the scope", at: scope.position(of: guardStatement))
            }
            return flow
        }
        if let forStatement = statement.as(ForStmtSyntax.self) { return try run(forStatement, in: scope) }
        if let whileStatement = statement.as(WhileStmtSyntax.self) {
            while true {
                try step(at: scope.position(of: whileStatement))
                let inner = scope.child()
                guard try conditions(whileStatement.conditions, bindingInto: inner) else { return .normal }
                let flow = try run(whileStatement.body.statements, in: inner)
                switch flow {
                case .breakLoop: return .normal
                case .returned: return flow
                default: continue
                }
            }
        }
        if let repeatStatement = statement.as(RepeatStmtSyntax.self) {
            while true {
                try step(at: scope.position(of: repeatStatement))
                let flow = try run(repeatStatement.body.statements, in: scope.child())
                if case .breakLoop = flow { return .normal }
                if case .returned = flow { return flow }
                let test = try evaluate(repeatStatement.condition, in: scope)
                if !(try decide(test, repeatStatement.condition, in: scope)) { return .normal }
            }
        }
        if statement.is(BreakStmtSyntax.self) { return .breakLoop }
        if statement.is(ContinueStmtSyntax.self) { return .continueLoop }
        if let doStatement = statement.as(DoStmtSyntax.self) {
            return try run(doStatement.body.statements, in: scope.child())
        }
        if statement.is(DeferStmtSyntax.self) || statement.is(DiscardStmtSyntax.self) { return .normal }
        if let throwStatement = statement.as(ThrowStmtSyntax.self) {
            throw ImportFailure("the code throws here", at: scope.position(of: throwStatement))
        }
        warn("\(Self.snippet(statement)) is not followed", at: scope.position(of: statement))
        return .normal
    }

    // MARK: Declarations

    private func declare(_ variable: VariableDeclSyntax, in scope: Scope) throws {
        let isConstant = variable.bindingSpecifier.tokenKind == .keyword(.let)
        for binding in variable.bindings {
            let annotation = binding.typeAnnotation?.type.writtenName
            var value: Value?
            if let initializer = binding.initializer?.value {
                value = try evaluate(initializer, in: scope)
                if let annotation {
                    value = typed(value ?? .none, as: annotation)
                } else if case .number(let n)? = value {
                    value = .number(n.defaultTyped)
                }
            } else if binding.accessorBlock != nil {
                value = .unknown("a computed local variable", at: scope.position(of: binding))
            }
            if let identifier = binding.pattern.as(IdentifierPatternSyntax.self) {
                scope.declare(identifier.identifier.text, value, isConstant: isConstant)
            } else if let tuple = binding.pattern.as(TuplePatternSyntax.self) {
                for (offset, element) in tuple.elements.enumerated() {
                    guard let name = element.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                    var part: Value = .unknown("a tuple element", at: scope.position(of: element))
                    if case .tuple(let values)? = value, values.indices.contains(offset) { part = values[offset].value }
                    scope.declare(name, part, isConstant: isConstant)
                }
            }
        }
    }

    // MARK: Conditions

    /// Whether every condition holds, binding `if let` / `guard let` names into `scope`.
    func conditions(_ list: ConditionElementListSyntax, bindingInto scope: Scope) throws -> Bool {
        for element in list {
            switch element.condition {
            case .expression(let expression):
                let value = try evaluate(expression, in: scope)
                if !(try decide(value, expression, in: scope)) { return false }
            case .availability(let availability):
                if !(try holds(availability, in: scope)) { return false }
            case .optionalBinding(let binding):
                let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
                var value: Value
                if let initializer = binding.initializer?.value {
                    value = try evaluate(initializer, in: scope)
                } else if let name {
                    value = try lookup(name, at: binding, in: scope)
                } else {
                    value = .unknown("an optional binding", at: scope.position(of: binding))
                }
                if case .none = value { return false }
                if case .unknown(let unknown) = value {
                    // `if let x = runtimeValue`: whether it is nil is not known.
                    if !(try undecidable(
                        "whether \(Self.snippet(binding)) is nil depends on \(unknown.reason)",
                        at: unknown.position ?? scope.position(of: binding),
                        branch: RuntimeBranch(site: scope.position(of: binding), spelled: binding.trimmedDescription)))
                    {
                        return false
                    }
                    value = .unknown(unknown)
                }
                if let annotation = binding.typeAnnotation?.type.writtenName { value = typed(value, as: annotation) }
                if let name { scope.declare(name, value, isConstant: binding.bindingSpecifier.tokenKind == .keyword(.let)) }
            case .matchingPattern(let matching):
                let value = try evaluate(matching.initializer.value, in: scope)
                if !(try matches(matching.pattern, value, bindingInto: scope)) { return false }
            }
        }
        return true
    }

    /// `#available(iOS 16.0, *)`: true for the iOS version chosen in the options (the newest by
    /// default); the other branch is noted.
    private func holds(_ availability: AvailabilityConditionSyntax, in scope: Scope) throws -> Bool {
        let negated = availability.availabilityKeyword.tokenKind == .poundUnavailable
        var required: IOSVersion?
        for argument in availability.availabilityArguments {
            if case .availabilityVersionRestriction(let restriction) = argument.argument,
                restriction.platform.text == "iOS" || restriction.platform.text == "iOSApplicationExtension"
                    || restriction.platform.text == "macCatalyst",
                let version = restriction.version
            {
                let text = version.trimmedDescription
                required = IOSVersion(parsing: text)
            }
        }
        guard let required else { return !negated }
        let available = options.iOSVersion.map { $0 >= required } ?? true
        let target = options.iOSVersion.map { "iOS \($0)" } ?? "the newest iOS"
        note(
            "\(availability.availabilityKeyword.text)(iOS \(required)) \(available ? "holds" : "does not hold") for \(target): the branch for \(available ? "iOS \(required) and later" : "earlier versions") was imported, the other left out",
            at: scope.position(of: availability))
        return available != negated
    }

    /// The names a condition list binds (`if let x = …`, `if case .a(let y) = …`), declared
    /// unknown where the list did not bind them: a branch taken towards a sought section.
    func declareUnknown(boundBy list: ConditionElementListSyntax, in scope: Scope, _ failure: ImportFailure) {
        for element in list {
            switch element.condition {
            case .optionalBinding(let binding):
                declareUnknown(in: binding.pattern, into: scope, failure)
            case .matchingPattern(let matching):
                declareUnknown(in: matching.pattern, into: scope, failure)
            default:
                continue
            }
        }
    }

    /// The names a pattern binds, declared unknown where `scope` has none of its own yet.
    func declareUnknown(in pattern: some SyntaxProtocol, into scope: Scope, _ failure: ImportFailure) {
        var names: [String] = []
        if let identifier = Syntax(pattern).as(IdentifierPatternSyntax.self) { names.append(identifier.identifier.text) }
        for node in pattern.tokens(viewMode: .sourceAccurate) {
            if let parent = node.parent?.as(IdentifierPatternSyntax.self) { names.append(parent.identifier.text) }
        }
        for name in Set(names) where !scope.declaresOwn(name) {
            scope.declare(
                name,
                .unknown(
                    "a value the branch taken towards the section binds when the app runs (\(failure.message))",
                    at: failure.position, code: .runtimeValue), isConstant: true)
        }
    }

    /// Whether a block always leaves the code it is in (it ends with `return` or `throw`).
    static func leaves(_ block: CodeBlockItemListSyntax) -> Bool {
        guard case .stmt(let last)? = block.last?.item else { return false }
        return last.is(ReturnStmtSyntax.self) || last.is(ThrowStmtSyntax.self)
    }

    // MARK: If and switch

    func run(_ ifExpression: IfExprSyntax, in scope: Scope) throws -> Flow {
        if let older = SupplementaryInsetsMigration.olderBranch(of: ifExpression) {
            note(
                "#available(iOS 16): supplementaryContentInsetsReference = .none, else supplementariesFollowContentInsets = false, is one setting: imported as supplementariesFollowContentInsets: false",
                at: scope.position(of: ifExpression))
            return try run(older, in: scope.child())
        }
        let inner = scope.child()
        let holds: Bool
        do {
            holds = try conditions(ifExpression.conditions, bindingInto: inner)
        } catch let failure as ImportFailure where seeks(failure) {
            // Seeking a section: the branch that holds it is taken.
            guard let target = seekTarget else { throw failure }
            if target.isInside(ifExpression.body, of: scope.file) {
                declareUnknown(boundBy: ifExpression.conditions, in: inner, failure)
                holds = true
            } else if let otherwise = ifExpression.elseBody, target.isInside(otherwise, of: scope.file) {
                holds = false
            } else if ifExpression.elseBody == nil, Self.leaves(ifExpression.body.statements), target.follows(ifExpression, of: scope.file) {
                // `if cond { return … }` before the section: reaching it means the body did not run.
                holds = false
            } else {
                throw failure
            }
            choseTowardsTarget(failure)
        }
        if holds {
            return try run(ifExpression.body.statements, in: inner)
        }
        switch ifExpression.elseBody {
        case .ifExpr(let next)?: return try run(next, in: scope)
        case .codeBlock(let block)?: return try run(block.statements, in: scope.child())
        case nil: return .normal
        }
    }

    /// An `if` used as a value.
    func valueOf(_ ifExpression: IfExprSyntax, in scope: Scope) throws -> Value {
        let flow = try run(ifExpression, in: scope)
        return flow.value ?? .unknown("an if expression without a value", at: scope.position(of: ifExpression))
    }

    /// Runs the first case whose pattern matches the subject.
    func run(_ switchExpression: SwitchExprSyntax, in scope: Scope, asExpression: Bool) throws -> Flow {
        let subject = try evaluate(switchExpression.subject, in: scope)
        var cases: [SwitchCaseSyntax] = []
        for element in switchExpression.cases {
            switch element {
            case .switchCase(let c): cases.append(c)
            case .ifConfigDecl(let config):
                throw ImportFailure("#if inside a switch is not followed", at: scope.position(of: config))
            }
        }
        for (offset, switchCase) in cases.enumerated() {
            let inner = scope.child()
            switch switchCase.label {
            case .default:
                return try runCase(cases, from: offset, in: inner)
            case .case(let label):
                for item in label.caseItems {
                    do {
                        guard try matches(item.pattern, subject, bindingInto: inner) else { continue }
                        if let clause = item.whereClause {
                            let test = try evaluate(clause.condition, in: inner)
                            guard try decide(test, clause.condition, in: inner) else { continue }
                        }
                    } catch let failure as ImportFailure where seeks(failure) {
                        // Seeking a section: the case that holds it is taken, the ones before
                        // it passed over.
                        guard let target = seekTarget, cases[offset...].contains(where: { target.isInside($0, of: scope.file) }) else {
                            throw failure
                        }
                        choseTowardsTarget(failure)
                        guard target.isInside(switchCase, of: scope.file) else { continue }
                        declareUnknown(in: item.pattern, into: inner, failure)
                    }
                    return try runCase(cases, from: offset, in: inner)
                }
            }
        }
        if case .unknown(let unknown) = subject {
            throw ImportFailure(
                "cannot follow a switch: its subject \(Self.snippet(switchExpression.subject)) depends on \(unknown.reason)",
                at: unknown.position ?? scope.position(of: switchExpression.subject),
                reason: unknown.code == .unsupported || unknown.code == .outsideCode ? unknown.code : .runtimeCondition)
        }
        return .normal
    }

    /// A case body, continuing into the next one on `fallthrough`.
    private func runCase(_ cases: [SwitchCaseSyntax], from offset: Int, in scope: Scope) throws -> Flow {
        var index = offset
        while index < cases.count {
            let statements = cases[index].statements
            let fallsThrough =
                statements.last.map { item in
                    if case .stmt(let s) = item.item { return s.is(FallThroughStmtSyntax.self) }
                    return false
                } ?? false
            let flow = try run(statements, in: scope)
            if case .breakLoop = flow { return .normal }
            guard fallsThrough else { return flow }
            index += 1
        }
        return .normal
    }

    // MARK: Loops

    private func run(_ loop: ForStmtSyntax, in scope: Scope) throws -> Flow {
        if let repeated = try customRepeat(loop, in: scope) { return repeated }
        let sequence = try evaluate(loop.sequence, in: scope)
        guard case .array(let elements) = sequence else {
            if case .unknown(let unknown) = sequence {
                let failure = ImportFailure(
                    "cannot follow a loop over \(Self.snippet(loop.sequence)): \(unknown.reason)",
                    at: unknown.position ?? scope.position(of: loop.sequence), reason: unknown.code)
                // Seeking a section built in the loop: one pass, over an element known only at run time.
                if seeks(failure), let target = seekTarget, target.isInside(loop.body, of: scope.file) {
                    choseTowardsTarget(failure)
                    let inner = scope.child()
                    declareUnknown(in: loop.pattern, into: inner, failure)
                    let flow = try run(loop.body.statements, in: inner)
                    if case .returned = flow { return flow }
                    return .normal
                }
                throw ImportFailure(
                    "cannot follow a loop over \(Self.snippet(loop.sequence)): \(unknown.reason)",
                    at: unknown.position ?? scope.position(of: loop.sequence), reason: unknown.code)
            }
            throw ImportFailure("cannot follow a loop over \(sequence.kindDescription)", at: scope.position(of: loop.sequence))
        }
        for element in elements {
            try step(at: scope.position(of: loop))
            let inner = scope.child()
            guard try matches(loop.pattern, element, bindingInto: inner) else { continue }
            if let clause = loop.whereClause {
                let test = try evaluate(clause.condition, in: inner)
                guard try decide(test, clause.condition, in: inner) else { continue }
            }
            let flow = try run(loop.body.statements, in: inner)
            switch flow {
            case .breakLoop: return .normal
            case .returned: return flow
            default: continue
            }
        }
        return .normal
    }

    // MARK: #if

    private func run(_ ifConfig: IfConfigDeclSyntax, in scope: Scope) throws -> Flow {
        for clause in ifConfig.clauses {
            let taken: Bool
            if let condition = clause.condition {
                guard let value = Self.compilationCondition(condition) else {
                    // Seeking a section: the clause that holds it is taken.
                    if let target = seekTarget, captured == nil, case .statements(let items)? = clause.elements,
                        target.isInside(items, of: scope.file)
                    {
                        choseTowardsTarget(
                            ImportFailure(
                                "#if \(condition.trimmedDescription) depends on how the app is built",
                                at: scope.position(of: condition), reason: .runtimeCondition))
                        return try run(items, in: scope)
                    }
                    let site = scope.position(of: condition)
                    taken = try undecidable(
                        "#if \(condition.trimmedDescription) depends on how the app is built", at: site,
                        branch: RuntimeBranch(site: site, spelled: condition.trimmedDescription, isBuildSetting: true))
                    if case .statements(let items)? = clause.elements, taken { return try run(items, in: scope) }
                    continue
                }
                taken = value
            } else {
                taken = true
            }
            guard taken else { continue }
            if case .statements(let items)? = clause.elements { return try run(items, in: scope) }
            return .normal
        }
        return .normal
    }

    /// `os(iOS)`, `canImport(UIKit)`, `swift(>=5.9)`: what holds when an iOS app is built.
    /// Nil for conditions that depend on the build (`DEBUG`, custom flags).
    static func compilationCondition(_ condition: ExprSyntax) -> Bool? {
        if let prefix = condition.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return compilationCondition(prefix.expression).map { !$0 }
        }
        if let tuple = condition.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return compilationCondition(only.expression)
        }
        if let sequence = condition.as(SequenceExprSyntax.self), let folded = FoldedExpression.fold(sequence) {
            return compilationCondition(folded)
        }
        if let call = condition.as(FunctionCallExprSyntax.self), let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text {
            let argument = call.arguments.first?.expression.trimmedDescription ?? ""
            switch name {
            case "os": return argument == "iOS"
            case "canImport": return ["UIKit", "Foundation", "SwiftUI", "CoreGraphics"].contains(argument) ? true : nil
            case "swift", "compiler": return true
            case "arch", "targetEnvironment": return nil
            default: return nil
            }
        }
        return nil
    }

    private static func compilationCondition(_ folded: FoldedExpression) -> Bool? {
        switch folded {
        case .operand(let e): return compilationCondition(e)
        case .binary(let op, let l, let r, _):
            let a = compilationCondition(l)
            let b = compilationCondition(r)
            switch op {
            case "&&":
                if a == false || b == false { return false }
                if let a, let b { return a && b }
                return nil
            case "||":
                if a == true || b == true { return true }
                if let a, let b { return a || b }
                return nil
            default: return nil
            }
        default: return nil
        }
    }
}
