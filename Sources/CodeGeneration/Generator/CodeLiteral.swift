import LayoutModel

/// Numbers and strings written as source literals.
///
/// Numbers use the catalog's canonical form (`44`, `0.85`, `1e-07`), so generated code shows the
/// stored value exactly; strings are escaped so any user text compiles to the same characters.
enum CodeLiteral {
    // MARK: Numbers

    /// A `CGFloat` argument in Swift: `44`, `0.85`, `-3`, `CGFloat.infinity`.
    static func swiftNumber(_ value: Double) -> String {
        if value.isNaN { return "CGFloat.nan" }
        if value.isInfinite { return value < 0 ? "-CGFloat.infinity" : "CGFloat.infinity" }
        return CanonicalNumber.format(value)
    }

    /// A `CGFloat` argument in Objective-C: `44`, `0.85`, `INFINITY`. Integer literals are fine
    /// where the parameter type converts them.
    static func objcNumber(_ value: Double) -> String {
        if value.isNaN { return "NAN" }
        if value.isInfinite { return value < 0 ? "-INFINITY" : "INFINITY" }
        return CanonicalNumber.format(value)
    }

    /// A floating-point literal for Objective-C arithmetic: `50.0`, `0.5`. An integer literal
    /// there would make `7 / 2` integer division.
    static func objcDouble(_ value: Double) -> String {
        let text = objcNumber(value)
        guard value.isFinite else { return text }
        return text.contains(where: { $0 == "." || $0 == "e" || $0 == "E" }) ? text : text + ".0"
    }

    /// An `Int`/`NSInteger` literal.
    static func swiftInteger(_ value: Int) -> String { String(value) }

    /// An `NSInteger` literal; the smallest value has no literal of its own in C.
    static func objcInteger(_ value: Int) -> String {
        value == Int.min ? "(-\(Int.max) - 1)" : String(value)
    }

    // MARK: Strings

    /// A Swift string literal: `"a\"b"`. Control, format and separator characters are written
    /// as `\u{…}` so nothing invisible (or that reorders text) reaches the source.
    static func swiftString(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\0": out += "\\0"
            default:
                if needsEscape(scalar) {
                    out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// An Objective-C string literal: `@"a\"b"`. Escaped characters are written as octal UTF-8
    /// bytes (`\342\200\256`), which — unlike `\x` escapes — never swallow a following digit
    /// and, unlike universal character names, are allowed for every code point.
    static func objcString(_ text: String) -> String {
        var out = "@\""
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            // `??/` and friends are trigraphs when a compiler enables them.
            case "?" where previous == "?": out += "\\?"
            default:
                if needsEscape(scalar) {
                    for byte in String(scalar).utf8 { out += "\\" + octal(byte) }
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
            previous = scalar
        }
        return out + "\""
    }

    /// Control characters, format characters (bidirectional overrides, zero-width joiners, the
    /// byte-order mark), line and paragraph separators, and code points that are not
    /// characters.
    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .privateUse, .unassigned:
            return true
        default:
            return false
        }
    }

    private static func octal(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 8)
        return String(repeating: "0", count: 3 - digits.count) + digits
    }
}
