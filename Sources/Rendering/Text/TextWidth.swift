/// How many terminal columns text occupies, and how to cut it to a width.
///
/// Terminals give East Asian wide and fullwidth characters and emoji two columns, combining marks
/// and format characters none. Counting `String.count` instead would misalign every table that
/// holds a Japanese title or an emoji, so everything that pads or truncates goes through here.
/// (Pictures and the presentation layer's tables both measure with it.)
package enum TextWidth {
    /// The display width of `text` in terminal columns.
    ///
    /// ASCII text — names, dates, hashes, most titles — is counted from its bytes: one column
    /// per printable character, none for a control character. Only from the first other
    /// character on is text walked grapheme by grapheme, which is many times slower.
    package static func of(_ text: some StringProtocol) -> Int {
        // Native strings are contiguous UTF-8: scan the bytes without index bookkeeping.
        let ascii = text.utf8.withContiguousStorageIfAvailable { bytes -> Int? in
            var width = 0
            for byte in bytes {
                if byte >= 0x80 { return nil }
                if isPrintableASCII(byte) { width &+= 1 }
            }
            return width
        }
        if let width = ascii ?? nil { return width }
        var width = 0
        var index = text.utf8.startIndex
        var previous: String.Index?
        while index < text.utf8.endIndex {
            let byte = text.utf8[index]
            if byte >= 0x80 {
                // The grapheme walk starts at the ASCII character before, which a combining
                // mark or a variation selector may belong to (`#` U+FE0F U+20E3 is one
                // two-column keycap).
                let start = previous ?? index
                if let previous, isPrintableASCII(text.utf8[previous]) { width &-= 1 }
                for character in text[start...] { width &+= of(character) }
                return width
            }
            // 0x20…0x7E print one column; C0 controls and DEL are control characters (zero
            // width, as the grapheme path counts them).
            if isPrintableASCII(byte) { width &+= 1 }
            previous = index
            index = text.utf8.index(after: index)
        }
        return width
    }

    @inline(__always)
    private static func isPrintableASCII(_ byte: UInt8) -> Bool {
        byte >= 0x20 && byte < 0x7F
    }

    /// The display width of one grapheme cluster: 0, 1 or 2 columns.
    package static func of(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        // A cluster made only of invisible scalars (controls, joiners, lone combining marks)
        // takes no room.
        if scalars.allSatisfy(isZeroWidth) { return 0 }
        // Emoji shown as pictures (by default, or forced by U+FE0F, or as flags and ZWJ
        // sequences) are two columns wide in every common terminal.
        if first.properties.isEmojiPresentation { return 2 }
        if scalars.contains(where: { $0.value == 0xFE0F }) && first.properties.isEmoji { return 2 }
        if (0x1F1E6...0x1F1FF).contains(first.value) { return 2 }  // regional indicators (flags)
        return isWide(first) ? 2 : 1
    }

    /// `text` cut to at most `width` columns, ending in `ellipsis` when something was cut.
    ///
    /// Never splits a grapheme cluster, and never leaves half of a wide character: the result
    /// can be one column narrower than `width` when a wide character does not fit. When even the
    /// ellipsis does not fit, the text is cut without one.
    package static func truncate(_ text: String, toWidth width: Int, ellipsis: String = "…") -> String {
        truncated(text, toWidth: width, ellipsis: ellipsis).text
    }

    /// ``truncate(_:toWidth:ellipsis:)`` with the width of the result, which a caller that
    /// pads it would otherwise measure again.
    package static func truncated(_ text: String, toWidth width: Int, ellipsis: String = "…") -> (text: String, width: Int) {
        guard width > 0 else { return ("", 0) }
        let printableASCII = !text.utf8.contains { $0 < 0x20 || $0 >= 0x7F }
        let whole = printableASCII ? text.utf8.count : of(text)
        if whole <= width { return (text, whole) }
        // The ellipsis is nearly always `…`, one column; measuring it is the slow path.
        let ellipsisWidth = ellipsis == "…" ? 1 : of(ellipsis)
        let marker = ellipsisWidth <= width ? ellipsis : ""
        let markerWidth = marker.isEmpty ? 0 : ellipsisWidth
        let budget = width - markerWidth
        // One column per byte: the cut is a byte count.
        if printableASCII { return (String(decoding: text.utf8.prefix(budget), as: UTF8.self) + marker, budget + markerWidth) }
        var result = ""
        var used = 0
        for character in text {
            let w = of(character)
            if used + w > budget { break }
            result.append(character)
            used += w
        }
        return (result + marker, used + markerWidth)
    }

    /// `text` padded with spaces to `width` columns on the side `alignment` leaves open.
    /// Text already as wide or wider is returned unchanged.
    package static func pad(_ text: String, toWidth width: Int, alignment: TextAlignment) -> String {
        let missing = width - of(text)
        guard missing > 0 else { return text }
        let spaces = String(repeating: " ", count: missing)
        switch alignment {
        case .left: return text + spaces
        case .right: return spaces + text
        case .center:
            let left = missing / 2
            return String(repeating: " ", count: left) + text + String(repeating: " ", count: missing - left)
        }
    }

    private static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control: return true
        default: return false
        }
    }

    /// East Asian Width W and F ranges (UAX #11), condensed to the blocks that matter in
    /// practice: Hangul Jamo, CJK, kana, Hangul syllables, compatibility and fullwidth forms,
    /// and the supplementary ideographic planes.
    private static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF,
            0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3,
            0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
            0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}

/// Where text sits in a space wider than itself.
public enum TextAlignment: Sendable, Hashable {
    case left, right, center
}
