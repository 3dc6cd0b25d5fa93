import LayoutModel

/// The one way numbers are printed for people and scripts.
///
/// A number is rounded to a fixed count of decimal places and printed without trailing zeros:
/// `78.60000000000001` reads `78.6`, `255.1` stays `255.1`, `80` is `80`, `-0` is `0`.
/// - JSON (``jsonPlaces``): 6 places, a millionth of a point. A pixel at @3x is a third of a
///   point, so the rounding is five orders of magnitude below anything a screen can show, yet
///   the binary noise of a sum (`…00000001`) is gone. Frames snapped to 1/3 pt print
///   `0.333333`.
/// - Text for people (``textPlaces``): 2 places.
///
/// Values too large for the fixed-point path (beyond 9 × 10⁹ at 6 places) print in Swift's
/// shortest round-trip form; JSON has no NaN or infinity, so those print as `null` there.
///
/// Definitions and datasets printed as documents (`show --format json`, exports) are not
/// numbers of this kind: they are the canonical form, printed exactly by the model.
public enum NumberText {
    /// Decimal places in JSON output.
    public static let jsonPlaces = 6
    /// Decimal places in text for people (tables, sentences).
    public static let textPlaces = 2

    /// `value` rounded to `places` decimals, trailing zeros dropped.
    public static func format(_ value: Double, places: Int = textPlaces) -> String {
        DecimalText.format(value, places: places)
    }

    /// A signed amount for changes: `+16`, `-0.5`, `0`.
    public static func signed(_ value: Double, places: Int = textPlaces) -> String {
        let text = format(value, places: places)
        return text.first == "-" || text == "0" ? text : "+" + text
    }

    /// `1,240` or `1,240.5`: digits grouped by thousands, for sentences.
    public static func grouped(_ value: Double, places: Int = textPlaces) -> String {
        let text = format(value, places: places)
        guard value.isFinite, !text.contains("e") else { return text }
        let negative = text.hasPrefix("-")
        let unsigned = negative ? text.dropFirst() : Substring(text)
        let parts = unsigned.split(separator: ".", maxSplits: 1)
        var whole = Array(parts.first ?? "0")
        var grouped: [Character] = []
        while whole.count > 3 {
            grouped.insert(contentsOf: [","] + whole.suffix(3), at: 0)
            whole.removeLast(3)
        }
        grouped.insert(contentsOf: whole, at: 0)
        let fraction = parts.count > 1 ? "." + parts[1] : ""
        return (negative ? "-" : "") + String(grouped) + fraction
    }
}
