/// Relative links between the gallery's files, so the site works from `file://` and from any
/// folder it is copied to.
///
/// Paths are given from the gallery's root folder (`layouts/grid.html`); a page at `depth`
/// folders below the root reaches them through as many `../`. Each path component is
/// percent-encoded, so no name can turn into a query, a fragment or a different folder.
struct GalleryLink: Sendable, Hashable {
    /// How many folders below the gallery root the linking page sits (0: `index.html`).
    var depth: Int

    /// The `href`/`src` for a root-relative path, optionally with a `#name=value` fragment
    /// (the index reads `#tag=…`).
    func href(_ rootPath: String, fragment: (name: String, value: String)? = nil) -> String {
        // `.` and `..` would climb out of the gallery (URL parsers treat `%2E%2E` as `..` too),
        // so they are dropped; the service never produces them.
        let components = rootPath.split(separator: "/", omittingEmptySubsequences: true)
            .filter { $0 != "." && $0 != ".." }
            .map { Self.encode(String($0)) }
        let prefix = String(repeating: "../", count: max(0, depth))
        var link = prefix + components.joined(separator: "/")
        if let fragment { link += "#" + Self.encode(fragment.name) + "=" + Self.encode(fragment.value) }
        return link
    }

    /// Percent-encodes everything but RFC 3986's unreserved characters, as UTF-8.
    static func encode(_ text: String) -> String {
        var result = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: "~"):
                result.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = Array("0123456789ABCDEF")
                result += "%\(hex[Int(byte >> 4)])\(hex[Int(byte & 0xF)])"
            }
        }
        return result
    }
}
