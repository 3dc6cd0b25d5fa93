/// Headings broken into lines instead of cut: a picture's title names the layout, the device,
/// its size and safe area, and every part must stay readable however narrow the picture is.
enum TitleLines {
    /// The separator headings join their parts with; lines break there first.
    static let separator = " · "

    /// `text` on lines at most `width` columns wide, losing nothing: lines break between the
    /// parts joined by ``separator``, then between words (a parenthesised group counts as one
    /// word), and only a word wider than a line is split (between characters, never inside one).
    static func wrap(_ text: String, width: Int) -> [String] {
        wrap(parts: parts(of: text), joiner: separator, width: width)
    }

    /// The parts of a heading joined by ``separator``.
    static func parts(of text: String) -> [String] {
        split(text, on: separator)
    }

    /// `parts` joined by `joiner` on lines at most `width` columns wide, as ``wrap(_:width:)``
    /// breaks them.
    static func wrap(parts: [String], joiner separator: String, width: Int) -> [String] {
        let width = max(width, 1)
        var lines: [String] = []
        var line = ""
        func flush() {
            if !line.isEmpty { lines.append(line) }
            line = ""
        }
        /// Adds `piece` to the current line after `joiner`, or starts a new line with it.
        func place(_ piece: String, joiner: String) {
            if line.isEmpty {
                line = piece
            } else if TextWidth.of(line) + TextWidth.of(joiner) + TextWidth.of(piece) <= width {
                line += joiner + piece
            } else {
                flush()
                line = piece
            }
        }
        for part in parts where !part.isEmpty {
            if TextWidth.of(part) <= width {
                place(part, joiner: separator)
                continue
            }
            // Too long for any line: its words go on as many lines as they need.
            flush()
            for word in words(of: part) {
                for chunk in chunks(word, width: width) { place(chunk, joiner: " ") }
            }
        }
        flush()
        return lines.isEmpty ? [""] : lines
    }

    /// The words of `text`, split at spaces outside parentheses: `(320 × 568)` and
    /// `(3rd generation)` stay whole, as people read them.
    private static func words(of text: String) -> [String] {
        var words: [String] = []
        var word = ""
        var depth = 0
        for character in text {
            if character == "(" { depth += 1 }
            if character == ")" { depth = max(0, depth - 1) }
            if character == " " && depth == 0 {
                if !word.isEmpty { words.append(word) }
                word = ""
            } else {
                word.append(character)
            }
        }
        if !word.isEmpty { words.append(word) }
        return words
    }

    /// `word` in pieces at most `width` columns wide.
    private static func chunks(_ word: String, width: Int) -> [String] {
        guard TextWidth.of(word) > width else { return [word] }
        var pieces: [String] = []
        var piece = ""
        var used = 0
        for character in word {
            let w = TextWidth.of(character)
            if used + w > width, !piece.isEmpty {
                pieces.append(piece)
                piece = ""
                used = 0
            }
            piece.append(character)
            used += w
        }
        if !piece.isEmpty { pieces.append(piece) }
        return pieces
    }

    /// `text` split at every occurrence of `separator` (kept out of the pieces), compared
    /// character by character so a grapheme cluster is never cut.
    private static func split(_ text: String, on separator: String) -> [String] {
        let characters = Array(text)
        let needle = Array(separator)
        guard !needle.isEmpty else { return [text] }
        var pieces: [String] = []
        var piece = ""
        var index = 0
        while index < characters.count {
            if index + needle.count <= characters.count, Array(characters[index..<(index + needle.count)]) == needle {
                pieces.append(piece)
                piece = ""
                index += needle.count
            } else {
                piece.append(characters[index])
                index += 1
            }
        }
        pieces.append(piece)
        return pieces
    }
}
