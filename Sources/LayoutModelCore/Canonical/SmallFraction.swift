/// A number that is exactly the double nearest a small fraction `p/q`, written that way in the
/// reviewable YAML (`fractionalWidth(1/3)` rather than `fractionalWidth(0.3333333333333333)`).
///
/// Only fractions whose decimal expansion never ends qualify (the denominator has a prime factor
/// other than 2 and 5: thirds, sixths, sevenths, ninths, elevenths, twelfths …): their decimal
/// form is a 16-digit approximation nobody wrote, while `0.5`, `0.25` or `0.7` already read as
/// what the author meant.
public struct SmallFraction: Sendable, Hashable, CustomStringConvertible {
    /// The largest denominator tried.
    public static let largestDenominator = 12

    /// Numerator and denominator, in lowest terms; the sign is on the numerator.
    public let numerator: Int
    public let denominator: Int

    /// The fraction `value` is the nearest double to, or nil: not finite, whole, too large, a
    /// terminating decimal, or no denominator up to `largestDenominator` gives exactly `value`.
    public init?(_ value: Double) {
        guard value.isFinite, value != value.rounded(), abs(value) < 1e9 else { return nil }
        for denominator in 2...Self.largestDenominator where !Self.terminates(denominator) {
            let numerator = (value * Double(denominator)).rounded()
            // IEEE division is correctly rounded, so this is how the YAML reader evaluates `p/q`.
            // A fraction that reduces (3/6) is a terminating one (1/2) or matched earlier.
            if numerator / Double(denominator) == value, Self.gcd(Int(numerator), denominator) == 1 {
                self.numerator = Int(numerator)
                self.denominator = denominator
                return
            }
        }
        return nil
    }

    /// `p/q` (`-1/3` for negatives), which the definition format's constant arithmetic reads
    /// back to the same double.
    public var description: String { "\(numerator)/\(denominator)" }

    private static func gcd(_ a: Int, _ b: Int) -> Int {
        var (x, y) = (abs(a), abs(b))
        while y != 0 { (x, y) = (y, x % y) }
        return x
    }

    /// Whether 1/q has a finite decimal expansion (q is 2^a · 5^b).
    private static func terminates(_ denominator: Int) -> Bool {
        var q = denominator
        while q % 2 == 0 { q /= 2 }
        while q % 5 == 0 { q /= 5 }
        return q == 1
    }
}
