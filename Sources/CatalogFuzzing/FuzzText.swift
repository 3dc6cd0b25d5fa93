import LayoutModel

/// Writes a JSON tree as the text forms the catalog reads: compact JSON, indented JSON, or
/// block YAML (strings double-quoted where plain would be read differently).
enum FuzzText {
    enum Form: CaseIterable {
        case compactJSON, prettyJSON, blockYAML
    }

    static func write(_ value: JSONValue, as form: Form) -> String {
        switch form {
        case .compactJSON: value.canonicalText
        case .prettyJSON: value.prettyText
        case .blockYAML: yaml(value)
        }
    }

    /// Block YAML: mappings and lists one entry per line, scalars in flow form.
    static func yaml(_ value: JSONValue) -> String {
        var out = ""
        // An explicit stack of (value, indentation, prefix written before it) keeps deep trees
        // off the call stack.
        enum Step {
            case value(JSONValue, indent: Int, inline: Bool)
            case text(String)
        }
        var steps: [Step] = [.value(value, indent: 0, inline: false)]
        while let step = steps.popLast() {
            switch step {
            case .text(let text):
                out += text
            case .value(let node, let indent, let inline):
                let pad = String(repeating: " ", count: indent)
                switch node {
                case .object(let members) where !members.isEmpty:
                    var entries: [Step] = []
                    for (index, key) in members.keys.sorted().enumerated() {
                        let lead = index == 0 && inline ? "" : pad
                        guard let member = members[key] else { continue }
                        if member.isScalar || member.isEmptyCollection {
                            entries.append(.text(lead + scalarKey(key) + ": " + flow(member) + "\n"))
                        } else {
                            entries.append(.text(lead + scalarKey(key) + ":\n"))
                            entries.append(.value(member, indent: indent + 2, inline: false))
                        }
                    }
                    steps.append(contentsOf: entries.reversed())
                case .array(let items) where !items.isEmpty:
                    var entries: [Step] = []
                    for (index, item) in items.enumerated() {
                        let lead = index == 0 && inline ? "" : pad
                        if item.isScalar || item.isEmptyCollection {
                            entries.append(.text(lead + "- " + flow(item) + "\n"))
                        } else {
                            entries.append(.text(lead + "- "))
                            entries.append(.value(item, indent: indent + 2, inline: true))
                        }
                    }
                    steps.append(contentsOf: entries.reversed())
                default:
                    out += (inline ? "" : pad) + flow(node) + "\n"
                }
            }
        }
        return out
    }

    /// A scalar or an empty collection on one line; strings are JSON-quoted (valid YAML).
    private static func flow(_ value: JSONValue) -> String {
        switch value {
        case .array(let items) where items.isEmpty: "[]"
        case .object(let members) where members.isEmpty: "{}"
        case .string(let s) where isPlainSafe(s): s
        default: value.canonicalText
        }
    }

    private static func scalarKey(_ key: String) -> String {
        isPlainSafe(key) ? key : JSONValue.string(key).canonicalText
    }

    /// Letters, digits, `-` and `_` that YAML reads back as the same string.
    private static func isPlainSafe(_ s: String) -> Bool {
        guard let first = s.unicodeScalars.first, first.properties.isAlphabetic, s.count < 200 else { return false }
        let reserved: Set<String> = ["true", "false", "null", "yes", "no", "on", "off", "y", "n", "True", "False", "Null", "TRUE", "FALSE", "NULL"]
        return !reserved.contains(s)
            && s.unicodeScalars.allSatisfy {
                ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "-" || $0 == "_"
            }
    }
}

extension JSONValue {
    var isEmptyCollection: Bool {
        switch self {
        case .array(let items): items.isEmpty
        case .object(let members): members.isEmpty
        default: false
        }
    }
}
