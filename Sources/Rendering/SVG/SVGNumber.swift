import LayoutModel

/// Numbers as SVG prints them: at most two decimals, no trailing zeros, no `-0`, no exponent,
/// independent of locale. Hundredths of a pixel are below what any renderer shows, and fixed
/// formatting is what makes the same picture the same bytes.
enum SVGNumber {
    static func format(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        // ±1e12 keeps hundredths on DecimalText's fixed-point path, so no exponent is written;
        // coordinates never get near it (frames are clamped to ±1e9 points first).
        let clamped = min(max(value, -1e12), 1e12)
        return DecimalText.format(clamped, places: 2)
    }
}
