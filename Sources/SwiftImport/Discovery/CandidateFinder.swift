import SwiftSyntax

/// Finds every place the run's code builds a compositional layout: functions, methods,
/// computed and stored properties typed as a layout, section or group (`IBP` aliases too), and
/// layout constructions anywhere else.
enum CandidateFinder {
    /// What one walk over the files found.
    struct Discovery {
        /// In file order, then position.
        var candidates: [LayoutCandidate]
        var sites: [FoundSite]
        var builderCalls: [FoundCall]
        /// Snapshots' `appendSections(…)` calls.
        var appendSections: [FoundCall]
        /// Section constructions inside the declarations that are candidates: followed on their
        /// own when the layout around them cannot be (see `SeekTarget`).
        var innerSections: [LayoutCandidate]
    }

    static func candidates(in files: [ParsedFile], index: DeclarationIndex) -> Discovery {
        var result: [LayoutCandidate] = []
        var declarations: Set<DeclarationKey> = []
        let subclasses = layoutSubclasses(index)

        func addFunction(_ function: FunctionInfo) {
            // A protocol requirement has no body: its conformances are what build layouts.
            guard function.syntax.body != nil,
                let kind = function.returnType.flatMap({ UIKitNames.layoutKind(ofType: $0) ?? subclassKind($0, owner: function.owner, subclasses) })
            else { return }
            let key = DeclarationKey(function.syntax, file: function.file)
            declarations.insert(key)
            result.append(
                LayoutCandidate(
                    origin: .function(function), kind: kind, file: function.file, position: function.file.position(of: function.syntax.name),
                    startLines: [function.file.position(of: function.syntax).line, function.file.position(of: function.syntax.funcKeyword).line],
                    declarationName: function.name, typeName: function.owner?.name, key: key))
        }
        func addVariable(_ variable: VariableInfo) {
            let kind =
                variable.typeName.flatMap(UIKitNames.layoutKind(ofType:))
                ?? (variable.getter == nil ? variable.binding.initializer.flatMap { constructionKind($0.value) } : nil)
            guard let kind, variable.getter != nil || variable.binding.initializer != nil else { return }
            let key = DeclarationKey(variable.binding, file: variable.file)
            declarations.insert(key)
            result.append(
                LayoutCandidate(
                    origin: .property(variable), kind: kind, file: variable.file, position: variable.file.position(of: variable.binding.pattern),
                    startLines: [variable.file.position(of: variable.declaration).line, variable.file.position(of: variable.binding).line],
                    declarationName: variable.name, typeName: variable.owner?.name, key: key))
        }
        for functions in index.functions.values { functions.forEach(addFunction) }
        for variable in index.variables.values { addVariable(variable) }
        for type in index.allTypes {
            for functions in type.allFunctions { functions.forEach(addFunction) }
            for variable in type.allProperties { addVariable(variable) }
            // A layout subclass's own initializers build its layout, whether or not the files
            // construct it.
            guard subclasses.contains(type.simpleName) else { continue }
            for initializer in type.initializers where !initializer.isCoderInitializer {
                let key = DeclarationKey(initializer.syntax, file: initializer.file)
                declarations.insert(key)
                let file = initializer.file
                result.append(
                    LayoutCandidate(
                        origin: .initializer(initializer), kind: .layout, file: file, position: file.position(of: initializer.syntax.initKeyword),
                        startLines: [file.position(of: initializer.syntax).line, file.position(of: initializer.syntax.initKeyword).line],
                        declarationName: "init", typeName: type.name, key: key))
            }
        }

        // Construction sites, calls of builders taking arguments, and layout constructions
        // outside the declarations above: one walk per file.
        let builders = Set(
            result.compactMap { candidate -> String? in
                guard case .function(let function) = candidate.origin, !function.parameters.isEmpty else { return nil }
                return function.name
            })
        var sites: [FoundSite] = []
        var builderCalls: [FoundCall] = []
        var appendSections: [FoundCall] = []
        var innerSections: [LayoutCandidate] = []
        for file in files {
            let scan = SourceScan(layoutSubclasses: subclasses, builderNames: builders)
            scan.walk(file.tree)
            for site in scan.sites {
                sites.append(FoundSite(call: site.call, kind: site.kind, file: file))
                guard site.kind == .layout || site.kind == .listLayout || site.kind == .section || site.kind == .listSection else { continue }
                let (unit, owner, isInsideCandidate, name) = enclosingUnit(of: site.call, file: file, index: index, declarations: declarations)
                let isSection = site.kind == .section || site.kind == .listSection
                let statementLine = file.position(of: site.call.ancestorStatement).line
                let candidate = LayoutCandidate(
                    origin: .construction(site.call, unit: unit), kind: isSection ? .section : .layout, file: file,
                    position: file.position(of: site.call), startLines: [file.position(of: site.call).line, statementLine],
                    declarationName: name, typeName: owner?.name, key: nil)
                if !isInsideCandidate {
                    result.append(candidate)
                } else if isSection {
                    innerSections.append(candidate)
                }
            }
            for call in scan.builderCalls {
                let (unit, owner, _, _) = enclosingUnit(of: call, file: file, index: index, declarations: declarations)
                builderCalls.append(FoundCall(call: call, file: file, unit: unit, owner: owner))
            }
            for call in scan.appendSections {
                let (unit, owner, _, _) = enclosingUnit(of: call, file: file, index: index, declarations: declarations)
                appendSections.append(FoundCall(call: call, file: file, unit: unit, owner: owner))
            }
        }
        let ordered = result.sorted { a, b in
            if a.file.order != b.file.order { return a.file.order < b.file.order }
            return a.position < b.position
        }
        return Discovery(candidates: ordered, sites: sites, builderCalls: builderCalls, appendSections: appendSections, innerSections: innerSections)
    }

    /// The run's classes that inherit, directly or through others of the run, from
    /// `UICollectionViewCompositionalLayout`: constructing one constructs a compositional layout.
    static func layoutSubclasses(_ index: DeclarationIndex) -> Set<String> {
        var result: Set<String> = []
        var changed = true
        let types = index.allTypes.filter { $0.kind == .class }
        while changed {
            changed = false
            for type in types where !result.contains(type.simpleName) {
                guard let parent = type.inherited.first else { continue }
                if UIKitNames.canonical(parent) == "UICollectionViewCompositionalLayout" || result.contains(parent) {
                    result.insert(type.simpleName)
                    changed = true
                }
            }
        }
        return result
    }

    /// A function returning the run's layout subclass (`static func make() -> Self` inside one,
    /// `-> FeedLayout`) builds a layout.
    private static func subclassKind(_ returnType: String, owner: TypeInfo?, _ subclasses: Set<String>) -> UIKitNames.LayoutKind? {
        var name = returnType
        while let last = name.last, last == "?" || last == "!" { name.removeLast() }
        if name == "Self", let owner, subclasses.contains(owner.simpleName) { return .layout }
        return subclasses.contains(name) ? .layout : nil
    }

    /// The layout kind an initial value constructs, when it is a layout construction or a
    /// factory named on a layout type (`UICollectionViewCompositionalLayout.listLayout(…)`, an
    /// app's extension, returns that type).
    private static func constructionKind(_ expression: ExprSyntax) -> UIKitNames.LayoutKind? {
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
        switch SourceScan.siteKind(call, layoutSubclasses: []) {
        case .layout?, .listLayout?: return .layout
        case .section?, .listSection?: return .section
        case nil:
            guard let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.as(DeclReferenceExprSyntax.self) else { return nil }
            return UIKitNames.layoutKind(ofType: base.baseName.text)
        }
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
                outermost = (
                    .body(body.statements, function.signature.parameterClause.parameters, isStatic: function.modifiers.isStatic),
                    function.name.text
                )
            } else if let initializer = parent.as(InitializerDeclSyntax.self), let body = initializer.body {
                if declarations.contains(DeclarationKey(initializer, file: file)) { insideCandidate = true }
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
