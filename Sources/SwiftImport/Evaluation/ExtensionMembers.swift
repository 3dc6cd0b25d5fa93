/// Methods and computed properties the run's extensions add to UIKit's types
/// (`extension NSCollectionLayoutSection { func withHeader(height:) -> Self }`,
/// `extension UIDevice { var isPad: Bool }`), found for a value of that type.
extension Interpreter {
    /// The UIKit types whose extensions may serve a value, nearest first; empty for values that
    /// are not UIKit's.
    func uikitTypes(of value: Value) -> [String] {
        switch value {
        case .object(let object): object.uikitTypes
        case .model(let model): [model.uikitType]
        case .environment(.device): ["UIDevice"]
        case .environment(.traitCollection): ["UITraitCollection"]
        case .environment(.provider): ["NSCollectionLayoutEnvironment"]
        default: []
        }
    }

    /// The run's methods called `name` on a UIKit value.
    func extensionFunctions(_ name: String, of value: Value) -> [FunctionInfo]? {
        for type in uikitTypes(of: value) {
            if let functions = index.type(named: type)?.functions[name] { return functions }
        }
        return nil
    }

    /// The run's computed property `name` on a UIKit value.
    func extensionProperty(_ name: String, of value: Value) -> VariableInfo? {
        for type in uikitTypes(of: value) {
            if let property = index.type(named: type)?.properties[name] { return property }
        }
        return nil
    }
}
