import Foundation

/// How the README replay compares what a command printed with what the page shows: both are
/// normalised line by line (times, hashes, keys and the temporary folder differ on every run,
/// so each becomes a placeholder), then matched with `…` as an elision: a line that is only `…`
/// stands for any number of lines, and `…` inside a line for any text.
enum ReplayOutput {
    /// Lines of `text` without the trailing empty lines.
    static func lines(_ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        while lines.last?.trimmingCharacters(in: .whitespaces).isEmpty == true { lines.removeLast() }
        return lines
    }

    /// Whether the page shows nothing under a command (a list of commands, not a transcript).
    static func isEmpty(_ shown: [String]) -> Bool {
        shown.allSatisfy { $0.trimmingCharacters(in: .whitespaces).isEmpty }
    }

    private static let replacements: [(pattern: String, placeholder: String)] = [
        (#"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z"#, "<time>"),
        (#"\d{4}-\d\d-\d\d \d\d:\d\d"#, "<time>"),
        (#"\b[0-9a-f]{12,64}\b"#, "<hash>"),
        // A public key's 32 bytes in base64 (43 characters and a pad).
        (#"[A-Za-z0-9+/]{43}="#, "<key>"),
    ]

    /// `line` with the temporary folder, times, hashes and keys replaced by placeholders.
    static func normalized(_ line: String, temporaryFolder: String) -> String {
        var text = line.replacingOccurrences(of: temporaryFolder, with: "<tmp>")
        for (pattern, placeholder) in replacements {
            text = text.replacingOccurrences(of: pattern, with: placeholder, options: .regularExpression)
        }
        return text
    }

    /// Whether `printed` is what `shown` shows, `…` eliding.
    static func matches(shown: [String], printed: [String]) -> Bool {
        // memo[i][j]: whether shown[i...] matches printed[j...].
        var memo = [[Bool?]](repeating: [Bool?](repeating: nil, count: printed.count + 1), count: shown.count + 1)
        func match(_ i: Int, _ j: Int) -> Bool {
            if let known = memo[i][j] { return known }
            let result: Bool
            if i == shown.count {
                result = j == printed.count
            } else if shown[i].trimmingCharacters(in: .whitespaces) == "…" {
                result = (j...printed.count).contains { match(i + 1, $0) }
            } else {
                result = j < printed.count && lineMatches(shown[i], printed[j]) && match(i + 1, j + 1)
            }
            memo[i][j] = result
            return result
        }
        return match(0, 0)
    }

    /// One line: equal, or equal piece by piece with `…` standing for any text between pieces.
    static func lineMatches(_ shown: String, _ printed: String) -> Bool {
        guard shown.contains("…") else { return shown == printed }
        let pieces = shown.components(separatedBy: "…")
        guard let first = pieces.first, let last = pieces.last, printed.hasPrefix(first) else { return false }
        var rest = printed[printed.index(printed.startIndex, offsetBy: first.count)...]
        for piece in pieces.dropFirst().dropLast() where !piece.isEmpty {
            guard let found = rest.range(of: piece) else { return false }
            rest = rest[found.upperBound...]
        }
        return rest.count >= last.count && rest.hasSuffix(last)
    }

    /// The lines as a short diff: the first line where they part, with a few lines of each.
    static func difference(shown: [String], printed: [String]) -> String {
        let common = zip(shown, printed).prefix { lineMatches($0, $1) }.count
        let start = max(0, common - 1)
        let shownPart = shown.dropFirst(start).prefix(6).map { "  shown:   \($0)" }
        let printedPart = printed.dropFirst(start).prefix(6).map { "  printed: \($0)" }
        return "from line \(start + 1):\n" + (shownPart + printedPart).joined(separator: "\n")
    }
}
