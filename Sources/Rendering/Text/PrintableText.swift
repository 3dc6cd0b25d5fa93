/// Labels come from data sets and definitions the user wrote; printed raw, a title holding an
/// escape sequence or a newline could repaint the terminal or break a table row. Every string
/// that ends up in a grid or a table is flattened to one printable line first.
package enum PrintableText {
    /// `text` on one line: line breaks and tabs become spaces, other control characters
    /// (including ESC) are dropped.
    package static func singleLine(_ text: String) -> String {
        // Text without anything to replace (nearly all of it) is returned as it is. The bytes
        // looked for: C0 controls and DEL, and the UTF-8 lead bytes of the C1 controls (0xC2)
        // and of the line and paragraph separators (0xE2) — a superset, checked exactly below.
        var text = text
        let clean = text.withUTF8 { bytes in !bytes.contains { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 || $0 == 0xE2 } }
        if clean { return text }
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029:
                result.unicodeScalars.append(" ")
            case 0x00...0x1F, 0x7F...0x9F:
                continue
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
