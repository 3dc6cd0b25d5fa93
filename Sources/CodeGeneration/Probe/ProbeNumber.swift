import LayoutModel

/// Numbers in a probe's names: `393`, `110.5` (the catalog's canonical form).
enum ProbeNumber {
    static func text(_ value: Double) -> String { CanonicalNumber.format(value) }
}
