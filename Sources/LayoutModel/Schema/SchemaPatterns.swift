/// The regular expressions the schema uses for the `name(argument)` string forms.
///
/// Written for both ECMAScript (editors) and ICU (`NSRegularExpression`): only groups,
/// alternation, classes and `\s`. The argument is a constant expression: digits, operators,
/// parentheses and the functions `min`, `max`, `floor`, `ceil`, `round`, with at least one digit.
public enum SchemaPatterns {
    /// The characters and words a constant expression may contain.
    static let expressionPart = #"(\s|[-+*/%(),.0-9eE]|min|max|floor|ceil|round)"#

    /// A constant expression such as `9/16 + 0.5`.
    public static let constantExpression = "^\(expressionPart)*[0-9]\(expressionPart)*$"

    /// `absolute(44)`, `fractionalWidth(1/3)`, …
    public static let dimension = call(Dimension.Kind.allCases.map(\.rawValue))

    /// `fixed(10)` or `flexible(10)`.
    public static let spacing = call(["fixed", "flexible"])

    /// The layout container's variables.
    static let containerVariable = #"(container\.(width|height|contentSize\.width|contentSize\.height)|traitCollection\.displayScale)"#

    /// An expression over the layout container such as `container.width * 0.56`: at least one
    /// of `container.width` and `container.height`.
    public static let containerExpression = "^(\(expressionPart)|\(containerVariable))*\(containerVariable)(\(expressionPart)|\(containerVariable))*$"

    /// `absolute(container.width * 0.56)`, `estimated(…)`, `fractionalWidth(…)` or
    /// `fractionalHeight(…)`, the argument optionally quoted.
    public static let dimensionOverContainer = containerCall(["absolute", "estimated", "fractionalWidth", "fractionalHeight"])

    /// `fixed(container.width / 100)` or `flexible(…)`.
    public static let spacingOverContainer = containerCall(["fixed", "flexible"])

    private static func containerCall(_ names: [String]) -> String {
        let argument = "(\(expressionPart)|\(containerVariable))*\(containerVariable)(\(expressionPart)|\(containerVariable))*"
        return #"^\s*("# + names.joined(separator: "|") + #")\s*\(\s*["']?"# + argument + #"["']?\s*\)\s*$"#
    }

    /// A layout name: lowercase letters, digits, `-`, `_`, `.`; 1–64 characters, starting with
    /// a letter or a digit.
    public static let name = #"^[a-z0-9][a-z0-9._-]{0,63}$"#

    private static func call(_ names: [String]) -> String {
        #"^\s*("# + names.joined(separator: "|") + #")\s*\("# + "\(expressionPart)*[0-9]\(expressionPart)*" + #"\)\s*$"#
    }
}
