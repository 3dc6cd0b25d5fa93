/// Strict JSON (RFC 8259) read into `DocumentNode`s within `DocumentLimits`, without recursion.
///
/// It is the catalog's one JSON reader: `DocumentReader` hands it every document that is strict
/// JSON (stored canonical forms, bundles, JSON definitions), and the runtime reads layout packs
/// with it, so both decode the same trees. Values are counted and nesting measured while the
/// tree is built, so a document over a limit is refused at the first value past it, having built
/// at most that many nodes; containers are tracked on an explicit stack, so no nesting can
/// exhaust the thread's stack. JSON has no aliases, so there is nothing to expand.
///
/// Locations match the YAML parser's for the same text: lines end at `\n`, `\r\n` or `\r`;
/// columns count Unicode scalars from 1. Where the YAML parser reads JSON differently (it folds
/// the line separators U+0085, U+2028 and U+2029 inside strings, refuses raw DEL and C1 controls,
/// and refuses `\u` escapes of surrogates), this reader follows RFC 8259, so the canonical texts
/// the catalog writes always read back.
public enum JSONReader {
    /// Why a text was not read.
    public enum Refusal: Error, Sendable, Hashable {
        /// A limit was passed: the text may be JSON, but it is too large or too deep.
        case limit(DocumentReadError)
        /// The text is not strict JSON (or is empty): `DocumentReader` then lets the YAML parser
        /// read it, or say what is wrong in its own words.
        case syntax(DocumentReadError)

        /// The error, located.
        public var error: DocumentReadError {
            switch self {
            case .limit(let error), .syntax(let error): error
            }
        }
    }

    /// Reads one JSON document.
    ///
    /// - Throws: `Refusal.limit` for a text over `limits.maximumBytes` (checked first, before
    ///   anything else is looked at), past `maximumValues` or `maximumDepth`; `Refusal.syntax`
    ///   for anything that is not one strict JSON value, or an object that repeats a key.
    public static func read(_ text: String, limits: DocumentLimits) throws(Refusal) -> DocumentNode {
        let size = text.utf8.count
        guard size <= limits.maximumBytes else {
            throw .limit(DocumentReadError(at: nil, "the document is \(size) bytes; at most \(limits.maximumBytes) are read"))
        }
        var copy = text
        let outcome = copy.withUTF8 { bytes -> Result<DocumentNode, Refusal> in
            var parser = Parser(bytes: bytes, limits: limits)
            do throws(Refusal) {
                return .success(try parser.document())
            } catch {
                return .failure(error)
            }
        }
        return try outcome.get()
    }

    /// An open container while its entries are read.
    private struct Frame {
        var isObject: Bool
        var location: SourceLocation
        var elements: [DocumentNode] = []
        var pairs: [(key: DocumentNode, value: DocumentNode)] = []
        var keys: Set<String> = []
        /// An object's key whose value comes next.
        var pendingKey: DocumentNode?

        init(isObject: Bool, location: SourceLocation) {
            self.isObject = isObject
            self.location = location
        }
    }

    private struct Parser {
        let bytes: UnsafeBufferPointer<UInt8>
        let limits: DocumentLimits
        var index = 0
        var line = 1
        var lineStart = 0
        /// The column of `columnIndex` on the current line: columns are asked for in increasing
        /// order, so counting from the last answer keeps the whole walk linear.
        var columnIndex = 0
        var column = 1
        var values = 0

        init(bytes: UnsafeBufferPointer<UInt8>, limits: DocumentLimits) {
            self.bytes = bytes
            self.limits = limits
        }

        mutating func document() throws(Refusal) -> DocumentNode {
            var stack: [Frame] = []
            while true {
                // A value is expected here (an object's key has been read already).
                skipSpace()
                guard index < bytes.count else {
                    throw syntax(stack.isEmpty && values == 0 ? "the document is empty" : "the document ends where a value is expected")
                }
                let start = location(of: index)
                try count(at: start)
                var finished: DocumentNode
                let byte = bytes[index]
                if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") {
                    let isObject = byte == UInt8(ascii: "{")
                    index += 1
                    stack.append(Frame(isObject: isObject, location: start))
                    if stack.count > limits.maximumDepth {
                        throw .limit(DocumentReadError(at: start, "mappings and lists nest more than \(limits.maximumDepth) deep"))
                    }
                    skipSpace()
                    guard index < bytes.count, bytes[index] == UInt8(ascii: isObject ? "}" : "]") else {
                        if isObject { try key(into: &stack[stack.count - 1]) }
                        continue
                    }
                    index += 1
                    finished = Self.node(stack.removeLast())
                } else {
                    finished = try scalar(at: start)
                }
                // After a value: attach it, and close containers until one takes another entry.
                while true {
                    guard !stack.isEmpty else {
                        skipSpace()
                        guard index == bytes.count else { throw syntax("more text after the document's value") }
                        return finished
                    }
                    let top = stack.count - 1
                    if stack[top].isObject {
                        // `key(into:)` always leaves a key before an object's value is read.
                        guard let key = stack[top].pendingKey else { throw syntax("expected a quoted key") }
                        stack[top].pairs.append((key: key, value: finished))
                        stack[top].pendingKey = nil
                    } else {
                        stack[top].elements.append(finished)
                    }
                    skipSpace()
                    guard index < bytes.count else { throw syntax("the document ends inside a \(stack[top].isObject ? "mapping" : "list")") }
                    let next = bytes[index]
                    if next == UInt8(ascii: ",") {
                        index += 1
                        if stack[top].isObject { try key(into: &stack[top]) }
                        break
                    }
                    guard next == UInt8(ascii: stack[top].isObject ? "}" : "]") else {
                        throw syntax("expected ',' or '\(stack[top].isObject ? "}" : "]")'")
                    }
                    index += 1
                    finished = Self.node(stack.removeLast())
                }
            }
        }

        private static func node(_ frame: Frame) -> DocumentNode {
            frame.isObject
                ? .mapping(DocumentNode.Mapping(frame.pairs, location: frame.location))
                : .sequence(DocumentNode.List(frame.elements, location: frame.location))
        }

        /// An object's key and its colon; the key counts as a value (it is a node).
        private mutating func key(into frame: inout Frame) throws(Refusal) {
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw syntax("expected a quoted key") }
            let start = location(of: index)
            try count(at: start)
            let text = try string()
            guard frame.keys.insert(text).inserted else {
                throw syntax("duplicate key '\(DiagnosticText.excerpt(text))' in one mapping", at: start)
            }
            frame.pendingKey = .scalar(DocumentNode.Scalar(text, isPlain: false, location: start))
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw syntax("expected ':' after a key") }
            index += 1
        }

        private mutating func scalar(at start: SourceLocation) throws(Refusal) -> DocumentNode {
            switch bytes[index] {
            case UInt8(ascii: "\""):
                return .scalar(DocumentNode.Scalar(try string(), isPlain: false, location: start))
            case UInt8(ascii: "t"): return try literal("true", at: start)
            case UInt8(ascii: "f"): return try literal("false", at: start)
            case UInt8(ascii: "n"): return try literal("null", at: start)
            default:
                let from = index
                guard number() else { throw syntax("expected a value", at: start) }
                let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[from..<index]), as: UTF8.self)
                return .scalar(DocumentNode.Scalar(text, isPlain: true, location: start))
            }
        }

        private mutating func count(at location: SourceLocation) throws(Refusal) {
            values += 1
            if values > limits.maximumValues {
                throw .limit(DocumentReadError(at: location, "the document holds more than \(limits.maximumValues) values"))
            }
        }

        private mutating func skipSpace() {
            while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: " "), UInt8(ascii: "\t"):
                    index += 1
                case UInt8(ascii: "\n"):
                    index += 1
                    newLine()
                case UInt8(ascii: "\r"):
                    index += 1
                    if index < bytes.count, bytes[index] == UInt8(ascii: "\n") { index += 1 }
                    newLine()
                default:
                    return
                }
            }
        }

        private mutating func newLine() {
            line += 1
            lineStart = index
            columnIndex = index
            column = 1
        }

        /// A quoted string, escapes resolved; `index` is at the opening quote.
        private mutating func string() throws(Refusal) -> String {
            index += 1
            let from = index
            // Bytes are copied only once an escape is met; most strings have none.
            var decoded: [UInt8] = []
            var escaped = false
            while index < bytes.count {
                let byte = bytes[index]
                switch byte {
                case UInt8(ascii: "\""):
                    let text =
                        escaped
                        ? String(decoding: decoded, as: UTF8.self)
                        : String(decoding: UnsafeBufferPointer(rebasing: bytes[from..<index]), as: UTF8.self)
                    index += 1
                    return text
                case UInt8(ascii: "\\"):
                    if !escaped {
                        decoded = Array(bytes[from..<index])
                        escaped = true
                    }
                    try escape(into: &decoded)
                case 0x00..<0x20:
                    throw syntax("a control character inside a string must be written as an escape", at: location(of: index))
                default:
                    if escaped { decoded.append(byte) }
                    index += 1
                }
            }
            throw syntax("the document ends inside a string")
        }

        /// One escape sequence, written into `out` as UTF-8; `index` is at the backslash.
        private mutating func escape(into out: inout [UInt8]) throws(Refusal) {
            let at = location(of: index)
            guard index + 1 < bytes.count else { throw syntax("the document ends inside a string") }
            let letter = bytes[index + 1]
            index += 2
            switch letter {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(letter)
            case UInt8(ascii: "b"): out.append(0x08)
            case UInt8(ascii: "f"): out.append(0x0C)
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "r"): out.append(0x0D)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "u"):
                var value = try hex4(at: at)
                if (0xD800...0xDBFF).contains(value) {
                    // A surrogate pair names one scalar past U+FFFF.
                    guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                        throw syntax("a \\u escape of a lone surrogate names no character", at: at)
                    }
                    index += 2
                    let low = try hex4(at: at)
                    guard (0xDC00...0xDFFF).contains(low) else { throw syntax("a \\u escape of a lone surrogate names no character", at: at) }
                    value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
                } else if (0xDC00...0xDFFF).contains(value) {
                    throw syntax("a \\u escape of a lone surrogate names no character", at: at)
                }
                guard let scalar = Unicode.Scalar(value) else { throw syntax("a \\u escape names no character", at: at) }
                out.append(contentsOf: String(Character(scalar)).utf8)
            default:
                throw syntax("unknown escape in a string", at: at)
            }
        }

        private mutating func hex4(at location: SourceLocation) throws(Refusal) -> UInt32 {
            guard index + 4 <= bytes.count else { throw syntax("a \\u escape needs four hexadecimal digits", at: location) }
            var value: UInt32 = 0
            for _ in 0..<4 {
                let digit: UInt8
                switch bytes[index] {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = bytes[index] - UInt8(ascii: "0")
                case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = bytes[index] - UInt8(ascii: "a") + 10
                case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = bytes[index] - UInt8(ascii: "A") + 10
                default: throw syntax("a \\u escape needs four hexadecimal digits", at: location)
                }
                value = value << 4 | UInt32(digit)
                index += 1
            }
            return value
        }

        private mutating func literal(_ word: StaticString, at start: SourceLocation) throws(Refusal) -> DocumentNode {
            let count = word.utf8CodeUnitCount
            let expected = UnsafeBufferPointer(start: word.utf8Start, count: count)
            guard index + count <= bytes.count, (0..<count).allSatisfy({ bytes[index + $0] == expected[$0] }) else {
                throw syntax("expected a value", at: start)
            }
            index += count
            return .scalar(DocumentNode.Scalar(String(decoding: expected, as: UTF8.self), isPlain: true, location: start))
        }

        /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`
        private mutating func number() -> Bool {
            func digits() -> Int {
                let start = index
                while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
                return index - start
            }
            if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard index < bytes.count else { return false }
            if bytes[index] == UInt8(ascii: "0") {
                index += 1
            } else if digits() == 0 {
                return false
            }
            if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
                index += 1
                guard digits() > 0 else { return false }
            }
            if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
                index += 1
                if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
                guard digits() > 0 else { return false }
            }
            return true
        }

        private mutating func syntax(_ message: String, at location: SourceLocation? = nil) -> Refusal {
            .syntax(DocumentReadError(at: location ?? self.location(of: Swift.min(index, bytes.count)), message))
        }

        /// The line and column of a byte offset on the current line.
        private mutating func location(of position: Int) -> SourceLocation {
            if position < columnIndex {
                columnIndex = lineStart
                column = 1
            }
            while columnIndex < position {
                // A continuation byte starts no scalar of its own.
                if bytes[columnIndex] & 0xC0 != 0x80 { column += 1 }
                columnIndex += 1
            }
            return SourceLocation(line: line, column: column)
        }
    }
}
