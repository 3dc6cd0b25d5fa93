/// Makes text from a document, a file name or an argument safe to print: the one escaping path
/// of every output for people — messages, tables, pictures, Markdown.
///
/// A message is one line on a terminal or in a log. Text a user or a file provides may hold a
/// newline, a NUL, an escape sequence or a bidirectional override; printed raw, it could end the
/// line and forge another diagnostic, recolour the terminal, or reorder what the reader sees.
/// Every layer that puts such text into output passes it through here first: `escaped` for
/// text that must stay whole, `excerpt` inside a message, `shown` for a value printed on its
/// own (a name, a kind, a title, a file or device name).
public enum DiagnosticText {
    /// The most characters of one user value a message shows (see `excerpt`).
    public static let excerptLength = 60

    /// The most characters of one value output shows (see `shown`): every name, element kind
    /// and title a definition may hold is shown whole.
    public static let shownLength = 200

    /// A value from input as output shows it: escaped, and cut with "…" and its length past
    /// `shownLength` characters.
    public static func shown(_ text: String) -> String {
        excerpt(text, limit: shownLength)
    }

    /// The text with every control character written as an escape: `\n`, `\r`, `\t`, `\0`, and
    /// `\u{1B}` for the rest (C0 and C1 controls, DEL, the Unicode line and paragraph
    /// separators, and the bidirectional formatting characters).
    public static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count + 8)
        for scalar in text.unicodeScalars {
            guard needsEscape(scalar) else {
                out.unicodeScalars.append(scalar)
                continue
            }
            switch scalar {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\0": out += "\\0"
            default: out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            }
        }
        return out
    }

    /// The text escaped and, when longer than `limit` characters, cut with "…" and its length:
    /// the form for echoing a value (a key, a name, an identifier) inside a message.
    public static func excerpt(_ text: String, limit: Int = excerptLength) -> String {
        var count = 0
        var end = text.startIndex
        while end < text.endIndex, count < limit {
            end = text.index(after: end)
            count += 1
        }
        guard end < text.endIndex else { return escaped(text) }
        return escaped(String(text[..<end])) + "… (\(text.count) characters)"
    }

    /// Whether a scalar must not reach a terminal raw.
    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: true  // C0, DEL, C1
        case 0x2028, 0x2029: true  // line and paragraph separators
        case 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0x061C: true  // bidirectional controls
        default: false
        }
    }
}
