/// Collects every problem found while decoding one document, with paths and locations, so
/// all errors are reported at once rather than the first.
package final class DecodingContext {
    package private(set) var diagnostics: [Diagnostic] = []
    package private(set) var sourceMap = SourceMap()
    /// How many groups enclose the value being decoded (see `DefinitionLimits.maximumGroupNesting`).
    var groupNesting = 0

    package init() {}

    package func record(_ path: DocumentPath, _ node: DocumentNode) {
        sourceMap.record(path, node.location)
    }

    package func error(_ path: DocumentPath, _ node: DocumentNode?, _ message: String) {
        diagnostics.append(Diagnostic(.error, at: path, location: node?.location, message))
    }

    package func error(_ path: DocumentPath, location: SourceLocation?, _ message: String) {
        diagnostics.append(Diagnostic(.error, at: path, location: location, message))
    }

    // MARK: DocumentNode shapes

    /// Reads a mapping, reporting a type error when the node is something else.
    package func mapping(_ node: DocumentNode, at path: DocumentPath) -> MappingReader? {
        record(path, node)
        guard case .mapping(let mapping) = node else {
            error(path, node, "expected a mapping, got \(node.kindDescription)")
            return nil
        }
        return MappingReader(mapping, node: node, path: path, context: self)
    }

    /// Reads a sequence, reporting a type error when the node is something else.
    package func sequence(_ node: DocumentNode, at path: DocumentPath) -> [DocumentNode]? {
        record(path, node)
        guard case .sequence(let sequence) = node else {
            error(path, node, "expected a list, got \(node.kindDescription)")
            return nil
        }
        return Array(sequence)
    }

    /// Reads each element of a sequence with `read`, keeping the ones that decoded.
    package func list<T>(_ node: DocumentNode, at path: DocumentPath, _ read: (DocumentNode, DocumentPath) -> T?) -> [T]? {
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

    package func scalarText(_ node: DocumentNode, at path: DocumentPath, expected: String) -> (text: String, scalar: DocumentNode.Scalar)? {
        record(path, node)
        guard case .scalar(let scalar) = node else {
            error(path, node, "expected \(expected), got \(node.kindDescription)")
            return nil
        }
        return (scalar.string, scalar)
    }

    package func string(_ node: DocumentNode, at path: DocumentPath) -> String? {
        guard let (text, scalar) = scalarText(node, at: path, expected: "a string") else { return nil }
        if DocumentNode.scalar(scalar).isNull {
            error(path, node, "expected a string, got null")
            return nil
        }
        return text
    }

    package func number(_ node: DocumentNode, at path: DocumentPath) -> Double? {
        guard let (text, scalar) = scalarText(node, at: path, expected: "a number") else { return nil }
        guard scalar.isPlain, let value = Self.parseNumber(text) else {
            error(path, node, "expected a number, got \(node.kindDescription)")
            return nil
        }
        return value
    }

    package func integer(_ node: DocumentNode, at path: DocumentPath) -> Int? {
        guard let value = number(node, at: path) else { return nil }
        guard value == value.rounded(), abs(value) < 1e15 else {
            error(path, node, "expected a whole number, got \(CanonicalNumber.format(value))")
            return nil
        }
        return Int(value)
    }

    package func bool(_ node: DocumentNode, at path: DocumentPath) -> Bool? {
        guard let (text, scalar) = scalarText(node, at: path, expected: "true or false") else { return nil }
        if scalar.isPlain {
            switch text {
            case "true", "True", "TRUE": return true
            case "false", "False", "FALSE": return false
            default: break
            }
        }
        error(path, node, "expected true or false, got \(node.kindDescription)")
        return nil
    }

    package func enumValue<E: RawRepresentable & CaseIterable>(_ type: E.Type, _ node: DocumentNode, at path: DocumentPath) -> E?
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
    package static func parseNumber(_ text: String) -> Double? {
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
