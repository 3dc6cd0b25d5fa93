/// A JSON value with a deterministic printer: the canonical form's building block.
public indirect enum JSONValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    /// Keys are printed sorted, whatever the order here.
    case object([String: JSONValue])

    /// Compact JSON with sorted keys and canonical numbers: the bytes that get hashed.
    public var canonicalText: String {
        var out = ""
        write(to: &out, indent: nil, level: 0)
        return out
    }

    /// Indented JSON with sorted keys, for people.
    public var prettyText: String {
        var out = ""
        write(to: &out, indent: "  ", level: 0)
        return out
    }

    private func write(to out: inout String, indent: String?, level: Int) {
        switch self {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let n): out += CanonicalNumber.format(n)
        case .string(let s): JSONValue.writeString(s, to: &out)
        case .array(let items):
            guard !items.isEmpty else {
                out += "[]"
                return
            }
            // Arrays of scalars stay on one line even when pretty-printing: `[0.3, -0.3]`.
            let inline = indent == nil || items.allSatisfy(\.isScalar)
            out += "["
            for (index, item) in items.enumerated() {
                if index > 0 { out += inline && indent != nil ? ", " : "," }
                if !inline, let indent { out += "\n" + String(repeating: indent, count: level + 1) }
                item.write(to: &out, indent: indent, level: level + 1)
            }
            if !inline, let indent { out += "\n" + String(repeating: indent, count: level) }
            out += "]"
        case .object(let members):
            guard !members.isEmpty else {
                out += "{}"
                return
            }
            out += "{"
            for (index, key) in members.keys.sorted().enumerated() {
                if index > 0 { out += "," }
                if let indent { out += "\n" + String(repeating: indent, count: level + 1) }
                JSONValue.writeString(key, to: &out)
                out += indent == nil ? ":" : ": "
                members[key]?.write(to: &out, indent: indent, level: level + 1)
            }
            if let indent { out += "\n" + String(repeating: indent, count: level) }
            out += "}"
        }
    }

    /// True for null, booleans, numbers and strings.
    public var isScalar: Bool {
        switch self {
        case .array, .object: false
        default: true
        }
    }

    /// Writes `s` as a JSON string: quotes, backslashes and controls escaped, everything else
    /// as it is. `alsoEscaping` names more characters, from DEL to U+FFFF, to write as
    /// `\uXXXX` (YAML's quoted scalars take JSON's escapes but not every character raw);
    /// printable ASCII and characters past U+FFFF (which `\u` cannot name alone) never reach it.
    package static func writeString(_ s: String, to out: inout String, alsoEscaping: (Unicode.Scalar) -> Bool = { _ in false }) {
        out += "\""
        for scalar in s.unicodeScalars {
            if JSONEscape.isRequired(scalar.value) || ((0x7F...0xFFFF).contains(scalar.value) && alsoEscaping(scalar)) {
                out += JSONEscape.sequence(for: scalar.value)
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }
}
