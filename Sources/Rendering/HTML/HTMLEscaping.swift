/// Escaping for text that goes into the gallery's HTML pages.
///
/// The pages are written so they also parse as XML (XHTML-compatible), so the rules are XML's:
/// the five special characters always become entity references — in text as well as in
/// attributes, so a title like `<script>` can never open an element or close an attribute — and
/// characters XML forbids outright become U+FFFD instead of breaking the document.
enum HTMLEscaping {
    /// `text` safe as element content. Line breaks and tabs stay literal so `<pre>` blocks keep
    /// their shape and stay readable in the file.
    static func text(_ text: String) -> String {
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n", "\t": result.unicodeScalars.append(scalar)
            // A lone carriage return would be normalised to a newline by parsers; a CRLF pair
            // would show as a double break in some viewers. Keep only the newline.
            case "\r": continue
            default: result += escapedScalar(scalar)
            }
        }
        return result
    }

    /// `text` safe inside a double- or single-quoted attribute value. Line breaks become
    /// character references, which attribute-value normalisation would otherwise turn into
    /// spaces.
    static func attribute(_ text: String) -> String {
        XMLEscaping.escape(text)
    }

    private static func escapedScalar(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "&": return "&amp;"
        case "<": return "&lt;"
        case ">": return "&gt;"
        case "\"": return "&quot;"
        case "'": return "&apos;"
        default:
            switch scalar.value {
            case 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: return String(scalar)
            default: return "\u{FFFD}"
            }
        }
    }
}
