import Foundation

/// Writes JSON objects with their keys in a given order.
///
/// Foundation's `JSONEncoder` on Linux does not keep the order in which keys were encoded (and
/// only offers alphabetical order as an alternative), while the catalog's file formats promise
/// the documented order. Objects are therefore assembled here; leaf values such as identifier
/// lists still go through `JSONEncoder`, whose arrays keep their order.
enum OrderedJSON {
    /// Encodes a value compactly; nested objects, if any, get alphabetical keys.
    static func encode<Value: Encodable>(_ value: Value) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    /// An object from already-encoded values; keys must not need escaping.
    static func object(_ fields: [(key: String, json: String)]) -> String {
        "{" + fields.map { "\"\($0.key)\":\($0.json)" }.joined(separator: ",") + "}"
    }

    /// An array from already-encoded elements.
    static func array(_ elements: [String]) -> String {
        "[" + elements.joined(separator: ",") + "]"
    }

    /// An array of integers.
    static func integers(_ values: [Int]) -> String {
        array(values.map(String.init))
    }
}
