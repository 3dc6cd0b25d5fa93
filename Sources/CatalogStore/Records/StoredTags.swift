import LayoutModel

/// `layout_listing.tags`: a head definition's tags as the JSON array of strings SQLite's
/// `json_group_array` writes (migration 7).
enum StoredTags {
    /// The tags in stored order; `[]` for text that is not an array of strings (a tampered row
    /// lists without tags rather than failing the listing).
    static func decode(_ text: String) -> [String] {
        var text = text
        var tags: [String] = []
        text.withUTF8 { bytes in forEach(in: bytes) { tags.append(String(decoding: $0, as: UTF8.self)) } }
        return tags
    }

    /// Calls `body` with each tag's UTF-8, in stored order; never for text that is not an array
    /// of strings. An array without escapes, nearly every one, is read where it lies.
    static func forEach(in bytes: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) throws -> Void) rethrows {
        if isPlain(bytes) {
            let quote = UInt8(ascii: "\"")
            guard bytes.count > 2 else { return }
            var start = 2
            var index = 2
            let end = bytes.count - 2
            while index < end {
                if bytes[index] == quote {
                    try body(UnsafeBufferPointer(rebasing: bytes[start..<index]))
                    index += 3
                    start = index
                } else {
                    index += 1
                }
            }
            try body(UnsafeBufferPointer(rebasing: bytes[start..<end]))
            return
        }
        // Escapes (a quote, a backslash or a control character in some tag): the model's reader.
        guard case .sequence(let list)? = try? JSONReader.read(String(decoding: bytes, as: UTF8.self), limits: .definition) else { return }
        for element in list.elements {
            guard case .scalar(let scalar) = element else { continue }
            var tag = scalar.string
            try tag.withUTF8(body)
        }
    }

    /// Whether the text is `[]` or an array of strings without a backslash, where `","` only
    /// ever separates tags: without escapes no tag holds a quote.
    private static func isPlain(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let quote = UInt8(ascii: "\"")
        let comma = UInt8(ascii: ",")
        guard bytes.count >= 2, bytes[0] == UInt8(ascii: "["), bytes[bytes.count - 1] == UInt8(ascii: "]") else { return false }
        if bytes.count == 2 { return true }
        guard bytes.count >= 4, bytes[1] == quote, bytes[bytes.count - 2] == quote, !bytes.contains(UInt8(ascii: "\\")) else { return false }
        var index = 2
        let end = bytes.count - 2
        while index < end {
            if bytes[index] == quote {
                guard index + 2 < end, bytes[index + 1] == comma, bytes[index + 2] == quote else { return false }
                index += 3
            } else {
                index += 1
            }
        }
        return true
    }
}
