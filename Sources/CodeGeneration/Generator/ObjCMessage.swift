/// An Objective-C message send or C-style call written on one line, or — when that line would
/// be long — one keyword per line with the colons aligned, as Xcode indents them.
struct ObjCMessage {
    /// The text before the first keyword, e.g. `[NSCollectionLayoutSize `.
    var head: String
    /// Keyword–argument pairs, e.g. `("sizeWithWidthDimension", "…")`.
    var parts: [(keyword: String, argument: String)]
    /// The text after the last argument, e.g. `]`.
    var tail: String = "]"

    /// Lines longer than this are split.
    static let lineLimit = 120

    /// The lines, the first continuing `prefix` (e.g. `NSCollectionLayoutSize *itemSize = `) and
    /// the last followed by `suffix` (e.g. `;`).
    func lines(prefix: String, suffix: String = "") -> [String] {
        let oneLine = prefix + inline + suffix
        guard oneLine.count > Self.lineLimit, let first = parts.first else { return [oneLine] }
        let colonColumn = prefix.count + head.count + first.keyword.count
        var result = [prefix + head + "\(first.keyword):\(first.argument)"]
        for part in parts.dropFirst() {
            let padding = max(colonColumn - part.keyword.count, 4)
            result.append(String(repeating: " ", count: padding) + "\(part.keyword):\(part.argument)")
        }
        if let last = result.popLast() { result.append(last + tail + suffix) }
        return result
    }

    /// The one-line form, for use inside another expression.
    var inline: String {
        head + parts.map { "\($0.keyword):\($0.argument)" }.joined(separator: " ") + tail
    }
}
