/// Reads the keys of one mapping and, at the end, reports every key nobody asked for: a typo
/// must never pass silently.
package final class MappingReader {
    package let path: DocumentPath
    package let node: DocumentNode
    private let context: DecodingContext
    private var entries: [(key: String, keyNode: DocumentNode, value: DocumentNode)] = []
    private var consumed: Set<String> = []

    init(_ mapping: DocumentNode.Mapping, node: DocumentNode, path: DocumentPath, context: DecodingContext) {
        self.path = path
        self.node = node
        self.context = context
        var merged: [(String, DocumentNode, DocumentNode)] = []
        var explicit: [(String, DocumentNode, DocumentNode)] = []
        for (keyNode, value) in mapping {
            guard case .scalar(let scalar) = keyNode else {
                context.error(path, keyNode, "keys must be strings, got \(keyNode.kindDescription)")
                continue
            }
            if scalar.string == "<<", scalar.isPlain {
                merged += Self.mergeEntries(value, path: path, context: context)
            } else {
                explicit.append((scalar.string, keyNode, value))
            }
        }
        // YAML merge keys (`<<: *base`): explicit keys override merged ones.
        let explicitKeys = Set(explicit.map(\.0))
        for entry in merged where !explicitKeys.contains(entry.0) && !entries.contains(where: { $0.key == entry.0 }) {
            entries.append(entry)
        }
        entries += explicit
    }

    private static func mergeEntries(_ value: DocumentNode, path: DocumentPath, context: DecodingContext) -> [(String, DocumentNode, DocumentNode)] {
        let sources: [DocumentNode]
        switch value {
        case .mapping: sources = [value]
        case .sequence(let sequence): sources = Array(sequence)
        default:
            context.error(path, value, "a merge key (<<) needs a mapping or a list of mappings")
            return []
        }
        var result: [(String, DocumentNode, DocumentNode)] = []
        for source in sources {
            guard case .mapping(let mapping) = source else {
                context.error(path, source, "a merge key (<<) needs a mapping or a list of mappings")
                continue
            }
            for (keyNode, value) in mapping {
                if case .scalar(let scalar) = keyNode, !result.contains(where: { $0.0 == scalar.string }) {
                    result.append((scalar.string, keyNode, value))
                }
            }
        }
        return result
    }

    /// Whether the mapping has a (non-null) value for a key.
    package func has(_ key: String) -> Bool {
        entries.contains { $0.key == key && !$0.value.isNull }
    }

    /// The keys present, in document order.
    package var keys: [String] { entries.map(\.key) }

    /// The node under a key, marking the key as understood. Null counts as absent.
    package func value(_ key: String) -> DocumentNode? {
        consumed.insert(key)
        guard let entry = entries.first(where: { $0.key == key }), !entry.value.isNull else { return nil }
        context.record(path / key, entry.value)
        return entry.value
    }

    /// Reads an optional key with `read`.
    package func optional<T>(_ key: String, _ read: (DocumentNode, DocumentPath) -> T?) -> T? {
        guard let node = value(key) else { return nil }
        return read(node, path / key)
    }

    /// Reads a required key with `read`, reporting it when missing.
    package func required<T>(_ key: String, _ read: (DocumentNode, DocumentPath) -> T?) -> T? {
        guard let node = value(key) else {
            // The key is absent, so point at the mapping that lacks it.
            context.error(path / key, self.node, "missing required key '\(key)'")
            return nil
        }
        return read(node, path / key)
    }

    /// Marks keys as understood without reading them (they were handled elsewhere).
    package func consume(_ keys: String...) {
        consumed.formUnion(keys)
    }

    /// Reports every key that was never read, with a suggestion when one is close.
    /// - Parameter hints: extra advice for keys that are known mistakes.
    package func finish(hints: [String: String] = [:]) {
        let known = Array(consumed)
        for entry in entries where !consumed.contains(entry.key) {
            var message = "unknown key '\(DiagnosticText.excerpt(entry.key))'"
            if let hint = hints[entry.key] {
                message += "; \(hint)"
            } else if let suggestion = Suggestion.closest(to: entry.key, among: known) {
                message += " (did you mean '\(suggestion)'?)"
            } else if !known.isEmpty {
                message += "; allowed here: \(known.sorted().joined(separator: ", "))"
            }
            context.error(path / entry.key, entry.keyNode, message)
        }
    }
}
