/// Writes `Encodable` results as JSON documents through the one ``JSONWriter``.
public enum JSONDocument {
    /// `value` as a pretty-printed document followed by a newline: keys in the order the type
    /// encodes them, every optional key present (`null` when absent), numbers by ``NumberText``.
    public static func write<T: Encodable>(_ value: T, to writer: inout JSONWriter) throws {
        try JSONTree.encoding(value).write(to: &writer)
        writer.newline()
    }

    /// `value` as JSON text (pretty-printed, with a final newline).
    public static func text<T: Encodable>(_ value: T) throws -> String {
        let target = OutputTarget.memory()
        var writer = JSONWriter(to: target)
        try write(value, to: &writer)
        writer.finish()
        return target.text
    }
}
