/// The regular expressions the schema uses for the `name(argument)` string forms.
///
/// Written for both ECMAScript (editors) and ICU (`NSRegularExpression`): only groups,
/// alternation, classes and `\s`. The argument is a constant expression: digits, operators,
/// parentheses and the functions `min`, `max`, `floor`, `ceil`, with at least one digit.
public enum SchemaPatterns {
    /// The characters and words a constant expression may contain.
    static let expressionPart = #"(\s|[-+*/%(),.0-9eE]|min|max|floor|ceil)"#

    /// A constant expression such as `9/16 + 0.5`.
    public static let constantExpression = "^\(expressionPart)*[0-9]\(expressionPart)*$"

    /// `absolute(44)`, `fractionalWidth(1/3)`, …
    public static let dimension = call(Dimension.Kind.allCases.map(\.rawValue))

    /// `fixed(10)` or `flexible(10)`.
    public static let spacing = call(["fixed", "flexible"])

    /// A layout name: lowercase letters, digits, `-`, `_`, `.`; 1–64 characters, starting with
    /// a letter or a digit.
    public static let name = #"^[a-z0-9][a-z0-9._-]{0,63}$"#

    private static func call(_ names: [String]) -> String {
        #"^\s*("# + names.joined(separator: "|") + #")\s*\("# + "\(expressionPart)*[0-9]\(expressionPart)*" + #"\)\s*$"#
    }
}
