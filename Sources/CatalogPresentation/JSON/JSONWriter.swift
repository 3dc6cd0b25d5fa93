import LayoutModel

/// The one JSON writer: streams straight into a ``ByteStream``, keys in the order they are
/// written, numbers by ``NumberText`` (6 decimals), strings escaped per RFC 8259.
///
/// Containers are either multi-line (each member on its own line, indented two spaces, `"key":
/// value`) or inline (compact, `{"key":value}`); everything inside an inline container is inline.
/// Documents are multi-line at the top and inline where a value is small or repeated a million
/// times (one element per line).
///
/// ```swift
/// var json = JSONWriter(to: .standardOutput)
/// json.beginObject()
/// json.key("name"); json.string("grid")
/// json.key("size"); json.beginObject(inline: true)
/// json.key("width"); json.number(78.60000000000001)   // 78.6
/// json.endObject()
/// json.endObject()
/// json.finish()
/// ```
public struct JSONWriter {
    private struct Container {
        var isObject: Bool
        var isInline: Bool
        var count = 0
    }

    /// The bytes written so far (flushed to the target in chunks).
    public private(set) var stream: ByteStream
    private var containers: [Container] = []
    /// A key was written and its value has not been.
    private var awaitingValue = false

    public init(to target: OutputTarget) {
        stream = ByteStream(to: target)
        containers.reserveCapacity(16)
    }

    /// Writes a line break after a top-level value (one document per line, NDJSON) and flushes
    /// nothing; ``finish()`` does.
    public mutating func newline() {
        stream.append(UInt8(ascii: "\n"))
    }

    /// Hands everything to the target.
    public mutating func finish() {
        stream.flush()
    }

    // MARK: Containers

    public mutating func beginObject(inline: Bool = false) {
        prepareValue()
        stream.append(UInt8(ascii: "{"))
        containers.append(Container(isObject: true, isInline: inline || isInsideInline))
    }

    public mutating func endObject() {
        close(UInt8(ascii: "}"))
    }

    public mutating func beginArray(inline: Bool = false) {
        prepareValue()
        stream.append(UInt8(ascii: "["))
        containers.append(Container(isObject: false, isInline: inline || isInsideInline))
    }

    public mutating func endArray() {
        close(UInt8(ascii: "]"))
    }

    /// A member name; the next value written is its value.
    @inline(__always)
    public mutating func key(_ name: StaticString) {
        separate()
        stream.append(UInt8(ascii: "\""))
        stream.append(name)
        stream.append(UInt8(ascii: "\""))
        stream.append(keyEnd)
        awaitingValue = true
    }

    /// A member name that is not a literal (escaped like any string).
    public mutating func key(_ name: String) {
        separate()
        stream.appendJSON(string: name)
        stream.append(keyEnd)
        awaitingValue = true
    }

    // MARK: Values

    public mutating func null() {
        prepareValue()
        stream.append("null")
    }

    public mutating func bool(_ value: Bool) {
        prepareValue()
        stream.append(value ? "true" : "false")
    }

    @inline(__always)
    public mutating func integer(_ value: Int) {
        prepareValue()
        stream.append(integer: value)
    }

    /// A number by ``NumberText``'s JSON rule; `null` when it is not finite.
    @inline(__always)
    public mutating func number(_ value: Double) {
        prepareValue()
        stream.appendJSON(number: value)
    }

    public mutating func string(_ value: String) {
        prepareValue()
        stream.appendJSON(string: value)
    }

    /// A string given as valid UTF-8.
    public mutating func string(utf8 value: UnsafeBufferPointer<UInt8>) {
        prepareValue()
        stream.appendJSON(utf8: value)
    }

    /// A string known to need no escaping (an identifier, a raw value).
    @inline(__always)
    public mutating func string(_ value: StaticString) {
        prepareValue()
        stream.append(UInt8(ascii: "\""))
        stream.append(value)
        stream.append(UInt8(ascii: "\""))
    }

    /// A value the caller serialises itself, straight into the stream (the elements of a
    /// million-element listing). It must be one complete JSON value on one line.
    @inline(__always)
    public mutating func fragment(_ body: (inout ByteStream) -> Void) {
        prepareValue()
        body(&stream)
    }

    public mutating func string(_ value: String?) {
        if let value { string(value) } else { null() }
    }

    public mutating func number(_ value: Double?) {
        if let value { number(value) } else { null() }
    }

    /// A model value: objects with their keys sorted, as the canonical form has them.
    public mutating func value(_ value: JSONValue) {
        switch value {
        case .null: null()
        case .bool(let b): bool(b)
        case .number(let n): number(n)
        case .string(let s): string(s)
        case .array(let items):
            beginArray(inline: items.allSatisfy(\.isScalar))
            for item in items { self.value(item) }
            endArray()
        case .object(let members):
            beginObject(inline: members.values.allSatisfy(\.isScalar))
            for name in members.keys.sorted() {
                key(name)
                if let member = members[name] { self.value(member) }
            }
            endObject()
        }
    }

    // MARK: Layout

    private var isInsideInline: Bool { containers.last?.isInline ?? false }

    private var keyEnd: StaticString { isInsideInline ? ":" : ": " }

    /// Before a key, or before a value in an array or at the top: a comma after an earlier
    /// member, and in a multi-line container a line break and indentation.
    @inline(__always)
    private mutating func separate() {
        guard let last = containers.indices.last else { return }
        if containers[last].count > 0 { stream.append(UInt8(ascii: ",")) }
        containers[last].count &+= 1
        if !containers[last].isInline { breakLine(depth: containers.count) }
    }

    @inline(__always)
    private mutating func prepareValue() {
        if awaitingValue {
            awaitingValue = false
        } else {
            separate()
        }
    }

    private mutating func close(_ bracket: UInt8) {
        guard let container = containers.popLast() else { return }
        if !container.isInline, container.count > 0 { breakLine(depth: containers.count) }
        stream.append(bracket)
    }

    private mutating func breakLine(depth: Int) {
        stream.reserve(1 + 2 * depth)
        stream.append(UInt8(ascii: "\n"))
        for _ in 0..<depth { stream.append("  ") }
    }
}
