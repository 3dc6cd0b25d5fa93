import LayoutModel

/// A structural change in `--json` output.
struct ChangeJSON: Encodable {
    var path: String
    var kind: String
    var old: JSONValueBox?
    var new: JSONValueBox?

    init(_ change: DefinitionChange) {
        path = change.path.description
        switch change.kind {
        case .changed(let a, let b):
            kind = "changed"
            old = JSONValueBox(a)
            new = JSONValueBox(b)
        case .added(let value):
            kind = "added"
            new = JSONValueBox(value)
        case .removed(let value):
            kind = "removed"
            old = JSONValueBox(value)
        }
    }
}

/// Encodes a `JSONValue` through `Encodable`.
struct JSONValueBox: Encodable {
    var value: JSONValue

    init(_ value: JSONValue) { self.value = value }

    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch value {
        case .null: try container.encodeNil()
        case .bool(let b): try container.encode(b)
        case .number(let n):
            if n == n.rounded(), abs(n) < 1e15 { try container.encode(Int64(n)) } else { try container.encode(n) }
        case .string(let s): try container.encode(s)
        case .array(let items): try container.encode(items.map(JSONValueBox.init))
        case .object(let members): try container.encode(members.mapValues(JSONValueBox.init))
        }
    }
}
