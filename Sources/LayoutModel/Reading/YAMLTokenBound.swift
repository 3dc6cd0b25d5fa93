/// An upper bound on the values a YAML text can produce, from its bytes alone.
///
/// Every value the parser builds starts at a token: a flow or block indicator (`[ ] { } , : ? -`)
/// or a word (a run of other non-space bytes after a space, a line break, an indicator or a
/// quote). A token starts at most two values — a block collection and its first entry, or a key
/// and the null value it implies — so values ≤ 2 × tokens + 1, wherever the bytes sit (inside
/// quotes and comments they only make the bound looser). Aliases are not counted here: their
/// expansion is measured on the parsed tree, where it is shared.
enum YAMLTokenBound {
    /// How much looser than `DocumentLimits.maximumValues` the bound may be before the text is
    /// refused unparsed: the bound counts two values per token, and prose in titles and comments
    /// words that are not values. It is also how many values, at worst, are built before the
    /// exact count refuses a document, so it stays small.
    static let slack = 2

    static func values(in text: String) -> Int {
        var tokens = 0
        var afterSeparator = true
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"),
                 UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: "?"), UInt8(ascii: "-"):
                tokens += 1
                afterSeparator = true
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"),
                 UInt8(ascii: "\""), UInt8(ascii: "'"):
                afterSeparator = true
            default:
                if afterSeparator { tokens += 1 }
                afterSeparator = false
            }
        }
        return 2 * tokens + 1
    }
}
