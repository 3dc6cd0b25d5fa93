import SwiftSyntax

/// Every declaration of an import run that evaluation may need, across all its files: types
/// (with their extensions merged), their members, enum cases with raw values, and file-level
/// functions and variables.
///
/// Helpers are found by name, so a layout in one file can call a factory declared in another.
final class DeclarationIndex {
    private(set) var types: [String: TypeInfo] = [:]
    private(set) var functions: [String: [FunctionInfo]] = [:]
    private(set) var variables: [String: VariableInfo] = [:]
    /// File-level `typealias`es: the type each names, as written.
    private(set) var typealiases: [String: String] = [:]

    init(files: [ParsedFile]) {
        for file in files {
            for item in file.tree.statements {
                switch item.item {
                case .decl(let decl): add(decl, file: file, owner: nil)
                case .stmt, .expr: break
                }
            }
        }
    }

    /// A type by name: `Kind`, or a nested one as `Outer.Kind`.
    func type(named name: String) -> TypeInfo? { types[name] }

    /// Extensions of UIKit's types in the run (`extension NSCollectionLayoutSection { static func … }`):
    /// where implicit member expressions may find their factory.
    private(set) lazy var uikitExtensions: [TypeInfo] = allTypes.filter { UIKitNames.types.contains($0.name) }

    /// Every type once, in a stable order.
    var allTypes: [TypeInfo] {
        var seen: Set<ObjectIdentifier> = []
        return types.keys.sorted().compactMap { key in
            guard let type = types[key], seen.insert(ObjectIdentifier(type)).inserted else { return nil }
            return type
        }
    }

    private func typeInfo(_ name: String, parent: TypeInfo?) -> TypeInfo {
        let qualified = parent.map { "\($0.name).\(name)" } ?? name
        if let existing = types[qualified] { return existing }
        let info = TypeInfo(name: qualified, simpleName: name)
        types[qualified] = info
        // Nested types are also found by their own name unless another type has it.
        if parent != nil, types[name] == nil { types[name] = info }
        parent?.nested[name] = info
        info.parent = parent
        return info
    }

    private func add(_ decl: DeclSyntax, file: ParsedFile, owner: TypeInfo?) {
        if let function = decl.as(FunctionDeclSyntax.self) {
            let info = FunctionInfo(syntax: function, file: file, owner: owner, isStatic: function.modifiers.isStatic)
            if let owner {
                owner.add(function: info)
            } else {
                functions[function.name.text, default: []].append(info)
            }
        } else if let variable = decl.as(VariableDeclSyntax.self) {
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                let info = VariableInfo(
                    name: name, binding: binding, declaration: variable, file: file, owner: owner,
                    isStatic: variable.modifiers.isStatic)
                if let owner {
                    owner.add(variable: info)
                } else {
                    variables[name] = info
                }
            }
        } else if let type = decl.as(ClassDeclSyntax.self) {
            addType(type.name.text, members: type.memberBlock, inheritance: type.inheritanceClause, kind: .class, file: file, owner: owner)
        } else if let type = decl.as(StructDeclSyntax.self) {
            addType(type.name.text, members: type.memberBlock, inheritance: type.inheritanceClause, kind: .struct, file: file, owner: owner)
        } else if let type = decl.as(ActorDeclSyntax.self) {
            addType(type.name.text, members: type.memberBlock, inheritance: type.inheritanceClause, kind: .class, file: file, owner: owner)
        } else if let type = decl.as(EnumDeclSyntax.self) {
            addType(type.name.text, members: type.memberBlock, inheritance: type.inheritanceClause, kind: .enum, file: file, owner: owner)
        } else if let type = decl.as(ProtocolDeclSyntax.self) {
            addType(type.name.text, members: type.memberBlock, inheritance: type.inheritanceClause, kind: .protocol, file: file, owner: owner)
        } else if let ext = decl.as(ExtensionDeclSyntax.self) {
            // `extension Outer.Inner`: merged into the nested type.
            let path = ext.extendedType.trimmedDescription.split(separator: ".").map(String.init)
            var info: TypeInfo?
            for component in path {
                let name = component.split(separator: "<").first.map(String.init) ?? component
                info = typeInfo(name, parent: info)
            }
            guard let info else { return }
            info.add(inheritance: ext.inheritanceClause)
            for member in ext.memberBlock.members { add(member.decl, file: file, owner: info) }
        } else if let ifConfig = decl.as(IfConfigDeclSyntax.self) {
            // Declarations under `#if` are indexed from every clause: which one compiles is
            // decided where they are used.
            for clause in ifConfig.clauses {
                switch clause.elements {
                case .decls(let members)?:
                    for member in members { add(member.decl, file: file, owner: owner) }
                case .statements(let items)?:
                    for item in items { if case .decl(let d) = item.item { add(d, file: file, owner: owner) } }
                default: break
                }
            }
        } else if let cases = decl.as(EnumCaseDeclSyntax.self), let owner {
            for element in cases.elements { owner.add(enumCase: element, file: file) }
        } else if let alias = decl.as(TypeAliasDeclSyntax.self) {
            let written = alias.initializer.value.trimmedDescription
            if let owner { owner.typealiases[alias.name.text] = written } else { typealiases[alias.name.text] = written }
        } else if let initializer = decl.as(InitializerDeclSyntax.self), let owner, initializer.body != nil {
            owner.add(initializer: InitializerInfo(syntax: initializer, file: file, owner: owner))
        }
    }

    private func addType(
        _ name: String, members: MemberBlockSyntax, inheritance: InheritanceClauseSyntax?, kind: TypeInfo.Kind,
        file: ParsedFile, owner: TypeInfo?
    ) {
        let info = typeInfo(name, parent: owner)
        info.kind = kind
        info.add(inheritance: inheritance)
        for member in members.members { add(member.decl, file: file, owner: info) }
    }
}

/// A class, struct, enum or protocol of the run, with every extension's members.
final class TypeInfo {
    enum Kind { case `class`, `struct`, `enum`, `protocol`, unknown }

    /// `Outer.Inner` for nested types.
    let name: String
    let simpleName: String
    var kind: Kind = .unknown
    weak var parent: TypeInfo?
    var nested: [String: TypeInfo] = [:]
    /// Superclass and protocols, by name, in declaration order.
    private(set) var inherited: [String] = []
    private(set) var functions: [String: [FunctionInfo]] = [:]
    private(set) var staticFunctions: [String: [FunctionInfo]] = [:]
    private(set) var properties: [String: VariableInfo] = [:]
    private(set) var staticProperties: [String: VariableInfo] = [:]
    /// Enum cases in declaration order.
    private(set) var cases: [EnumCaseInfo] = []
    /// Initializers with a body, the type's and its extensions' (`extension NSDirectionalEdgeInsets
    /// { init(horizontal:vertical:) }`).
    private(set) var initializers: [InitializerInfo] = []
    /// Stored instance properties in declaration order (for a struct's memberwise initializer).
    private(set) var storedProperties: [VariableInfo] = []
    /// Its `typealias`es: the type each names, as written.
    var typealiases: [String: String] = [:]

    init(name: String, simpleName: String) {
        self.name = name
        self.simpleName = simpleName
    }

    /// Instance and static functions, grouped by name.
    var allFunctions: [[FunctionInfo]] { Array(functions.values) + Array(staticFunctions.values) }
    /// Instance and static properties.
    var allProperties: [VariableInfo] { Array(properties.values) + Array(staticProperties.values) }

    func add(function: FunctionInfo) {
        if function.isStatic {
            staticFunctions[function.name, default: []].append(function)
        } else {
            functions[function.name, default: []].append(function)
        }
    }

    func add(variable: VariableInfo) {
        if variable.isStatic {
            staticProperties[variable.name] = variable
        } else {
            properties[variable.name] = variable
            if variable.getter == nil { storedProperties.append(variable) }
        }
    }

    func add(initializer: InitializerInfo) { initializers.append(initializer) }

    func add(inheritance: InheritanceClauseSyntax?) {
        for entry in inheritance?.inheritedTypes ?? [] {
            let name = entry.type.trimmedDescription
            if !inherited.contains(name) { inherited.append(name) }
        }
    }

    /// The raw value type named first in the inheritance clause (`Int`, `String`, …).
    var rawType: String? {
        inherited.first { ["Int", "String", "Double", "CGFloat", "Float", "UInt", "Int32", "Int64", "Character"].contains($0) }
    }

    func add(enumCase element: EnumCaseElementSyntax, file: ParsedFile) {
        // `case `default``: the name without its backticks, as `.default` names it and Swift prints it.
        cases.append(
            EnumCaseInfo(
                name: element.name.text.filter { $0 != "`" }, rawValue: element.rawValue?.value, file: file,
                hasAssociatedValues: element.parameterClause != nil))
    }

    /// The case called `name`.
    func enumCase(named name: String) -> EnumCaseInfo? { cases.first { $0.name == name } }
}

/// A function declaration and where it lives.
struct FunctionInfo {
    let syntax: FunctionDeclSyntax
    let file: ParsedFile
    /// The type it is a member of, nil at file level.
    let owner: TypeInfo?
    let isStatic: Bool

    var name: String { syntax.name.text }

    /// The argument labels a call must use, with whether each parameter has a default.
    var parameters: [DeclaredParameter] { syntax.signature.parameterClause.parameters.declared }

    /// The declared result type, as written.
    var returnType: String? { syntax.signature.returnClause?.type.writtenName }

    /// `section(at:)`, as Swift names a function in text.
    var signature: String {
        "\(name)(" + parameters.map { "\($0.label ?? "_"):" }.joined() + ")"
    }
}

/// An initializer with a body.
struct InitializerInfo {
    let syntax: InitializerDeclSyntax
    let file: ParsedFile
    let owner: TypeInfo

    /// The argument labels a call must use, with whether each parameter has a default.
    var parameters: [(label: String?, hasDefault: Bool)] {
        syntax.signature.parameterClause.parameters.map { parameter in
            let first = parameter.firstName.text
            return (first == "_" ? nil : first, parameter.defaultValue != nil)
        }
    }

    /// The parameters with their names and syntax, as a function's are.
    var declaredParameters: [DeclaredParameter] { syntax.signature.parameterClause.parameters.declared }

    /// `init?(coder:)`: the storyboard's initializer, which builds no layout of its own.
    var isCoderInitializer: Bool { parameters.map(\.label) == ["coder"] }
}

/// A parameter of a function or initializer as a call sees it: its argument label, its name
/// inside the body, whether it has a default, and its syntax.
typealias DeclaredParameter = (label: String?, name: String, hasDefault: Bool, syntax: FunctionParameterSyntax)

extension FunctionParameterListSyntax {
    /// Each parameter as a call sees it.
    var declared: [DeclaredParameter] {
        map { parameter in
            let first = parameter.firstName.text
            let label: String? = first == "_" ? nil : first
            let name = parameter.secondName?.text ?? first
            return (label, name, parameter.defaultValue != nil, parameter)
        }
    }
}

/// A stored or computed variable or property.
struct VariableInfo {
    let name: String
    let binding: PatternBindingSyntax
    let declaration: VariableDeclSyntax
    let file: ParsedFile
    let owner: TypeInfo?
    let isStatic: Bool

    /// `let` (a constant once initialised) rather than `var`.
    var isLet: Bool { declaration.bindingSpecifier.tokenKind == .keyword(.let) }
    /// A computed property: a getter runs every time it is read.
    var getter: CodeBlockItemListSyntax? {
        switch binding.accessorBlock?.accessors {
        case .getter(let body)?:
            return body
        case .accessors(let list)?:
            return list.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
        case nil:
            return nil
        }
    }
    /// Declared type, as written.
    var typeName: String? { binding.typeAnnotation?.type.writtenName }
}

/// An enum case and its raw value expression, when written.
struct EnumCaseInfo {
    let name: String
    let rawValue: ExprSyntax?
    let file: ParsedFile
    /// `case collection(Header)`: a value of the case needs its associated values.
    var hasAssociatedValues = false
}

extension DeclModifierListSyntax {
    /// `static` or `class`: a type member.
    var isStatic: Bool {
        contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
    }
}
