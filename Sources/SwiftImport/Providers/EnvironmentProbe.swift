import LayoutModel

/// Stands for the layout environment while a section provider is followed for one trial: the
/// container's width and the trait collection's size classes and idiom. Each comparison the
/// code makes is answered for the trial and remembered, so the analysis knows which widths and
/// which trait values to try next.
final class EnvironmentProbe {
    /// The width being tried.
    let width: Double
    /// The trait values being tried; a trait not listed is UIKit's `.unspecified`.
    let traits: [Trait: String]
    /// Every constant the width was compared with.
    private(set) var widthBounds: Set<Double> = []
    /// Every trait the code compared.
    private(set) var testedTraits: Set<Trait> = []

    init(width: Double, traits: [Trait: String] = [:]) {
        self.width = width
        self.traits = traits
    }

    /// `width op bound` for the width being tried.
    func testWidth(_ op: String, _ bound: Double) -> Bool {
        widthBounds.insert(bound)
        return Interpreter.compare(op, width, bound)
    }

    /// `trait == value` for the traits being tried (`value` "unspecified" is UIKit's
    /// `.unspecified`); nil when `value` is not one of the trait's cases.
    func testTrait(_ trait: Trait, equals value: String) -> Bool? {
        guard value == "unspecified" || trait.values.contains(value) else { return nil }
        testedTraits.insert(trait)
        return (traits[trait] ?? "unspecified") == value
    }

    /// A trait of `UITraitCollection` that a `when` condition can test.
    enum Trait: String, Hashable, CaseIterable, Comparable {
        case horizontalSizeClass, verticalSizeClass, userInterfaceIdiom

        /// The values a condition can name (UIKit's case names), `.unspecified` aside.
        var values: [String] {
            switch self {
            case .horizontalSizeClass, .verticalSizeClass: SizeClass.allCases.map(\.rawValue)
            case .userInterfaceIdiom: UserInterfaceIdiom.allCases.map(\.rawValue)
            }
        }

        static func < (lhs: Trait, rhs: Trait) -> Bool {
            (allCases.firstIndex(of: lhs) ?? 0) < (allCases.firstIndex(of: rhs) ?? 0)
        }
    }
}
