import LayoutModel

extension ByteStream {
    /// A JSON number by ``NumberText``'s rule (6 decimals); `null` when not finite, as JSON has
    /// no NaN or infinity.
    @inline(__always)
    public mutating func appendJSON(number value: Double) {
        guard value.isFinite else {
            append("null")
            return
        }
        // Most coordinates are whole points.
        if value == value.rounded(.towardZero), abs(value) < 1e15 {
            append(integer: Int(value))
            return
        }
        // The common case spelled out with constant divisors (which compile to multiplications):
        // the same digits DecimalText.withDigits writes for 6 places.
        let scaled = (value * 1_000_000).rounded()
        guard abs(scaled) < 9e15 else {
            append(number: value, places: NumberText.jsonPlaces)
            return
        }
        let micro = Int(scaled)
        if micro < 0 { append(UInt8(ascii: "-")) }
        let magnitude = micro.magnitude
        append(integer: Int(magnitude / 1_000_000))
        var fraction = magnitude % 1_000_000
        guard fraction != 0 else { return }
        var digits = 6
        while fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        appendFraction(fraction, digits: digits)
    }

    /// A JSON string: quotes, backslashes and control characters escaped (RFC 8259), everything
    /// else as UTF-8, unescaped. Runs without anything to escape are copied whole.
    public mutating func appendJSON(string value: String) {
        var value = value
        value.withUTF8 { appendJSON(utf8: $0) }
    }

    /// A JSON string from valid UTF-8, escaped as ``appendJSON(string:)`` escapes.
    public mutating func appendJSON(utf8 bytes: UnsafeBufferPointer<UInt8>) {
        append(UInt8(ascii: "\""))
        var start = 0
        for index in 0..<bytes.count {
            let byte = bytes[index]
            guard JSONEscape.isRequired(UInt32(byte)) else { continue }
            append(UnsafeBufferPointer(rebasing: bytes[start..<index]))
            write(JSONEscape.sequence(for: UInt32(byte)))
            start = index + 1
        }
        append(UnsafeBufferPointer(rebasing: bytes[start..<bytes.count]))
        append(UInt8(ascii: "\""))
    }
}
