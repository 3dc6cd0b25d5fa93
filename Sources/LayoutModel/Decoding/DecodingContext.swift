import Yams

/// Collects every problem found while decoding one document, with paths and locations, so
/// all errors are reported at once rather than the first.
final class DecodingContext {
    private(set) var diagnostics: [Diagnostic] = []
    private(set) var sourceMap = SourceMap()
    /// How many groups enclose the value being decoded (see `DefinitionLimits.maximumGroupNesting`).
    var groupNesting = 0

    func record(_ path: DocumentPath, _ node: Node) {
        sourceMap.record(path, node.location)
    }

    func error(_ path: DocumentPath, _ node: Node?, _ message: String) {
        diagnostics.append(Diagnostic(.error, at: path, location: node?.location, message))
    }

    func error(_ path: DocumentPath, location: SourceLocation?, _ message: String) {
        diagnostics.append(Diagnostic(.error, at: path, location: location, message))
    }

    // MARK: Node shapes

    /// Reads a mapping, reporting a type error when the node is something else.
    func mapping(_ node: Node, at path: DocumentPath) -> MappingReader? {
        record(path, node)
        guard case .mapping(let mapping) = node else {
            error(path, node, "expected a mapping, got \(node.kindDescription)")
            return nil
        }
        return MappingReader(mapping, node: node, path: path, context: self)
    }

    /// Reads a sequence, reporting a type error when the node is something else.
    func sequence(_ node: Node, at path: DocumentPath) -> [Node]? {
        record(path, node)
        guard case .sequence(let sequence) = node else {
            error(path, node, "expected a list, got \(node.kindDescription)")
            return nil
        }
        return Array(sequence)
    }

    /// Reads each element of a sequence with `read`, keeping the ones that decoded.
    func list<T>(_ node: Node, at path: DocumentPath, _ read: (Node, DocumentPath) -> T?) -> [T]? {
        guard let nodes = sequence(node, at: path) else { return nil }
        var values: [T] = []
        for (index, element) in nodes.enumerated() {
            let elementPath = path / index
            record(elementPath, element)
            // Elements that fail are dropped; their errors are recorded and reject the document.
            if let value = read(element, elementPath) { values.append(value) }
        }
        return values
    }

    // MARK: Scalars

    func scalarText(_ node: Node, at path: DocumentPath, expected: String) -> (text: String, scalar: Node.Scalar)? {
        record(path, node)
        guard case .scalar(let scalar) = node else {
            error(path, node, "expected \(expected), got \(node.kindDescription)")
            return nil
        }
        return (scalar.string, scalar)
    }

    func string(_ node: Node, at path: DocumentPath) -> String? {
        guard let (text, scalar) = scalarText(node, at: path, expected: "a string") else { return nil }
        if Node.scalar(scalar).isNull {
            error(path, node, "expected a string, got null")
            return nil
        }
        return text
    }

    func number(_ node: Node, at path: DocumentPath) -> Double? {
        guard let (text, scalar) = scalarText(node, at: path, expected: "a number") else { return nil }
        guard scalar.style == .plain || scalar.style == .any, let value = Self.parseNumber(text) else {
            error(path, node, "expected a number, got \(node.kindDescription)")
            return nil
        }
        return value
    }

    func integer(_ node: Node, at path: DocumentPath) -> Int? {
        guard let value = number(node, at: path) else { return nil }
        guard value == value.rounded(), abs(value) < 1e15 else {
            error(path, node, "expected a whole number, got \(CanonicalNumber.format(value))")
            return nil
        }
        return Int(value)
    }

    func bool(_ node: Node, at path: DocumentPath) -> Bool? {
        guard let (text, scalar) = scalarText(node, at: path, expected: "true or false") else { return nil }
        if scalar.style == .plain || scalar.style == .any {
            switch text {
            case "true", "True", "TRUE": return true
            case "false", "False", "FALSE": return false
            default: break
            }
        }
        error(path, node, "expected true or false, got \(node.kindDescription)")
        return nil
    }

    func enumValue<E: RawRepresentable & CaseIterable>(_ type: E.Type, _ node: Node, at path: DocumentPath) -> E?
    where E.RawValue == String {
        guard let text = string(node, at: path) else { return nil }
        if let value = E(rawValue: text) { return value }
        let allowed = E.allCases.map(\.rawValue)
        var message = "unknown value '\(DiagnosticText.excerpt(text))'; allowed: \(allowed.joined(separator: ", "))"
        if let suggestion = Suggestion.closest(to: text, among: allowed) {
            message += " (did you mean '\(suggestion)'?)"
        }
        error(path, node, message)
        return nil
    }

    /// YAML and JSON numbers: decimal with optional sign, fraction and exponent, plus `.inf`
    /// and `.nan` (accepted so validation can report them as not finite).
    static func parseNumber(_ text: String) -> Double? {
        switch text {
        case ".inf", ".Inf", ".INF", "+.inf": return .infinity
        case "-.inf", "-.Inf", "-.INF": return -.infinity
        case ".nan", ".NaN", ".NAN": return .nan
        default: break
        }
        guard let first = text.unicodeScalars.first,
              first == "-" || first == "+" || first == "." || ("0"..."9").contains(first),
              !text.lowercased().hasPrefix("0x")
        else { return nil }
        return Double(text)
    }
}

extension Node {
    /// The node's position as a 1-based line and column.
    package var location: SourceLocation? {
        mark.map { SourceLocation(line: $0.line, column: $0.column) }
    }

    /// The text of a scalar as written (whatever type YAML would resolve it to), else nil.
    package var scalarText: String? {
        if case .scalar(let scalar) = self { return scalar.string }
        return nil
    }

    /// The value under a key of a mapping, keys compared as written.
    package func value(forKey key: String) -> Node? {
        guard case .mapping(let mapping) = self else { return nil }
        return mapping.first { $0.key.scalarText == key }?.value
    }

    /// What kind of value this is, for error messages.
    package var kindDescription: String {
        switch self {
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        case .alias: return "an alias"
        case .scalar(let scalar):
            if scalar.style == .plain || scalar.style == .any {
                if self.isNull { return "null" }
                if DecodingContext.parseNumber(scalar.string) != nil { return "the number \(DiagnosticText.excerpt(scalar.string, limit: 40))" }
            }
            return "the string \"\(DiagnosticText.excerpt(scalar.string, limit: 40))\""
        }
    }

    /// True for an explicit YAML/JSON null (`~`, `null`, or an empty value).
    package var isNull: Bool {
        guard case .scalar(let scalar) = self, scalar.style == .plain || scalar.style == .any else { return false }
        return ["", "~", "null", "Null", "NULL"].contains(scalar.string)
    }
}
