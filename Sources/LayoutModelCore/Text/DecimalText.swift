/// A number rounded to a fixed count of decimal places, written without trailing zeros:
/// `78.60000000000001` at 6 places reads `78.6`, `80` is `80`, `-0.001` at 2 places is `0`.
///
/// The one rounding rule behind every number the catalog prints for people, scripts and
/// pictures (JSON output, tables, lint messages, SVG coordinates); each caller picks its places.
public enum DecimalText {
    /// `value` rounded to `places` decimals, trailing zeros dropped.
    public static func format(_ value: Double, places: Int) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(24)
        withDigits(value, places: places) { bytes.append(contentsOf: $0) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Powers of ten as integers, for splitting a scaled value into whole part and fraction.
    private static let powers: [Int64] = [1, 10, 100, 1_000, 10_000, 100_000, 1_000_000, 10_000_000, 100_000_000, 1_000_000_000]

    /// The largest scaled magnitude the fixed-point path takes: well inside Int64 and inside the
    /// range where a Double holds every integer exactly.
    private static let fixedPointLimit = 9e15

    /// Calls `body` with the UTF-8 digits of `value` rounded to `places` decimals (0 to 9),
    /// trailing zeros dropped. A value too large for the fixed-point path is written in its
    /// canonical form; a non-finite one as Swift's `nan`/`inf` (JSON writers check first).
    @inline(__always)
    public static func withDigits(_ value: Double, places: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
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
