/// Labels come from data sets and definitions the user wrote; printed raw, a title holding an
/// escape sequence or a newline could repaint the terminal or break a table row. Every string
/// that ends up in a grid or a table is flattened to one printable line first.
enum PrintableText {
    /// `text` on one line: line breaks and tabs become spaces, other control characters
    /// (including ESC) are dropped.
    static func singleLine(_ text: String) -> String {
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
