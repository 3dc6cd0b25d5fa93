/// Escaping for text that goes into SVG (XML) content and attribute values.
enum XMLEscaping {
    /// `text` safe inside element content and inside double- or single-quoted attributes.
    ///
    /// Characters XML 1.0 forbids outright (most C0 controls, U+FFFE, U+FFFF) cannot be escaped
    /// at all — `&#1;` is still ill-formed — so they become U+FFFD rather than breaking the
    /// document.
    static func escape(_ text: String) -> String {
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            // Newlines and tabs are legal but would be normalised away in attributes; keep
            // them as character references so tooltips keep their line breaks.
            case "\n": result += "&#10;"
            case "\t": result += "&#9;"
            case "\r": result += "&#13;"
            default:
                if isAllowed(scalar) {
                    result.unicodeScalars.append(scalar)
                } else {
                    result.unicodeScalars.append("\u{FFFD}")
                }
            }
        }
        return result
    }

    private static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: return true
        default: return false
        }
    }
}
