import Yams

/// The YAML parser's tree as `DocumentNode`s: aliases expanded (the parser already shares the
/// anchored value; `NodeMeasure` has bounded the expansion), plain scalars marked plain, every
/// node with its line and column.
enum YAMLConversion {
    /// Recurses once per nesting level: the caller has measured the depth within the limits.
    static func documentNode(_ node: Node) throws(DocumentReadError) -> DocumentNode {
        switch node {
        case .scalar(let scalar):
            return .scalar(DocumentNode.Scalar(scalar.string, isPlain: scalar.style == .plain || scalar.style == .any, location: node.location))
        case .mapping(let mapping):
            var pairs: [(key: DocumentNode, value: DocumentNode)] = []
            pairs.reserveCapacity(mapping.count)
            for (key, value) in mapping {
                pairs.append((key: try documentNode(key), value: try documentNode(value)))
            }
            return .mapping(DocumentNode.Mapping(pairs, location: node.location))
        case .sequence(let sequence):
            var elements: [DocumentNode] = []
            elements.reserveCapacity(sequence.count)
            for element in sequence { elements.append(try documentNode(element)) }
            return .sequence(DocumentNode.List(elements, location: node.location))
        case .alias:
            // The composer resolves every alias to its anchor's value; this is never reached.
            throw DocumentReadError(at: node.location, "an unresolved alias")
        }
    }
}

extension Node {
    /// The node's position as a 1-based line and column.
    var location: SourceLocation? {
        mark.map { SourceLocation(line: $0.line, column: $0.column) }
    }
}
