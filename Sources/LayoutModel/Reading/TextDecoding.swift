import Foundation

extension DocumentReader {
    /// What a column counts: characters, as people and the catalog's documents count them, or
    /// UTF-8 bytes, as swift-syntax and compilers count them in Swift source.
    package enum ColumnUnit: Sendable {
        case characters, utf8Bytes
    }

    /// The text of the file at `path`, read by `RegularFile` (a regular file of at most
    /// `maximumBytes`; a pipe, a device or a socket is refused before any read), then decoded
    /// as `text` decodes.
    ///
    /// - Throws: `DocumentReadError` for a file that is not a regular file, cannot be opened or
    ///   read, is over the limit, or is not UTF-8.
    package static func textOfFile(atPath path: String, maximumBytes: Int, columns: ColumnUnit = .characters) throws(DocumentReadError) -> String {
        try text(RegularFile.contents(atPath: path, maximumBytes: maximumBytes), maximumBytes: maximumBytes, columns: columns)
    }

    /// The file's bytes as text: UTF-8, with or without a byte-order mark.
    ///
    /// - Throws: `DocumentReadError` for a file over `maximumBytes`, or naming the first byte
    ///   that is not UTF-8 by its offset (and its line and column, in `columns`).
    package static func text(_ data: Data, maximumBytes: Int, columns: ColumnUnit = .characters) throws(DocumentReadError) -> String {
        guard data.count <= maximumBytes else {
            throw DocumentReadError(at: nil, "the file is \(data.count) bytes; at most \(maximumBytes) are read")
        }
        var bytes = [UInt8](data)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        if let bad = firstInvalidUTF8(bytes) {
            let location = Self.location(ofByte: bad, in: bytes, columns: columns)
            let hex = String(bytes[bad], radix: 16, uppercase: true)
            let offset = bad + (data.count - bytes.count)
            throw DocumentReadError(
                at: location,
                "not UTF-8 text: byte 0x\(hex.count == 1 ? "0" : "")\(hex) at byte offset \(offset) does not begin a valid UTF-8 character")
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The offset of the first byte that is not part of a well-formed UTF-8 sequence.
    static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int? {
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                offset += UTF8.width(scalar)
            case .emptyInput:
                return nil
            case .error:
                // Decoding failed in the sequence that starts at `offset`.
                return offset
            }
        }
    }

    /// The 1-based line and column (in `columns`) of a byte offset.
    package static func location(ofByte offset: Int, in bytes: [UInt8], columns: ColumnUnit = .characters) -> SourceLocation {
        var line = 1
        var column = 1
        for byte in bytes[..<offset] {
            if byte == 0x0A {
                line += 1
                column = 1
            } else if columns == .utf8Bytes || byte & 0xC0 != 0x80 {
                // A continuation byte starts no character of its own.
                column += 1
            }
        }
        return SourceLocation(line: line, column: column)
    }
}
