import SwiftSyntax

/// Finds every place the run's code builds a compositional layout: functions, methods,
/// computed and stored properties typed as a layout, section or group (`IBP` aliases too), and
/// layout constructions anywhere else.
enum CandidateFinder {
    static func candidates(in files: [ParsedFile], index: DeclarationIndex) -> [LayoutCandidate] {
        var result: [LayoutCandidate] = []
        var declarations: Set<DeclarationKey> = []

        func addFunction(_ function: FunctionInfo) {
            // A protocol requirement has no body: its conformances are what build layouts.
            guard function.syntax.body != nil, let kind = function.returnType.flatMap(UIKitNames.layoutKind(ofType:)) else { return }
            let key = DeclarationKey(function.syntax, file: function.file)
            declarations.insert(key)
            result.append(LayoutCandidate(
                origin: .function(function), kind: kind, file: function.file, position: function.file.position(of: function.syntax.name),
                startLines: [function.file.position(of: function.syntax).line, function.file.position(of: function.syntax.funcKeyword).line],
                declarationName: function.name, typeName: function.owner?.simpleName, key: key))
        }
        func addVariable(_ variable: VariableInfo) {
            let kind = variable.typeName.flatMap(UIKitNames.layoutKind(ofType:))
                ?? (variable.getter == nil ? variable.binding.initializer.flatMap { constructionKind($0.value) } : nil)
            guard let kind, variable.getter != nil || variable.binding.initializer != nil else { return }
            let key = DeclarationKey(variable.binding, file: variable.file)
            declarations.insert(key)
            result.append(LayoutCandidate(
                origin: .property(variable), kind: kind, file: variable.file, position: variable.file.position(of: variable.binding.pattern),
                startLines: [variable.file.position(of: variable.declaration).line, variable.file.position(of: variable.binding).line],
                declarationName: variable.name, typeName: variable.owner?.simpleName, key: key))
        }
        for functions in index.functions.values { functions.forEach(addFunction) }
        for variable in index.variables.values { addVariable(variable) }
        for type in index.allTypes {
            for functions in type.allFunctions { functions.forEach(addFunction) }
            for variable in type.allProperties { addVariable(variable) }
        }

        // Constructions outside those declarations.
        for file in files {
            let finder = ConstructionFinder(viewMode: .sourceAccurate)
            finder.walk(file.tree)
            for call in finder.calls {
                let (unit, owner, isInsideCandidate, name) = enclosingUnit(of: call, file: file, index: index, declarations: declarations)
                guard !isInsideCandidate else { continue }
                let statementLine = file.position(of: Self.statement(containing: call)).line
                result.append(LayoutCandidate(
                    origin: .construction(call, unit: unit), kind: .layout, file: file, position: file.position(of: call),
                    startLines: [file.position(of: call).line, statementLine], declarationName: name, typeName: owner?.simpleName, key: nil))
            }
        }
        return result.sorted { a, b in
            if a.file.order != b.file.order { return a.file.order < b.file.order }
            return a.position < b.position
        }
    }

    /// The layout kind an initial value constructs, when it is a layout construction.
    private static func constructionKind(_ expression: ExprSyntax) -> UIKitNames.LayoutKind? {
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
        return isConstruction(call) ? .layout : nil
    }

    /// `UICollectionViewCompositionalLayout(…)`, `UICollectionViewCompositionalLayout { … }`,
    /// `UICollectionViewCompositionalLayout.list(using:)` and their `IBP` spellings.
    static func isConstruction(_ call: FunctionCallExprSyntax) -> Bool {
        let callee = call.calledExpression
        if let reference = callee.as(DeclReferenceExprSyntax.self) {
            return UIKitNames.canonical(reference.baseName.text) == "UICollectionViewCompositionalLayout"
        }
        if let member = callee.as(MemberAccessExprSyntax.self), let base = member.base?.as(DeclReferenceExprSyntax.self),
           UIKitNames.canonical(base.baseName.text) == "UICollectionViewCompositionalLayout" {
            return ["init", "list"].contains(member.declName.baseName.text)
        }
        return false
    }

    private final class ConstructionFinder: SyntaxVisitor {
        var calls: [FunctionCallExprSyntax] = []

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if CandidateFinder.isConstruction(node) { calls.append(node) }
            return .visitChildren
        }
    }

    /// The statement a node is part of (its line names the layout too).
    private static func statement(containing node: some SyntaxProtocol) -> Syntax {
        var current = Syntax(node)
        while let parent = current.parent {
            if parent.is(CodeBlockItemSyntax.self) || parent.is(MemberBlockItemSyntax.self) { return parent }
            current = parent
        }
        return current
    }

    /// The code to run to reach `call`, the type it belongs to, whether it lies inside a
    /// declaration that is a candidate itself, and the name of the declaration around it.
    private static func enclosingUnit(
        of call: FunctionCallExprSyntax, file: ParsedFile, index: DeclarationIndex, declarations: Set<DeclarationKey>
    ) -> (unit: RunUnit, owner: TypeInfo?, insideCandidate: Bool, name: String?) {
        enum Found {
            case body(CodeBlockItemListSyntax, FunctionParameterListSyntax?, isStatic: Bool)
            case initializer(ExprSyntax, isStatic: Bool)
        }
        var outermost: (found: Found, name: String?)?
        var insideCandidate = false
        var current = Syntax(call)
        var typePath: [String] = []
        while let parent = current.parent {
            if let function = parent.as(FunctionDeclSyntax.self), let body = function.body {
                if declarations.contains(DeclarationKey(function, file: file)) { insideCandidate = true }
                outermost = (.body(body.statements, function.signature.parameterClause.parameters, isStatic: function.modifiers.isStatic),
                             function.name.text)
            } else if let initializer = parent.as(InitializerDeclSyntax.self), let body = initializer.body {
                outermost = (.body(body.statements, initializer.signature.parameterClause.parameters, isStatic: false), "init")
            } else if let binding = parent.as(PatternBindingSyntax.self) {
                if declarations.contains(DeclarationKey(binding, file: file)) { insideCandidate = true }
                let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
                let isStatic = binding.parent?.parent?.as(VariableDeclSyntax.self)?.modifiers.isStatic ?? false
                switch binding.accessorBlock?.accessors {
                case .getter(let body)?:
                    outermost = (.body(body, nil, isStatic: isStatic), name)
                case .accessors(let list)?:
                    if let body = list.first(where: { $0.position <= current.position && current.position < $0.endPosition })?.body {
                        outermost = (.body(body.statements, nil, isStatic: isStatic), name)
                    }
                case nil:
                    if let value = binding.initializer?.value, isInMemberOrFile(binding) {
                        outermost = (.initializer(value, isStatic: isStatic), name)
                    } else if let found = outermost, found.name == nil {
                        outermost = (found.found, name)
                    }
                }
            } else if let type = typeName(of: parent) {
                typePath.insert(type, at: 0)
            }
            current = parent
        }
        let owner = typePath.isEmpty ? nil : index.type(named: typePath.joined(separator: ".")) ?? typePath.last.flatMap(index.type(named:))
        guard let outermost else { return (.topLevel(file.tree), owner, insideCandidate, nil) }
        switch outermost.found {
        case .body(let body, let parameters, let isStatic):
            return (.body(body, parameters: parameters, owner: owner, isStatic: isStatic), owner, insideCandidate, outermost.name)
        case .initializer(let value, let isStatic):
            return (.initializer(value, owner: owner, isStatic: isStatic), owner, insideCandidate, outermost.name)
        }
    }

    private static func isInMemberOrFile(_ binding: PatternBindingSyntax) -> Bool {
        // PatternBinding → PatternBindingList → VariableDecl → MemberBlockItem / CodeBlockItem(file)
        guard let declaration = binding.parent?.parent, let holder = declaration.parent else { return false }
        if holder.is(MemberBlockItemSyntax.self) { return true }
        if holder.is(CodeBlockItemSyntax.self), holder.parent?.parent?.is(SourceFileSyntax.self) == true { return true }
        return false
    }

    private static func typeName(of node: Syntax) -> String? {
        if let d = node.as(ClassDeclSyntax.self) { return d.name.text }
        if let d = node.as(StructDeclSyntax.self) { return d.name.text }
        if let d = node.as(EnumDeclSyntax.self) { return d.name.text }
        if let d = node.as(ActorDeclSyntax.self) { return d.name.text }
        if let d = node.as(ExtensionDeclSyntax.self) { return d.extendedType.trimmedDescription }
        return nil
    }
}
