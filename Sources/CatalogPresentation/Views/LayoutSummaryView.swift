import CatalogService

/// `catalog list`: one row per layout.
public enum LayoutSummaryView {
    /// The table, or a sentence when nothing is listed (`filtered`: a tag or search was given).
    public static func write(_ layouts: [LayoutSummary], filtered: Bool, on console: Console) {
        guard !layouts.isEmpty else {
            console.print(filtered ? "No layout matches." : "The catalog is empty.")
            return
        }
        let rows = layouts.map { layout in
            [
                layout.isArchived ? "\(layout.name) (removed)" : layout.name, layout.title ?? "", String(layout.revisionCount),
                "@\(layout.headRevision)", layout.lastAuthor, minute(layout.lastChanged), layout.tags.joined(separator: ", "),
            ]
        }
        console.table([.init("NAME"), .init("TITLE", maxWidth: 40), .init("REVS", alignment: .right), .init("HEAD"), .init("AUTHOR", maxWidth: 24),
                       .init("CHANGED"), .init("TAGS")], rows)
    }

    /// `2026-11-22T02:45:55.959Z` → `2026-11-22 02:45`.
    static func minute(_ timestamp: String) -> String {
        var bytes = Array(timestamp.utf8.prefix(16))
        if bytes.count > 10, bytes[10] == UInt8(ascii: "T") { bytes[10] = UInt8(ascii: " ") }
        return String(decoding: bytes, as: UTF8.self)
    }
}
