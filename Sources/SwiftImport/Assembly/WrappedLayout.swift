import SwiftSyntax

/// A custom `UICollectionViewLayout` of the run that holds a compositional layout in a stored
/// property and forwards to it (`WrappingLayout(base: UICollectionViewCompositionalLayout(…))`):
/// the layout imported is the compositional one it holds. The wrapper's own code (what it does
/// with the attributes it forwards) is not part of the definition, which a note on the layout
/// says.
enum WrappedLayout {
    /// The compositional layout `value` holds, when it is an instance of the run's subclass of
    /// `UICollectionViewLayout` with one stored property holding a compositional layout; nil
    /// for any other value.
    static func unwrap(_ value: Value, interpreter: Interpreter, at position: SourcePosition) -> Value? {
        guard case .instance(let info, let state) = value, info.kind == .class, interpreter.inherits(info, from: "UICollectionViewLayout") else {
            return nil
        }
        var held: [(property: VariableInfo, layout: Value)] = []
        var seen: Set<String> = []
        var current: TypeInfo? = info
        while let type = current, seen.insert(type.name).inserted {
            for property in type.storedProperties where mayHoldLayout(property) {
                // What the initializer stored, else the property's initial value.
                let stored =
                    state?.stored[property.name]
                    ?? (property.binding.initializer == nil ? nil : try? interpreter.propertyValue(property, receiver: value, at: position))
                guard let stored, case .object(let object) = stored, case .layout = object.state else { continue }
                held.append((property, stored))
            }
            current = type.inherited.first.flatMap(interpreter.index.type(named:))
        }
        // Two compositional layouts held (one per mode?): which one the wrapper forwards to is
        // the wrapper's own logic.
        guard held.count == 1, let (property, layout) = held.first else { return nil }
        interpreter.note(
            "imported the UICollectionViewCompositionalLayout that `\(info.name)` holds in `\(property.name)`: `\(info.name)` is a custom UICollectionViewLayout that forwards to it, and what its own code does with the frames is not part of the definition",
            at: property.file.position(of: property.binding.pattern))
        return layout
    }

    /// Notes that a compositional layout built inside a custom `UICollectionViewLayout` of the
    /// run (`ForwardingLayout`'s `init()`) is held by it: the import is the compositional layout,
    /// not the wrapper's frames.
    static func noteHeld(by owner: TypeInfo?, interpreter: Interpreter, at position: SourcePosition) {
        guard let owner, owner.kind == .class, interpreter.inherits(owner, from: "UICollectionViewLayout") else { return }
        interpreter.note(
            "imported the UICollectionViewCompositionalLayout built inside `\(owner.name)`: `\(owner.name)` is a custom UICollectionViewLayout that holds it, and what its own code does with the frames is not part of the definition",
            at: position)
    }

    /// A stored property declared as a layout, or without a type (its value tells).
    private static func mayHoldLayout(_ property: VariableInfo) -> Bool {
        guard let written = property.typeName else { return true }
        return UIKitNames.layoutKind(ofType: written) == .layout
    }
}
