/// Strings that look like values: a text field that holds one must come back as the same
/// characters from every export, whatever a reader or a writer could take it for. The
/// property tests and the fuzz harness draw from here, so both aim at the strings a writer
/// is tempted to rewrite (a dimension, a number, a YAML keyword) rather than at random bytes.
public enum LookalikeString {
    /// A string for a free-text field (titles, summaries, tags, element kinds, identifiers):
    /// at most 60 characters, so it fits every such field's limit.
    public static func text(_ random: inout SplitMix64) -> String {
        let base: String
        switch random.int(0...8) {
        case 0, 1: base = dimension(&random)
        case 2: base = random.pick(expressions)
        case 3: base = random.pick(numbers)
        case 4: base = random.pick(yamlSpecials)
        case 5: base = random.pick(jsonSpecials)
        case 6: base = random.pick(swiftWords)
        case 7: base = random.pick(controlsAndBidi)
        default: base = random.pick(numbers) + random.pick([" ", ": ", ", ", "#", "-", ""]) + dimension(&random)
        }
        return String(base.prefix(60))
    }

    /// Whether `text` holds a character some field may refuse or a reader may fold (controls,
    /// line and paragraph separators): the property tests require the rest to be accepted.
    public static func hasControl(_ text: String) -> Bool {
        text.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || $0.value == 0x2028 || $0.value == 0x2029 }
    }

    /// A catalog name (lowercase letters, digits, `-`, `_`, `.`, starting with a letter or a
    /// digit) that a YAML or JSON reader could take for a number, a boolean or null.
    public static func name(_ random: inout SplitMix64) -> String {
        random.pick(names)
    }

    /// Every name `name(_:)` draws from, for tests that need them all.
    public static let names: [String] = [
        "yes", "no", "on", "off", "y", "n", "null", "true", "false", "1e3", "0x10", "0o17", "0b101", "1_000", "007",
        "1.0", "1e-3", "inf", "nan", "0", "1.5e3", "12.30", "1.", "0.0.1", "1-2", "2026-12-01", "e", "x1e2",
    ]

    /// `fractionalWidth(0.3333333333333333)` and its cousins: the strings a writer that
    /// shortens fractions by their look would rewrite.
    public static func dimension(_ random: inout SplitMix64) -> String {
        let kind = random.pick(["fractionalWidth", "fractionalHeight", "absolute", "estimated", "fixed", "flexible", "uniformAcrossSiblings"])
        let numerator = random.int(1...11)
        let denominator = random.int(1...12)
        let argument = random.pick([
            "\(Double(numerator) / Double(denominator))", "\(numerator)/\(denominator)", "\(numerator)", "1e3", "-1", " 0.5 ", "",
            "\(Double(numerator) / Double(denominator) * 100)",
        ])
        return "\(kind)(\(argument))"
    }

    static let expressions = [
        "container.width * 0.56", "(container.width - 3 * 8) / 4", "floor(container.width / 80)", "1/3", "9/16 + 0.5",
        "x * 2", "width", "-(1)", "2 ** 3",
    ]

    static let numbers = [
        "1e3", "0x10", "0o17", "0b101", ".5", "-0", "+1", "1_000", "12:30", "12:30:45", "inf", ".inf", "-.Inf", ".NaN", "NaN",
        "1.0", "007", "1e-3", "0.1e+2", "1,000", "\u{0663}", "0.3333333333333333", "1e999", "-1", "2026-12-01",
    ]

    static let yamlSpecials = [
        "yes", "No", "ON", "off", "y", "N", "null", "Null", "NULL", "~", "true", "False", "a: b", "- a", "#x", "? x", "&a",
        "*a", "!tag", "!!str x", "|", "> x", "%YAML 1.2", "@x", "`x`", "'q'", "\"q\"", "[a]", "{a: 1}", "a #b", "---", "...",
        "<<", "=", "a:", "x: ", "-", " leading", "trailing ", "a, b", "key: [1, 2]", "!!binary aGk=", "D05:?x", "a:b", "http://x", "12:30:00",
    ]

    static let jsonSpecials = [#"back\slash"#, #"quote"d"#, #"\u0041"#, "/slash", "{}", "[]", #""""#, #"{"a":1}"#]

    static let swiftWords = ["class", "self", "Self", "Type", "init", "default", "_", "protocol", "in", "`var`", "nil", "#if", "$0"]

    static let controlsAndBidi = [
        "tab\there", "del\u{7F}", "nel\u{85}x", "ls\u{2028}x", "ps\u{2029}x", "\u{200E}lrm", "\u{202E}rlo", "\u{2066}iso\u{2069}",
        "bom\u{FEFF}x", "c1\u{80}", "zw\u{200B}j", "nbsp\u{A0}x", "e\u{301}", "\u{E9}", "line\nbreak", "cr\rx", "🙂 emoji",
    ]
}
