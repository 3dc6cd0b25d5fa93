/// An `Encodable` value as the JSON writer prints it: members in the order the value encoded
/// them (a synthesized conformance encodes its properties in declaration order), so a result's
/// JSON keys read in the order its type declares them. Absent optionals are written as `null`
/// rather than left out, so every key is always there for scripts.
///
/// Dictionaries are written with their keys sorted: their own order is not stable.
indirect enum JSONTree {
    case null
    case bool(Bool)
    case integer(Int)
    case number(Double)
    case string(String)
    case array([JSONTree])
    case object([(String, JSONTree)])

    /// Encodes `value` into a tree.
    static func encoding<T: Encodable>(_ value: T) throws -> JSONTree {
        let encoder = TreeEncoder(codingPath: [])
        try encoder.encodeValue(value)
        return encoder.box.tree ?? .null
    }

    /// Writes the tree: objects one member per line, arrays on one line unless they hold an
    /// object (`"tags": ["a","b"]`, `"itemMoves": [[[0,2],[0,0]]]`).
    func write(to writer: inout JSONWriter) {
        switch self {
        case .null: writer.null()
        case .bool(let value): writer.bool(value)
        case .integer(let value): writer.integer(value)
        case .number(let value): writer.number(value)
        case .string(let value): writer.string(value)
        case .array(let items):
            writer.beginArray(inline: !items.contains(where: \.holdsObject))
            for item in items { item.write(to: &writer) }
            writer.endArray()
        case .object(let members):
            writer.beginObject(inline: members.isEmpty)
            for (key, member) in members {
                writer.key(key)
                member.write(to: &writer)
            }
            writer.endObject()
        }
    }

    /// True for an object, or an array with an object anywhere inside.
    var holdsObject: Bool {
        switch self {
        case .object: true
        case .array(let items): items.contains(where: \.holdsObject)
        default: false
        }
    }
}

/// Where an encoder's result lands: containers are filled after they are handed out, so they
/// write into a shared box that the parent reads when it is done.
private final class TreeBox {
    var tree: JSONTree?
    /// Set while the box holds a keyed or unkeyed container being filled.
    var members: [(String, Slot)] = []
    var items: [Slot] = []
    var kind: Kind = .value

    enum Kind { case value, object, array }

    /// A member: a finished value (every scalar), or a box still being filled.
    enum Slot {
        case tree(JSONTree)
        case box(TreeBox)

        var assembled: JSONTree {
            switch self {
            case .tree(let tree): tree
            case .box(let box): box.assembled
            }
        }
    }

    /// The tree, with containers assembled from their boxes.
    var assembled: JSONTree {
        switch kind {
        case .value: tree ?? .null
        case .object: .object(members.map { ($0.0, $0.1.assembled) })
        case .array: .array(items.map(\.assembled))
        }
    }
}

private final class TreeEncoder: Encoder {
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }
    let box: TreeBox

    init(codingPath: [any CodingKey], box: TreeBox = TreeBox()) {
        self.codingPath = codingPath
        self.box = box
    }

    func encodeValue<T: Encodable>(_ value: T) throws {
        // A conformance check the runtime caches per type, not a collection cast per value.
        if let dictionary = value as? any SortedJSONObject {
            box.kind = .object
            for (key, member) in dictionary.sortedMembers {
                let child = TreeBox()
                try TreeEncoder(codingPath: codingPath, box: child).encodeValue(member)
                box.members.append((key, .box(child)))
            }
            return
        }
        try value.encode(to: self)
        box.tree = box.assembled
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        box.kind = .object
        return KeyedEncodingContainer(KeyedTreeContainer<Key>(encoder: self))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        box.kind = .array
        return UnkeyedTreeContainer(encoder: self)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleTreeContainer(encoder: self)
    }

    /// A child encoder whose result lands in a new box.
    func child(_ key: (any CodingKey)?) -> (TreeEncoder, TreeBox) {
        let box = TreeBox()
        return (TreeEncoder(codingPath: key.map { codingPath + [$0] } ?? codingPath, box: box), box)
    }

    func encodeChild<T: Encodable>(_ value: T, key: (any CodingKey)?) throws -> TreeBox {
        let (encoder, box) = child(key)
        try encoder.encodeValue(value)
        return box
    }
}

private func scalar<T: Encodable>(_ value: T) -> JSONTree? {
    switch value {
    case let v as Bool: .bool(v)
    case let v as String: .string(v)
    case let v as Double: .number(v)
    case let v as Float: .number(Double(v))
    case let v as Int: .integer(v)
    case let v as Int64: .integer(Int(v))
    case let v as Int32: .integer(Int(v))
    case let v as Int16: .integer(Int(v))
    case let v as Int8: .integer(Int(v))
    case let v as UInt32: .integer(Int(v))
    case let v as UInt16: .integer(Int(v))
    case let v as UInt8: .integer(Int(v))
    case let v as UInt: v <= UInt(Int.max) ? .integer(Int(v)) : .number(Double(v))
    case let v as UInt64: v <= UInt64(Int.max) ? .integer(Int(v)) : .number(Double(v))
    default: nil
    }
}

private struct KeyedTreeContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let encoder: TreeEncoder
    var codingPath: [any CodingKey] { encoder.codingPath }

    private func add(_ key: Key, _ box: TreeBox) {
        encoder.box.members.append((key.stringValue, .box(box)))
    }

    private func add(_ key: Key, _ tree: JSONTree) {
        encoder.box.members.append((key.stringValue, .tree(tree)))
    }

    mutating func encodeNil(forKey key: Key) throws { add(key, .null) }

    // The standard scalars directly: a synthesized conformance calls these with the static
    // type, so no value goes through a dynamic cast.
    mutating func encode(_ value: Bool, forKey key: Key) throws { add(key, .bool(value)) }
    mutating func encode(_ value: String, forKey key: Key) throws { add(key, .string(value)) }
    mutating func encode(_ value: Double, forKey key: Key) throws { add(key, .number(value)) }
    mutating func encode(_ value: Float, forKey key: Key) throws { add(key, .number(Double(value))) }
    mutating func encode(_ value: Int, forKey key: Key) throws { add(key, .integer(value)) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { add(key, .integer(Int(value))) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { add(key, .integer(Int(value))) }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        if let tree = scalar(value) {
            add(key, tree)
        } else {
            add(key, try encoder.encodeChild(value, key: key))
        }
    }

    // The protocol's own overloads for the standard scalars leave nil out; each one is
    // replaced, so that no optional type escapes the null-for-absent rule.
    mutating func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: Key) throws { try present(value, key) }
    mutating func encodeIfPresent(_ value: String?, forKey key: Key) throws { add(key, value.map(JSONTree.string) ?? .null) }
    mutating func encodeIfPresent(_ value: Bool?, forKey key: Key) throws { add(key, value.map(JSONTree.bool) ?? .null) }
    mutating func encodeIfPresent(_ value: Double?, forKey key: Key) throws { add(key, value.map(JSONTree.number) ?? .null) }
    mutating func encodeIfPresent(_ value: Int?, forKey key: Key) throws { add(key, value.map(JSONTree.integer) ?? .null) }
    mutating func encodeIfPresent(_ value: Float?, forKey key: Key) throws { try present(value, key) }
    mutating func encodeIfPresent(_ value: Int8?, forKey key: Key) throws { try present(value, key) }
    mutating func encodeIfPresent(_ value: Int16?, forKey key: Key) throws { try present(value, key) }
    mutating func encodeIfPresent(_ value: Int32?, forKey key: Key) throws { try present(value, key) }
    mutating func encodeIfPresent(_ value: Int64?, forKey key: Key) throws { try present(value, key) }
    mutating func encodeIfPresent(_ value: UInt?, forKey key: Key) throws { try present(value, key) }
    mutating func encodeIfPresent(_ value: UInt8?, forKey key: Key) throws { try present(value, key) }
    mutating func encodeIfPresent(_ value: UInt16?, forKey key: Key) throws { try present(value, key) }
    mutating func encodeIfPresent(_ value: UInt32?, forKey key: Key) throws { try present(value, key) }
    mutating func encodeIfPresent(_ value: UInt64?, forKey key: Key) throws { try present(value, key) }

    private mutating func present<T: Encodable>(_ value: T?, _ key: Key) throws {
        if let value { try encode(value, forKey: key) } else { add(key, .null) }
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        let (child, box) = encoder.child(key)
        add(key, box)
        return child.container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        let (child, box) = encoder.child(key)
        add(key, box)
        return child.unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        let (child, box) = encoder.child(nil)
        encoder.box.members.append(("super", .box(box)))
        return child
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        let (child, box) = encoder.child(key)
        add(key, box)
        return child
    }
}

private struct UnkeyedTreeContainer: UnkeyedEncodingContainer {
    let encoder: TreeEncoder
    var codingPath: [any CodingKey] { encoder.codingPath }
    var count: Int { encoder.box.items.count }

    private func add(_ tree: JSONTree) {
        encoder.box.items.append(.tree(tree))
    }

    mutating func encodeNil() throws { add(.null) }
    mutating func encode(_ value: Bool) throws { add(.bool(value)) }
    mutating func encode(_ value: String) throws { add(.string(value)) }
    mutating func encode(_ value: Double) throws { add(.number(value)) }
    mutating func encode(_ value: Int) throws { add(.integer(value)) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        if let tree = scalar(value) {
            add(tree)
        } else {
            encoder.box.items.append(.box(try encoder.encodeChild(value, key: nil)))
        }
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        let (child, box) = encoder.child(nil)
        encoder.box.items.append(.box(box))
        return child.container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let (child, box) = encoder.child(nil)
        encoder.box.items.append(.box(box))
        return child.unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        let (child, box) = encoder.child(nil)
        encoder.box.items.append(.box(box))
        return child
    }
}

private struct SingleTreeContainer: SingleValueEncodingContainer {
    let encoder: TreeEncoder
    var codingPath: [any CodingKey] { encoder.codingPath }

    mutating func encodeNil() throws { encoder.box.tree = .null }

    mutating func encode<T: Encodable>(_ value: T) throws {
        if let tree = scalar(value) {
            encoder.box.tree = tree
        } else {
            let box = try encoder.encodeChild(value, key: nil)
            encoder.box.kind = box.kind
            encoder.box.tree = box.tree
            encoder.box.members = box.members
            encoder.box.items = box.items
        }
    }
}

/// Dictionaries keyed by strings: written as objects with their keys sorted.
private protocol SortedJSONObject {
    var sortedMembers: [(String, any Encodable)] { get }
}

extension Dictionary: SortedJSONObject where Key == String, Value: Encodable {
    fileprivate var sortedMembers: [(String, any Encodable)] {
        keys.sorted().compactMap { key in self[key].map { (key, $0 as any Encodable) } }
    }
}
