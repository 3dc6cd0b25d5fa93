/// Number and value wording for lint messages: short, like a person would write them.
enum LintFormat {
    /// Points and fractions rounded to two decimals: `187.5`, `33.33`, `44`.
    static func number(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        return CanonicalNumber.format(rounded)
    }

    /// `fractionalWidth(0.2)`, as written in documents.
    static func dimension(_ dimension: Dimension) -> String {
        "\(dimension.kind.rawValue)(\(CanonicalNumber.format(dimension.value)))"
    }

    /// `fixed(10)` or `flexible(8)`.
    static func spacing(_ spacing: Spacing) -> String {
        switch spacing {
        case .fixed(let v): "fixed(\(CanonicalNumber.format(v)))"
        case .flexible(let v): "flexible(\(CanonicalNumber.format(v)))"
        }
    }

    /// "width" or "height" for an axis.
    static func length(_ axis: Axis) -> String { axis == .horizontal ? "width" : "height" }

    /// A length as `points + fraction × the group's width`, e.g. `0.5 × width + 10 pt`.
    static func linear(_ value: Linear, _ axis: Axis) -> String {
        var parts: [String] = []
        if value.fraction != 0 { parts.append("\(number(value.fraction)) × \(length(axis))") }
        if value.points != 0 || parts.isEmpty { parts.append("\(number(value.points)) pt") }
        return parts.joined(separator: " + ")
    }

    /// "1 item" / "3 items".
    static func count(_ n: Int, _ noun: String, plural: String? = nil) -> String {
        n == 1 ? "1 \(noun)" : "\(n) \(plural ?? noun + "s")"
    }
}
