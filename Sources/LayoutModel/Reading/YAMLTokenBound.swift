/// An upper bound on the values a YAML text can produce, from its bytes alone.
///
/// Every value the parser builds starts at a token: a flow or block indicator (`[ ] { } , ? `,
/// a `-` or `:` that YAML reads as one) or a word that begins a line or follows an indicator or
/// a quote. Words after a plain word and a space belong to the same scalar (or comment): a
/// value never starts there, so a summary's prose counts once. A token starts at most two values — a block
/// collection and its first entry, or a key and the null value it implies — so values ≤
/// 2 × tokens + 1, wherever the bytes sit (inside quotes and comments they only make the bound
/// looser). Aliases are not counted here: their expansion is measured on the parsed tree, where
/// it is shared.
enum YAMLTokenBound {
    /// How much looser than `DocumentLimits.maximumValues` the bound may be before the text is
    /// refused unparsed: the bound counts two values per token, and a key's `:` or a flow `,`
    /// is a token that starts none. The YAML export of a document at the limit takes about 1.9
    /// tokens per value, so anything under 4 would refuse exports of documents the catalog
    /// accepted. It is also how many values, at worst, are built before the exact count
    /// refuses a document (within `maximumBytes`), so it stays small.
    static let slack = 4

    /// The number of tokens (values ≤ 2 × tokens + 1).
    static func tokens(in text: String) -> Int {
        var tokens = 0
        var afterSeparator = true
        var previous: UInt8 = 0x0A
        var bytes = text.utf8.makeIterator()
        var current = bytes.next()
        while let byte = current {
            let next = bytes.next()
            let nextIsBlank = next.map { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D } ?? true
            let indicator: Bool
            switch byte {
            case UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: ","), UInt8(ascii: "?"):
                indicator = true
            case UInt8(ascii: "-"):
                // A block entry is "- " (or "-" at the end of a line); "-1" or "---x" is text.
                indicator = nextIsBlank
            case UInt8(ascii: ":"):
                // A value indicator is followed by a blank or a flow indicator, or follows a
                // quoted key or a flow collection (`"a":1`); `12:30` and `a:b` are text.
                let flowNext = next.map { "[]{},".utf8.contains($0) } ?? false
                indicator = nextIsBlank || flowNext || "\"']}".utf8.contains(previous)
            default:
                indicator = false
            }
            if indicator {
                tokens += 1
                afterSeparator = true
            } else {
                switch byte {
                case UInt8(ascii: " "), UInt8(ascii: "\t"):
                    // A space inside a plain scalar or a comment starts no value: words of one
                    // title are one token (after an indicator the flag is already set).
                    break
                case UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\""), UInt8(ascii: "'"):
                    afterSeparator = true
                default:
                    if afterSeparator { tokens += 1 }
                    afterSeparator = false
                }
            }
            previous = byte
            current = next
        }
        return tokens
    }
}
