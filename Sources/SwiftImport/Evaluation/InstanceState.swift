/// The stored properties of an instance of one of the run's types that the followed code
/// created itself (`ChartSection(itemSize: size, insets: .zero)`): what its initializer set is
/// known, so its methods can read it. A reference, as a class instance is; a struct's copies
/// are not separated, which code that builds a layout from a configuration value never needs.
final class InstanceState {
    var stored: [String: Value] = [:]
    /// Set for a section identifier the app's data holds (a struct or class of the run): its
    /// members are the app's data, except the one the kinds are read from (see `KindProbe`).
    var isSectionIdentifier = false
}
