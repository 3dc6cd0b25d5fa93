/// Turns user strings (layout names, element kinds) into identifiers valid in both Swift and
/// Objective-C.
///
/// Only ASCII letters and digits survive; everything else separates words. Both languages
/// accept some non-ASCII identifiers, but not the same ones, and generated names must be
/// identical in the two outputs.
enum CodeIdentifier {
    /// The ASCII letter-and-digit runs of `text`, in order.
    static func words(_ text: String) -> [String] {
        var words: [String] = []
        var current = ""
        for scalar in text.unicodeScalars {
            if isASCIILetter(scalar) || isASCIIDigit(scalar) {
                current.unicodeScalars.append(scalar)
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// `nested-groups` → `NestedGroups`, `9-grid` → `9Grid`. Empty when `text` has no ASCII
    /// letters or digits. May start with a digit: callers prefix it.
    static func upperCamel(_ text: String) -> String {
        words(text).map(uppercasingFirst).joined()
    }

    /// `badge-element-kind` → `badgeElementKind`, `UICollectionElementKindSectionHeader` →
    /// `uiCollectionElementKindSectionHeader`. May start with a digit or be empty.
    static func lowerCamel(_ text: String) -> String {
        lowercasingLeadingCapitals(upperCamel(text))
    }

    /// `Badge` → `badge`, `URLItem` → `urlItem`: the leading capitals become lowercase, except
    /// the last of several when a lowercase letter follows (it starts the next word).
    static func lowercasingLeadingCapitals(_ word: String) -> String {
        let scalars = Array(word.unicodeScalars)
        var capitals = 0
        while capitals < scalars.count, isASCIIUppercase(scalars[capitals]) { capitals += 1 }
        guard capitals > 0 else { return word }
        var lowered = capitals
        if capitals > 1, capitals < scalars.count, isASCIILowercase(scalars[capitals]) { lowered -= 1 }
        var result = ""
        for (index, scalar) in scalars.enumerated() {
            if index < lowered, let lower = Unicode.Scalar(scalar.value + 32) {
                result.unicodeScalars.append(lower)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// `badge` → `Badge`.
    static func uppercasingFirst(_ word: String) -> String {
        guard let first = word.unicodeScalars.first, isASCIILowercase(first),
            let upper = Unicode.Scalar(first.value - 32)
        else { return word }
        return String(upper) + String(word.unicodeScalars.dropFirst())
    }

    /// True for a non-empty run of ASCII letters, digits and `_` not starting with a digit.
    static func isValid(_ identifier: String) -> Bool {
        guard let first = identifier.unicodeScalars.first, !isASCIIDigit(first) else { return false }
        return identifier.unicodeScalars.allSatisfy { isASCIILetter($0) || isASCIIDigit($0) || $0 == "_" }
    }

    /// Words that must not be used as generated local names: keywords of Swift, C and
    /// Objective-C, macros and functions the generated code calls, and the fixed names it uses.
    static let reserved: Set<String> = [
        // Swift keywords and contextual keywords that can confuse a reader.
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue",
        "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return",
        "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self",
        "super", "throws", "true", "try", "async", "any", "some", "get", "set", "willSet", "didSet",
        "consume", "borrowing", "consuming", "copy", "discard", "each", "macro", "package", "Type", "Protocol",
        // C and Objective-C.
        "auto", "char", "const", "double", "extern", "float", "goto", "inline", "int", "long", "register",
        "restrict", "short", "signed", "sizeof", "typedef", "union", "unsigned", "void", "volatile",
        "bool", "alignas", "alignof", "constexpr", "nullptr", "static_assert", "thread_local", "typeof",
        "id", "Class", "SEL", "IMP", "BOOL", "YES", "NO", "Nil", "NULL", "TRUE", "FALSE", "out", "bycopy",
        "byref", "oneway", "instancetype", "nonnull", "nullable", "asm",
        // What the generated code calls or declares itself.
        "min", "max", "floor", "ceil", "fmod", "MIN", "MAX", "NAN", "INFINITY", "CGRectMake", "CGPointMake",
        "NSDirectionalEdgeInsetsMake", "width", "height", "i", "index", "items", "environment",
        "layoutEnvironment", "sectionIndex", "layout", "main",
    ]

    static func isASCIIAlphanumeric(_ s: Unicode.Scalar) -> Bool { isASCIILetter(s) || isASCIIDigit(s) }
    private static func isASCIILetter(_ s: Unicode.Scalar) -> Bool { isASCIIUppercase(s) || isASCIILowercase(s) }
    private static func isASCIIUppercase(_ s: Unicode.Scalar) -> Bool { ("A"..."Z").contains(s) }
    private static func isASCIILowercase(_ s: Unicode.Scalar) -> Bool { ("a"..."z").contains(s) }
    static func isASCIIDigit(_ s: Unicode.Scalar) -> Bool { ("0"..."9").contains(s) }
}
