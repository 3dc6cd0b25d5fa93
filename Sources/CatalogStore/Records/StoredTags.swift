import LayoutModel

/// `layout_listing.tags`: a head definition's tags as the JSON array of strings SQLite's
/// `json_group_array` writes (migration 7).
enum StoredTags {
    /// The tags in stored order; `[]` for text that is not an array of strings (a tampered row
    /// lists without tags rather than failing the listing).
    static func decode(_ text: String) -> [String] {
        var text = text
        if let plain = text.withUTF8(plainTags) { return plain }
        // Escapes (a quote, a backslash or a control character in some tag): the model's reader.
        guard case .sequence(let list)? = try? JSONReader.read(text, limits: .definition) else { return [] }
        return list.elements.compactMap { element in
            guard case .scalar(let scalar) = element else { return nil }
            return scalar.string
        }
    }

    /// The tags of an array without a backslash, split where `","` separates them: without
    /// escapes no tag holds a quote, so that sequence only ever separates. Nil when the text
    /// has a backslash or is not shaped like an array of strings.
    private static func plainTags(_ bytes: UnsafeBufferPointer<UInt8>) -> [String]? {
        let quote = UInt8(ascii: "\""), comma = UInt8(ascii: ",")
        guard bytes.count >= 2, bytes[0] == UInt8(ascii: "["), bytes[bytes.count - 1] == UInt8(ascii: "]") else { return nil }
        if bytes.count == 2 { return [] }
        guard bytes.count >= 4, bytes[1] == quote, bytes[bytes.count - 2] == quote, !bytes.contains(UInt8(ascii: "\\")) else { return nil }
        var tags: [String] = []
        var start = 2
        var index = 2
        let end = bytes.count - 2
        while index < end {
            if bytes[index] == quote {
                guard index + 2 < end, bytes[index + 1] == comma, bytes[index + 2] == quote else { return nil }
                tags.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
                index += 3
                start = index
            } else {
                index += 1
            }
        }
        tags.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self))
        return tags
    }
}
