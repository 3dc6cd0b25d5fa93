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
        var bytes: [UInt8] = []
        bytes.reserveCapacity(24)
        withDigits(value, places: places) { bytes.append(contentsOf: $0) }
        return String(decoding: bytes, as: UTF8.self)
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

    /// Powers of ten as integers, for splitting a scaled value into whole part and fraction.
    private static let powers: [Int64] = [1, 10, 100, 1_000, 10_000, 100_000, 1_000_000, 10_000_000, 100_000_000, 1_000_000_000]

    /// The largest scaled magnitude the fixed-point path takes: well inside Int64 and inside the
    /// range where a Double holds every integer exactly.
    private static let fixedPointLimit = 9e15

    /// Calls `body` with the UTF-8 digits of `value` (nil for a non-finite value is the caller's
    /// business: this writes Swift's `nan`/`inf` text, the JSON writer checks first).
    @inline(__always)
    static func withDigits(_ value: Double, places: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        let places = min(max(places, 0), powers.count - 1)
        let scaled = (value * Double(powers[places])).rounded()
        guard scaled.isFinite, abs(scaled) < fixedPointLimit else {
            var text = value.isFinite ? CanonicalNumber.format(value) : "\(value)"
            text.withUTF8(body)
            return
        }
        var magnitude = Int64(scaled)
        // 20 digits, a sign and a point fit in 24 bytes.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 24) { buffer in
            guard let base = buffer.baseAddress else { return }
            var end = 24
            if magnitude == 0 {
                end -= 1
                base[end] = UInt8(ascii: "0")
                body(UnsafeBufferPointer(start: base + end, count: 1))
                return
            }
            let negative = magnitude < 0
            if negative { magnitude = -magnitude }
            var whole = magnitude / powers[places]
            var fraction = magnitude % powers[places]
            if fraction != 0 {
                // Trailing zeros of the fraction are dropped, so count the digits that remain.
                var digits = places
                while fraction % 10 == 0 {
                    fraction /= 10
                    digits -= 1
                }
                for _ in 0..<digits {
                    end -= 1
                    base[end] = UInt8(truncatingIfNeeded: fraction % 10) &+ 48
                    fraction /= 10
                }
                end -= 1
                base[end] = UInt8(ascii: ".")
            }
            repeat {
                end -= 1
                base[end] = UInt8(truncatingIfNeeded: whole % 10) &+ 48
                whole /= 10
            } while whole > 0
            if negative {
                end -= 1
                base[end] = UInt8(ascii: "-")
            }
            body(UnsafeBufferPointer(start: base + end, count: 24 - end))
        }
    }
}
