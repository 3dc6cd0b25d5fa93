import Yams

/// Counts a parsed document's values and nesting with aliases expanded, stopping at the limits.
///
/// The parser shares an aliased value instead of copying it, so a "billion laughs" tree is small
/// in memory but astronomically large to any walk over it. This walk visits values as a decoder
/// would, alias targets again at every use, and throws as soon as either limit is passed, so it
/// costs at most `maximumValues` steps.
enum NodeMeasure {
    static func check(_ root: Node, limits: DocumentLimits) throws(DocumentReadError) {
        var values = 0
        // (node, depth): depth counts the mappings and lists around the node.
        var pending: [(Node, Int)] = [(root, 0)]
        while let (node, depth) = pending.popLast() {
            values += 1
            if values > limits.maximumValues {
                throw DocumentReadError(
                    at: node.location, "the document holds more than \(limits.maximumValues) values (counting what its aliases repeat)")
            }
            switch node {
            case .mapping(let mapping):
                try deeper(depth, node, limits)
                // Reversed, so values pop in document order and the first one past a limit is
                // the one reported.
                for (key, value) in mapping.reversed() {
                    pending.append((value, depth + 1))
                    pending.append((key, depth + 1))
                }
            case .sequence(let sequence):
                try deeper(depth, node, limits)
                for element in sequence.reversed() { pending.append((element, depth + 1)) }
            case .scalar, .alias:
                break
            }
        }
    }

    private static func deeper(_ depth: Int, _ node: Node, _ limits: DocumentLimits) throws(DocumentReadError) {
        if depth + 1 > limits.maximumDepth {
            throw DocumentReadError(at: node.location, "mappings and lists nest more than \(limits.maximumDepth) deep")
        }
    }
}
