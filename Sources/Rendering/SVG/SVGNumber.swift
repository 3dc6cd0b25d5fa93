/// Numbers as SVG prints them: at most two decimals, no trailing zeros, no `-0`, no exponent,
/// independent of locale. Hundredths of a pixel are below what any renderer shows, and fixed
/// formatting is what makes the same picture the same bytes.
enum SVGNumber {
    static func format(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        // ±1e12 keeps hundredths inside Int64; coordinates never get near it (frames are
        // clamped to ±1e9 points first).
        let clamped = min(max(value, -1e12), 1e12)
        let hundredths = Int64((clamped * 100).rounded())
        guard hundredths != 0 else { return "0" }
        let magnitude = hundredths.magnitude
        let whole = magnitude / 100, fraction = magnitude % 100
        var text = hundredths < 0 ? "-" : ""
        text += String(whole)
        if fraction != 0 {
            text += fraction % 10 == 0 ? ".\(fraction / 10)" : (fraction < 10 ? ".0\(fraction)" : ".\(fraction)")
        }
        return text
    }
}
