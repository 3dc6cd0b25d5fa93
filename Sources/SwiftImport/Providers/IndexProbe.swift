/// Watches how a section provider uses its section index while it is followed for one index:
/// every constant the index is compared with (`sectionIndex == 2`, `case 0, 1:`,
/// `SectionKind(rawValue: sectionIndex)`) tells where the sections it builds can change.
final class IndexProbe {
    /// Values compared for equality (`case 2:`): `sections:` needs an entry for each.
    private(set) var tested: Set<Int> = []
    /// Bounds where the result may change past which every index behaves alike (`< 3`, the
    /// end of an enum's raw values).
    private(set) var bounds: Set<Int> = []

    /// Whether the index reached a value (a count, a size, arithmetic, a string): then indices
    /// past the largest tested one may still differ, and more of them are looked at.
    private(set) var usedAsValue = false

    func markUsedAsValue() { usedAsValue = true }

    /// A constant compared with an index-derived value.
    func record(_ value: Numeric, equality: Bool = true) {
        guard let integer = value.integer, integer >= 0, integer < 10_000 else { return }
        if equality { tested.insert(integer) } else { bounds.insert(integer) }
    }

    /// An index-derived value compared with `value` for order.
    func recordBound(_ value: Numeric) { record(value, equality: false) }

    var isEmpty: Bool { tested.isEmpty && bounds.isEmpty }

    /// The largest index that must be looked at on its own.
    var largest: Int { max(tested.max() ?? 0, bounds.max() ?? 0) }

    /// How many `sections:` entries the tests require at least.
    var requiredCount: Int { (tested.max() ?? -1) + 1 }
}
