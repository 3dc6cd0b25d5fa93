/// A `Decoder` over a parsed document, so `Codable` models (snapshot files, operations scripts,
/// bundles) read YAML and JSON through `DocumentReader` and fail with a document path, a line
/// and column, and a message for people — never the standard decoders' "Expected to decode
/// String but found bool instead."
package struct NodeDecoder {
    package init() {}

    /// Decodes a value from a document's root.
    ///
    /// - Throws: `NodeDecodingError` for any failure, the model's own errors included (those
    ///   are located at the deepest value their coding path reaches).
    package func decode<T: Decodable>(_ type: T.Type, from root: DocumentNode) throws(NodeDecodingError) -> T {
        do {
            return try T(from: NodeValueDecoder(node: root, codingPath: []))
        } catch let error as DecodingError {
            throw NodeDecodingError(error, root: root)
        } catch {
            throw NodeDecodingError(path: .root, location: root.location, message: "\(error)", underlying: error)
        }
    }
}

/// A decoding failure with where and what.
package struct NodeDecodingError: Error, CustomStringConvertible {
    package var path: DocumentPath
    package var location: SourceLocation?
    package var message: String
    /// The model's own error, when it threw one that is not a `DecodingError`.
    package var underlying: (any Error)?

    package init(path: DocumentPath, location: SourceLocation?, message: String, underlying: (any Error)? = nil) {
        self.path = path
        self.location = location
        self.message = message
        self.underlying = underlying
    }

    init(_ error: DecodingError, root: DocumentNode) {
        let context: DecodingError.Context
        var message: String
        switch error {
        case .keyNotFound(let key, let c):
            context = c
            message = "missing key '\(DiagnosticText.excerpt(key.stringValue))'"
        case .typeMismatch(_, let c), .valueNotFound(_, let c), .dataCorrupted(let c):
            context = c
            message = c.debugDescription
        @unknown default:
            context = DecodingError.Context(codingPath: [], debugDescription: "\(error)")
            message = "\(error)"
        }
        // Models end their messages with a period; diagnostics do not.
        if message.hasSuffix(".") { message.removeLast() }
        let (path, node) = Self.locate(context.codingPath, in: root)
        self.init(path: path, location: node.location, message: message)
    }

    /// The document path of a coding path, and the deepest node on it that exists.
    static func locate(_ codingPath: [any CodingKey], in root: DocumentNode) -> (DocumentPath, DocumentNode) {
        var path = DocumentPath.root
        var node = root
        var found = true
        for key in codingPath {
            if let index = key.intValue {
                path = path / index
                if found, case .sequence(let sequence) = node, index < sequence.count {
                    node = sequence[index]
                } else {
                    found = false
                }
            } else {
                path = path / key.stringValue
                if found, let value = node.value(forKey: key.stringValue) {
                    node = value
                } else {
                    found = false
                }
            }
        }
        return (path, node)
    }

    /// The failure as a diagnostic.
    package var diagnostic: Diagnostic {
        Diagnostic(.error, at: path, location: location, message)
    }

    package var description: String { diagnostic.description }
}

/// The decoder state at one node.
private struct NodeValueDecoder: Decoder {
    let node: DocumentNode
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .mapping(let mapping) = node else {
            throw DecodingError.typeMismatch(
                [String: Any].self, .init(codingPath: codingPath, debugDescription: "expected a mapping, got \(node.kindDescription)"))
        }
        return KeyedDecodingContainer(NodeKeyedContainer<Key>(mapping: mapping, codingPath: codingPath))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case .sequence(let sequence) = node else {
            throw DecodingError.typeMismatch(
                [Any].self, .init(codingPath: codingPath, debugDescription: "expected a list, got \(node.kindDescription)"))
        }
        return NodeUnkeyedContainer(elements: Array(sequence), codingPath: codingPath)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        NodeSingleValueContainer(node: node, codingPath: codingPath)
    }
}

/// Scalars: strings from any scalar but null and an unquoted boolean (so an identifier `no`
/// or `42` is the text written), numbers and booleans strictly.
private struct NodeScalars {
    static func string(_ node: DocumentNode, _ codingPath: [any CodingKey]) throws -> String {
        guard case .scalar(let scalar) = node, !node.isNull else {
            throw DecodingError.typeMismatch(
                String.self, .init(codingPath: codingPath, debugDescription: "expected a string, got \(node.kindDescription)"))
        }
        if scalar.isPlain, ["true", "True", "TRUE", "false", "False", "FALSE"].contains(scalar.string) {
            throw DecodingError.typeMismatch(
                String.self,
                .init(codingPath: codingPath, debugDescription: "expected a string, got the boolean \(scalar.string); quote it to use it as text"))
        }
        return scalar.string
    }

    static func bool(_ node: DocumentNode, _ codingPath: [any CodingKey]) throws -> Bool {
        if case .scalar(let scalar) = node, scalar.isPlain {
            switch scalar.string {
            case "true", "True", "TRUE": return true
            case "false", "False", "FALSE": return false
            default: break
            }
        }
        throw DecodingError.typeMismatch(
            Bool.self, .init(codingPath: codingPath, debugDescription: "expected true or false, got \(node.kindDescription)"))
    }

    static func double(_ node: DocumentNode, _ codingPath: [any CodingKey]) throws -> Double {
        if case .scalar(let scalar) = node, scalar.isPlain,
            let value = DecodingContext.parseNumber(scalar.string)
        {
            return value
        }
        throw DecodingError.typeMismatch(
            Double.self, .init(codingPath: codingPath, debugDescription: "expected a number, got \(node.kindDescription)"))
    }

    static func integer<T: FixedWidthInteger>(_ node: DocumentNode, _ codingPath: [any CodingKey]) throws -> T {
        let value = try? double(node, codingPath)
        guard let value, value == value.rounded(), let exact = T(exactly: value) else {
            throw DecodingError.typeMismatch(
                T.self, .init(codingPath: codingPath, debugDescription: "expected a whole number in range, got \(node.kindDescription)"))
        }
        return exact
    }

    static func decode<T: Decodable>(_ type: T.Type, _ node: DocumentNode, _ codingPath: [any CodingKey]) throws -> T {
        // The common scalar types directly, so their messages are ours even when a model
        // decodes them through a keyed container.
        if T.self == String.self, let value = try string(node, codingPath) as? T { return value }
        if T.self == Bool.self, let value = try bool(node, codingPath) as? T { return value }
        if T.self == Double.self, let value = try double(node, codingPath) as? T { return value }
        if T.self == Int.self, let value = try integer(node, codingPath) as Int as? T { return value }
        return try T(from: NodeValueDecoder(node: node, codingPath: codingPath))
    }
}

private struct IndexKey: CodingKey {
    let intValue: Int?
    var stringValue: String { "\(intValue ?? 0)" }
    init(_ index: Int) { intValue = index }
    init?(stringValue: String) { nil }
    init?(intValue: Int) { self.intValue = intValue }
}

private struct NodeKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let codingPath: [any CodingKey]
    private let entries: [(key: String, value: DocumentNode)]

    init(mapping: DocumentNode.Mapping, codingPath: [any CodingKey]) {
        self.codingPath = codingPath
        // Keys are scalars (the reader refuses others); the parser already refused duplicates.
        entries = mapping.compactMap { pair in pair.key.scalarText.map { ($0, pair.value) } }
    }

    var allKeys: [Key] { entries.compactMap { Key(stringValue: $0.key) } }

    func contains(_ key: Key) -> Bool { entries.contains { $0.key == key.stringValue } }

    private func value(_ key: Key) throws -> DocumentNode {
        guard let entry = entries.first(where: { $0.key == key.stringValue }) else {
            throw DecodingError.keyNotFound(key, .init(codingPath: codingPath, debugDescription: "missing key '\(key.stringValue)'"))
        }
        return entry.value
    }

    func decodeNil(forKey key: Key) throws -> Bool { try value(key).isNull }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try NodeScalars.decode(type, try value(key), codingPath + [key])
    }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        guard let node = entries.first(where: { $0.key == key.stringValue })?.value, !node.isNull else { return nil }
        return try NodeScalars.decode(type, node, codingPath + [key])
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        try NodeValueDecoder(node: try value(key), codingPath: codingPath + [key]).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try NodeValueDecoder(node: try value(key), codingPath: codingPath + [key]).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder {
        throw DecodingError.dataCorrupted(.init(codingPath: codingPath, debugDescription: "superclass decoding is not supported"))
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        NodeValueDecoder(node: try value(key), codingPath: codingPath + [key])
    }
}

private struct NodeUnkeyedContainer: UnkeyedDecodingContainer {
    let elements: [DocumentNode]
    let codingPath: [any CodingKey]
    private(set) var currentIndex = 0

    init(elements: [DocumentNode], codingPath: [any CodingKey]) {
        self.elements = elements
        self.codingPath = codingPath
    }

    var count: Int? { elements.count }
    var isAtEnd: Bool { currentIndex >= elements.count }

    private mutating func next() throws -> (DocumentNode, [any CodingKey]) {
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(
                Any.self, .init(codingPath: codingPath + [IndexKey(currentIndex)], debugDescription: "the list ends too early"))
        }
        defer { currentIndex += 1 }
        return (elements[currentIndex], codingPath + [IndexKey(currentIndex)])
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd, elements[currentIndex].isNull else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let (node, path) = try next()
        return try NodeScalars.decode(type, node, path)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        let (node, path) = try next()
        return try NodeValueDecoder(node: node, codingPath: path).container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let (node, path) = try next()
        return try NodeValueDecoder(node: node, codingPath: path).unkeyedContainer()
    }

    mutating func superDecoder() throws -> any Decoder {
        let (node, path) = try next()
        return NodeValueDecoder(node: node, codingPath: path)
    }
}

private struct NodeSingleValueContainer: SingleValueDecodingContainer {
    let node: DocumentNode
    let codingPath: [any CodingKey]

    func decodeNil() -> Bool { node.isNull }
    func decode(_ type: Bool.Type) throws -> Bool { try NodeScalars.bool(node, codingPath) }
    func decode(_ type: String.Type) throws -> String { try NodeScalars.string(node, codingPath) }
    func decode(_ type: Double.Type) throws -> Double { try NodeScalars.double(node, codingPath) }
    func decode(_ type: Float.Type) throws -> Float { Float(try NodeScalars.double(node, codingPath)) }
    func decode(_ type: Int.Type) throws -> Int { try NodeScalars.integer(node, codingPath) }
    func decode(_ type: Int8.Type) throws -> Int8 { try NodeScalars.integer(node, codingPath) }
    func decode(_ type: Int16.Type) throws -> Int16 { try NodeScalars.integer(node, codingPath) }
    func decode(_ type: Int32.Type) throws -> Int32 { try NodeScalars.integer(node, codingPath) }
    func decode(_ type: Int64.Type) throws -> Int64 { try NodeScalars.integer(node, codingPath) }
    func decode(_ type: UInt.Type) throws -> UInt { try NodeScalars.integer(node, codingPath) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try NodeScalars.integer(node, codingPath) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try NodeScalars.integer(node, codingPath) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try NodeScalars.integer(node, codingPath) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try NodeScalars.integer(node, codingPath) }
    func decode<T: Decodable>(_ type: T.Type) throws -> T { try NodeScalars.decode(type, node, codingPath) }
}
