/// Prints numbers the same way every time, for canonical JSON and expressions.
public enum CanonicalNumber {
    /// Integral values up to 2^53 print without a fraction (`44`, `-3`); others use Swift's
    /// shortest round-tripping form (`0.85`, `0.3333333333333333`, `1e-07`). Negative zero
    /// prints as `0`.
    public static func format(_ value: Double) -> String {
        if value == 0 { return "0" }
        if value == value.rounded(), abs(value) < 9_007_199_254_740_992 {
            return String(Int64(value))
        }
        return "\(value)"
    }
}
