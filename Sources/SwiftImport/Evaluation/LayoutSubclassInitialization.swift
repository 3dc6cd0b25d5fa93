import SwiftSyntax

/// Subclasses of `UICollectionViewCompositionalLayout` that build their sections in their own
/// initializers (`init(columns: Int = 2) { …; super.init(section: section) }`): the layout is
/// what the `super.init(…)` (or a convenience initializer's `self.init(…)`) call builds, with
/// the initializer's parameters bound to the arguments of the construction or their defaults.
extension Interpreter {
    /// Runs a layout subclass's initializer: `self` is an instance of the subclass until a
    /// `super.init(…)` or `self.init(…)` replaces it with the layout; an initializer that never
    /// reaches one builds nothing the importer can follow.
    func initializeLayoutSubclass(
        _ info: TypeInfo, with initializer: InitializerInfo, _ arguments: [Argument], at position: SourcePosition
    ) throws -> Value {
        // Followed by a layout: the initializer is a building block of that layout, not a
        // layout of its own (see `ImportRun`).
        markFollowed(DeclarationKey(initializer.syntax, file: initializer.file))
        let instance = Value.instance(info, InstanceState())
        let scope = Scope(file: initializer.file, selfValue: instance, typeContext: info)
        scope.declare("self", instance, isConstant: false)
        let result = try invoke(
            parameters: initializer.syntax.signature.parameterClause.parameters, body: initializer.syntax.body?.statements,
            returnType: nil, scope: scope, arguments, at: position)
        // `invoke` reports a mismatch of the arguments, or a missing body, as an unknown result.
        if case .unknown = result { return result }
        guard let value = scope.lookup("self")?.value, case .object = value else {
            return .unknown(
                "the initializer of `\(info.name)` does not reach a `super.init(section:)` or `super.init(sectionProvider:)` the importer can follow",
                at: initializer.file.position(of: initializer.syntax.initKeyword))
        }
        noteLayoutOverrides(of: info)
        return value
    }

    /// What `super.init(…)` builds inside an initializer of `type`: for a subclass of the
    /// compositional layout, the layout (UIKit's initializer, or the run's superclass's own);
    /// nil for any other class, whose `super.init(…)` leaves `self` as it is.
    func superInitializer(of type: TypeInfo, _ arguments: [Argument], at position: SourcePosition) throws -> Value? {
        guard inherits(type, from: "UICollectionViewCompositionalLayout"), let parent = type.inherited.first else { return nil }
        if UIKitNames.canonical(parent) == "UICollectionViewCompositionalLayout" {
            return try UIKitConstruction.staticCall("UICollectionViewCompositionalLayout", "init", arguments, interpreter: self, at: position)
                ?? .unknown("`super.init(…)` with these arguments", at: position)
        }
        guard let info = index.type(named: parent) else { return .unknown("`super.init(…)` of `\(parent)`", at: position) }
        return try construct(TypeValue(name: info.name, info: info), arguments, at: position)
    }

    /// Methods of `UICollectionViewLayout` whose overrides change the frames the layout gives:
    /// the catalog keeps the sections, not what these methods do to them.
    static let frameOverrides: Set<String> = [
        "prepare", "layoutAttributesForElements", "layoutAttributesForItem", "layoutAttributesForSupplementaryView",
        "layoutAttributesForDecorationView", "targetContentOffset", "initialLayoutAttributesForAppearingItem",
        "finalLayoutAttributesForDisappearingItem", "initialLayoutAttributesForAppearingSupplementaryElement",
        "finalLayoutAttributesForDisappearingSupplementaryElement", "layoutAttributesForInteractivelyMovingItem",
        "collectionViewContentSize",
    ]

    /// Warns, once per override, that a layout subclass (or a superclass of it in the run)
    /// overrides a method that changes the frames its sections give when the app runs.
    func noteLayoutOverrides(of info: TypeInfo) {
        var seen: Set<String> = []
        var current: TypeInfo? = info
        while let type = current, seen.insert(type.name).inserted {
            var overrides: [(name: String, file: ParsedFile, node: Syntax)] = []
            for function in type.allFunctions.joined()
            where Self.frameOverrides.contains(function.name)
                && function.syntax.modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) })
            {
                overrides.append((function.signature, function.file, Syntax(function.syntax.name)))
            }
            for property in type.allProperties
            where Self.frameOverrides.contains(property.name)
                && property.declaration.modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) })
            {
                overrides.append((property.name, property.file, Syntax(property.binding.pattern)))
            }
            for override in overrides.sorted(by: { ($0.file.order, $0.node.position) < ($1.file.order, $1.node.position) }) {
                warn(
                    "`\(type.name)` overrides `\(override.name)`: the frames it gives when the app runs may differ from the sections imported here",
                    at: override.file.position(of: override.node))
            }
            current = type.inherited.first.flatMap(index.type(named:))
        }
    }
}
