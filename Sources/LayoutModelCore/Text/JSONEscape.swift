/// How a character is written inside a JSON string (RFC 8259): the one table behind the
/// canonical documents the model writes and the streamed output of commands.
public enum JSONEscape {
    /// True for what a JSON string cannot hold raw: the quote, the backslash and the controls
    /// below U+0020.
    @inlinable
    public static func isRequired(_ value: UInt32) -> Bool {
        value < 0x20 || value == 0x22 || value == 0x5C
    }

    /// The escape of a character up to U+FFFF: the two-character forms JSON names (`\"`, `\\`,
    /// `\n`, `\r`, `\t`, `\b`, `\f`), else `\u` and four lowercase hexadecimal digits.
    public static func sequence(for value: UInt32) -> String {
        switch value {
        case 0x22: return "\\\""
        case 0x5C: return "\\\\"
        case 0x0A: return "\\n"
        case 0x0D: return "\\r"
        case 0x09: return "\\t"
        case 0x08: return "\\b"
        case 0x0C: return "\\f"
        default:
            let hex = String(value & 0xFFFF, radix: 16)
            return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        }
    }
}
