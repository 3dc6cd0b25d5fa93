/// The environments a set of `when` conditions can tell apart: the width regions
/// (`WidthRegions`) crossed with every value of each trait that some condition tests. A trait no
/// condition tests takes one placeholder value, since no answer depends on it. Testing one
/// environment per cell decides coverage exactly.
///
/// Only real trait values are tried: a device always reports a size class and an idiom, so an
/// unspecified trait (a bare `--width`/`--height` resolve) is not a gap worth a warning.
struct ConditionCells {
    /// One combination of trait values; nil where no condition tests that trait.
    struct Traits: Hashable {
        var horizontalSizeClass: SizeClass?
        var verticalSizeClass: SizeClass?
        var userInterfaceIdiom: UserInterfaceIdiom?
    }

    let regions: [WidthRegions.Region]
    /// Every combination of the tested traits' values, in declaration order.
    let traits: [Traits]
    /// Whether any condition tests a trait.
    let testsTraits: Bool

    init(_ conditions: [Condition]) {
        regions = WidthRegions(conditions).regions
        func values<T>(_ tested: Bool, _ all: [T]) -> [T?] { tested ? all.map { $0 } : [nil] }
        let horizontal = values(conditions.contains { $0.horizontalSizeClass != nil }, SizeClass.allCases)
        let vertical = values(conditions.contains { $0.verticalSizeClass != nil }, SizeClass.allCases)
        let idioms = values(conditions.contains { $0.userInterfaceIdiom != nil }, UserInterfaceIdiom.allCases)
        var combinations: [Traits] = []
        for h in horizontal {
            for v in vertical {
                for idiom in idioms {
                    combinations.append(Traits(horizontalSizeClass: h, verticalSizeClass: v, userInterfaceIdiom: idiom))
                }
            }
        }
        traits = combinations
        testsTraits = conditions.contains(where: \.testsTraits)
    }

    /// The environment standing for one cell.
    static func environment(_ region: WidthRegions.Region, _ traits: Traits) -> ConditionEnvironment {
        ConditionEnvironment(
            width: region.sample, horizontalSizeClass: traits.horizontalSizeClass,
            verticalSizeClass: traits.verticalSizeClass, userInterfaceIdiom: traits.userInterfaceIdiom)
    }

    /// The tested traits of a combination in the format's words, e.g. "horizontalSizeClass
    /// regular, userInterfaceIdiom pad"; several idioms are listed with "or".
    static func describe(_ traits: Traits, idioms: [UserInterfaceIdiom] = []) -> String {
        var parts: [String] = []
        if let h = traits.horizontalSizeClass { parts.append("horizontalSizeClass \(h.rawValue)") }
        if let v = traits.verticalSizeClass { parts.append("verticalSizeClass \(v.rawValue)") }
        let allIdioms = idioms.isEmpty ? traits.userInterfaceIdiom.map { [$0] } ?? [] : idioms
        if !allIdioms.isEmpty {
            let names = allIdioms.map(\.rawValue)
            let listed = names.count == 1 ? names[0] : names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
            parts.append("userInterfaceIdiom \(listed)")
        }
        return parts.joined(separator: ", ")
    }
}
