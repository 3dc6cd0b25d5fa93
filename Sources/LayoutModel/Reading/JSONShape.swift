/// A strict JSON scanner that counts values and nesting without building anything, so a JSON
/// document over the limits is refused before the YAML parser allocates a node for it.
enum JSONShape {
    /// Whether the text is strict JSON (RFC 8259).
    ///
    /// - Returns: false when it is not (the caller then reads it as YAML).
    /// - Throws: `DocumentReadError` at the first value past `maximumValues` or the first
    ///   container past `maximumDepth`.
    static func check(_ text: String, limits: DocumentLimits) throws(DocumentReadError) -> Bool {
        var copy = text
        let outcome = copy.withUTF8 { bytes -> Result<Bool, DocumentReadError> in
            var scanner = Scanner(bytes: bytes, limits: limits)
            do throws(DocumentReadError) {
                return .success(try scanner.document())
            } catch {
                return .failure(error)
            }
        }
        return try outcome.get()
    }

    /// Where strict JSON stops in a text `check` found is not JSON: the byte the scan could not
    /// take, for a reader that takes JSON only to name.
    static func stop(in text: String, limits: DocumentLimits) -> SourceLocation {
        var copy = text
        return copy.withUTF8 { bytes in
            var scanner = Scanner(bytes: bytes, limits: limits)
            _ = try? scanner.document()
            return scanner.location(of: min(scanner.index, bytes.count))
        }
    }

    private struct Scanner {
        let bytes: UnsafeBufferPointer<UInt8>
        let limits: DocumentLimits
        var index = 0
        var line = 1
        var lineStart = 0
        var values = 0

        init(bytes: UnsafeBufferPointer<UInt8>, limits: DocumentLimits) {
            self.bytes = bytes
            self.limits = limits
        }

        /// The whole document: one value between optional whitespace.
        mutating func document() throws(DocumentReadError) -> Bool {
            // Containers open and close with an explicit stack (true = object), so nesting costs
            // no recursion.
            var stack: [Bool] = []
            while true {
                // A value is expected here.
                skipSpace()
                guard index < bytes.count else { return false }
                let start = index
                try count(at: start)
                let byte = bytes[index]
                if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") {
                    let isObject = byte == UInt8(ascii: "{")
                    index += 1
                    stack.append(isObject)
                    if stack.count > limits.maximumDepth {
                        throw DocumentReadError(at: location(of: start), "mappings and lists nest more than \(limits.maximumDepth) deep")
                    }
                    skipSpace()
                    if index < bytes.count, bytes[index] == UInt8(ascii: isObject ? "}" : "]") {
                        index += 1
                        stack.removeLast()
                    } else {
                        if isObject { guard try key() else { return false } }
                        continue
                    }
                } else {
                    guard scalar() else { return false }
                }
                // After a value: close containers until one takes another entry.
                while true {
                    skipSpace()
                    guard let isObject = stack.last else { return index == bytes.count }
                    guard index < bytes.count else { return false }
                    let next = bytes[index]
                    index += 1
                    if next == UInt8(ascii: ",") {
                        if isObject { guard try key() else { return false } }
                        break
                    }
                    guard next == UInt8(ascii: isObject ? "}" : "]") else { return false }
                    stack.removeLast()
                }
            }
        }

        private mutating func scalar() -> Bool {
            switch bytes[index] {
            case UInt8(ascii: "\""): string()
            case UInt8(ascii: "t"): literal("true")
            case UInt8(ascii: "f"): literal("false")
            case UInt8(ascii: "n"): literal("null")
            default: number()
            }
        }

        /// An object key and its colon; the key counts as a value (the parser makes a node).
        private mutating func key() throws(DocumentReadError) -> Bool {
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return false }
            try count(at: index)
            guard string() else { return false }
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return false }
            index += 1
            return true
        }

        private mutating func count(at position: Int) throws(DocumentReadError) {
            values += 1
            if values > limits.maximumValues {
                throw DocumentReadError(at: location(of: position), "the document holds more than \(limits.maximumValues) values")
            }
        }

        private mutating func skipSpace() {
            while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                    index += 1
                case UInt8(ascii: "\n"):
                    index += 1
                    line += 1
                    lineStart = index
                default:
                    return
                }
            }
        }

        private mutating func string() -> Bool {
            index += 1
            while index < bytes.count {
                let byte = bytes[index]
                switch byte {
                case UInt8(ascii: "\""):
                    index += 1
                    return true
                case UInt8(ascii: "\\"):
                    guard index + 1 < bytes.count else { return false }
                    let escape = bytes[index + 1]
                    if escape == UInt8(ascii: "u") {
                        guard index + 5 < bytes.count,
                              bytes[(index + 2)...(index + 5)].allSatisfy({ Self.isHexDigit($0) })
                        else { return false }
                        index += 6
                    } else {
                        guard "\"\\/bfnrt".utf8.contains(escape) else { return false }
                        index += 2
                    }
                case 0x00..<0x20:
                    return false
                default:
                    index += 1
                }
            }
            return false
        }

        private mutating func literal(_ word: StaticString) -> Bool {
            let count = word.utf8CodeUnitCount
            guard index + count <= bytes.count else { return false }
            let expected = UnsafeBufferPointer(start: word.utf8Start, count: count)
            for offset in 0..<count where bytes[index + offset] != expected[offset] { return false }
            index += count
            return true
        }

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

        private static func isHexDigit(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "f"), UInt8(ascii: "A")...UInt8(ascii: "F"): true
            default: false
            }
        }

        /// The line and column (in characters) of a byte offset on the current line.
        func location(of position: Int) -> SourceLocation {
            var column = 1
            for offset in lineStart..<position where bytes[offset] & 0xC0 != 0x80 { column += 1 }
            return SourceLocation(line: line, column: column)
        }
    }
}
