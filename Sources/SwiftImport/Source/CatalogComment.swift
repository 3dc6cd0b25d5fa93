/// A `// catalog:` comment: a name for the layout built on the next line
/// (`// catalog: team-feed`), or one line of the header `export --format swift` writes
/// (`// catalog: title = "Nested Groups"`). See `docs/swift-import.md`.
enum CatalogComment: Sendable, Hashable {
    /// `// catalog: NAME`: names the layout whose construction or declaration starts on the
    /// next line.
    case name(String)
    /// `// catalog: KEY = VALUE`: a header entry; `value` is a Swift literal's source text.
    case header(key: String, value: String)

    static let marker = "catalog:"

    /// Nil for any other comment.
    init?(parsing comment: String) {
        guard comment.hasPrefix("//") else { return nil }
        let body = comment.dropFirst(2).drop { $0 == " " || $0 == "\t" }
        guard body.hasPrefix(Self.marker) else { return nil }
        let rest = body.dropFirst(Self.marker.count).trimmingSpaces
        guard !rest.isEmpty else { return nil }
        if let equals = rest.firstIndex(of: "=") {
            let key = rest[..<equals].trimmingSpaces
            let value = rest[rest.index(after: equals)...].trimmingSpaces
            guard !key.isEmpty, key.allSatisfy({ $0.isLetter || $0 == "." }) else { return nil }
            self = .header(key: String(key), value: String(value))
        } else {
            self = .name(String(rest))
        }
    }
}

extension StringProtocol {
    /// Without leading and trailing spaces and tabs.
    var trimmingSpaces: SubSequence {
        let start = firstIndex { $0 != " " && $0 != "\t" } ?? endIndex
        let end = lastIndex { $0 != " " && $0 != "\t" }.map { index(after: $0) } ?? start
        return self[start..<Swift.max(start, end)]
    }
}
