import SwiftSyntax

extension Interpreter {
    /// `T(…)`: an initializer the run declares (on its own types, or in an extension of
    /// UIKit's: `NSDirectionalEdgeInsets(horizontal: 8, vertical: 4)`), UIKit's initializers,
    /// `Kind(rawValue:)` for the run's enums, a subclass of `UICollectionViewCompositionalLayout`,
    /// and instances of the run's other types: their stored properties are what the
    /// initializer, or the memberwise initializer of a struct, sets.
    func construct(_ type: TypeValue, _ arguments: [Argument], at position: SourcePosition) throws -> Value {
        if let info = type.info {
            if let initializer = Self.initializer(info.initializers, arguments) {
                return try initialize(info, with: initializer, arguments, at: position)
            }
            if !UIKitNames.types.contains(type.name) {
                if info.kind == .enum, arguments.count == 1, arguments[0].label == "rawValue" {
                    return try enumCase(of: info, rawValue: arguments[0].value, at: position)
                }
                if inherits(info, from: "UICollectionViewCompositionalLayout") {
                    guard
                        let layout = try UIKitConstruction.staticCall(
                            "UICollectionViewCompositionalLayout", "init", arguments, interpreter: self, at: position)
                    else { return .unknown("`\(type.name)(…)` with these arguments", at: position) }
                    noteLayoutOverrides(of: info)
                    return layout
                }
                return memberwise(info, arguments)
            }
        }
        if let value = try builtin(type.name, arguments, at: position) { return value }
        if let value = try UIKitConstruction.staticCall(type.name, "init", arguments, interpreter: self, at: position) { return value }
        return .unknown(
            "`\(type.name)(…)` is not part of the layout API the importer follows", at: position,
            code: UIKitNames.runtimeState.contains(type.name) ? .runtimeValue : .outsideCode)
    }

    /// `.init(horizontal: 8, vertical: 4)` where the type is implied: an initializer an
    /// extension of a UIKit type declares with these labels.
    func implicitInitializer(_ arguments: [Argument], at position: SourcePosition) throws -> Value? {
        for type in index.uikitExtensions {
            if let initializer = Self.initializer(type.initializers, arguments) {
                return try initialize(type, with: initializer, arguments, at: position)
            }
        }
        return nil
    }

    /// The first initializer whose parameters the arguments fit.
    static func initializer(_ candidates: [InitializerInfo], _ arguments: [Argument]) -> InitializerInfo? {
        candidates.first { fits($0.parameters, arguments) }
    }

    /// Runs an initializer's body with `self` a new instance (or, for a UIKit type, the value
    /// its `self.init(…)` builds; for a subclass of the compositional layout, the layout its
    /// `super.init(…)` or `self.init(…)` builds).
    func initialize(_ info: TypeInfo, with initializer: InitializerInfo, _ arguments: [Argument], at position: SourcePosition) throws -> Value {
        if inherits(info, from: "UICollectionViewCompositionalLayout") {
            return try initializeLayoutSubclass(info, with: initializer, arguments, at: position)
        }
        let isUIKit = UIKitNames.types.contains(info.name)
        let instance: Value = isUIKit ? .unknown("`self` before `self.init(…)`", at: position) : .instance(info, InstanceState())
        let scope = Scope(file: initializer.file, selfValue: instance, typeContext: info)
        scope.declare("self", instance, isConstant: false)
        _ = try invoke(
            parameters: initializer.syntax.signature.parameterClause.parameters, body: initializer.syntax.body?.statements,
            returnType: nil, scope: scope, arguments, at: position)
        return scope.lookup("self")?.value ?? instance
    }

    /// A struct's memberwise initializer (or a class's without one): stored properties in
    /// declaration order take the arguments with their names; the others keep their initial
    /// values, read when needed.
    private func memberwise(_ info: TypeInfo, _ arguments: [Argument]) -> Value {
        let state = InstanceState()
        var next = 0
        for property in info.storedProperties where next < arguments.count {
            if property.isLet, property.binding.initializer != nil { continue }
            if arguments[next].label == property.name {
                state.stored[property.name] = typed(arguments[next].value, as: property.typeName)
                next += 1
            }
        }
        return .instance(info, state)
    }

    /// Whether a type of the run inherits, directly or through others of the run, from the
    /// UIKit class `name`.
    func inherits(_ info: TypeInfo, from name: String) -> Bool {
        var seen: Set<String> = []
        var current: TypeInfo? = info
        while let type = current, seen.insert(type.name).inserted {
            guard let parent = type.inherited.first else { return false }
            if UIKitNames.canonical(parent) == name { return true }
            current = index.type(named: parent)
        }
        return false
    }
}
