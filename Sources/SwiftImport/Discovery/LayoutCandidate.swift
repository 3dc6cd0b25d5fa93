import SwiftSyntax

/// A place in the code that builds a compositional layout (or a section or group of one).
struct LayoutCandidate {
    enum Origin {
        /// A function or method returning a layout, section or group.
        case function(FunctionInfo)
        /// A property of such a type (computed, or stored with an initial value).
        case property(VariableInfo)
        /// `UICollectionViewCompositionalLayout(…)` or `.list(using:)` elsewhere (e.g. in
        /// `viewDidLoad`): the code around it is followed up to that call.
        case construction(FunctionCallExprSyntax, unit: RunUnit)
        /// An initializer of a subclass of `UICollectionViewCompositionalLayout`: its
        /// `super.init(…)` (or `self.init(…)`) builds the layout.
        case initializer(InitializerInfo)
    }

    var origin: Origin
    var kind: UIKitNames.LayoutKind
    var file: ParsedFile
    /// What the report gives as the layout's source.
    var position: SourcePosition
    /// Lines on which a construction or declaration starts: a `// catalog: NAME` on the line
    /// before one of them names the layout.
    var startLines: [Int]
    /// The declaration's own name (function, property or variable), for deriving a name.
    var declarationName: String?
    /// The enclosing type's name.
    var typeName: String?
    /// For functions and properties: their identity, to tell building blocks used by other
    /// layouts from layouts of their own.
    var key: DeclarationKey?
}

/// The code that must run to reach a construction.
enum RunUnit {
    /// A method, function or initializer body (with `self` an instance of `owner`).
    case body(CodeBlockItemListSyntax, parameters: FunctionParameterListSyntax?, owner: TypeInfo?, isStatic: Bool)
    /// A stored property's or variable's initial value.
    case initializer(ExprSyntax, owner: TypeInfo?, isStatic: Bool)
    /// A file's top-level code (scripts, playgrounds, `main.swift`).
    case topLevel(SourceFileSyntax)
}

extension RunUnit {
    /// The code itself, whose step budget the evaluations that start in it share.
    var code: SyntaxIdentifier {
        switch self {
        case .body(let statements, _, _, _): return statements.id
        case .initializer(let value, _, _): return value.id
        case .topLevel(let file): return file.id
        }
    }

    /// The type whose code it is, if any.
    var owner: TypeInfo? {
        switch self {
        case .body(_, _, let owner, _), .initializer(_, let owner, _): return owner
        case .topLevel: return nil
        }
    }
}

extension LayoutCandidate {
    /// The code its evaluations start in: the function's body, the property's getter or initial
    /// value, or the code around a construction. A construction inside a candidate's
    /// declaration starts in the same code, so the two share one step budget (`StepBudget`).
    var code: SyntaxIdentifier? {
        switch origin {
        case .function(let function): return function.syntax.body?.statements.id
        case .property(let variable): return variable.getter?.id ?? variable.binding.initializer?.value.id
        case .construction(_, let unit): return unit.code
        case .initializer(let initializer): return initializer.syntax.body?.statements.id
        }
    }

    /// The UTF-8 offsets its code spans in its file: the declaration, or the construction.
    var range: Range<Int>? {
        switch origin {
        case .function(let function): return function.syntax.position.utf8Offset..<function.syntax.endPosition.utf8Offset
        case .property(let variable): return variable.declaration.position.utf8Offset..<variable.declaration.endPosition.utf8Offset
        case .construction(let call, _): return call.position.utf8Offset..<call.endPosition.utf8Offset
        case .initializer(let initializer): return initializer.syntax.position.utf8Offset..<initializer.syntax.endPosition.utf8Offset
        }
    }

    /// The parameters a call of the function or initializer fills, with the type declaring it;
    /// nil for properties and constructions.
    var callParameters: (parameters: [DeclaredParameter], owner: TypeInfo?)? {
        switch origin {
        case .function(let function): return (function.parameters, function.owner)
        case .initializer(let initializer): return (initializer.declaredParameters, initializer.owner)
        case .property, .construction: return nil
        }
    }
}
