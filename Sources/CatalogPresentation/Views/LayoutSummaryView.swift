import CatalogService

/// `catalog list`: one row per layout.
public enum LayoutSummaryView {
    /// The table, or a sentence when nothing is listed (`filtered`: a tag or search was given).
    public static func write(_ layouts: [LayoutSummary], filtered: Bool, on console: Console) {
        guard !layouts.isEmpty else {
            console.print(filtered ? "No layout matches." : "The catalog is empty.")
            return
        }
        var values: [String] = []
        values.reserveCapacity(layouts.count * 7)
        for layout in layouts {
            values.append(layout.isArchived ? "\(layout.name) (removed)" : layout.name)
            values.append(layout.title ?? "")
            values.append(String(layout.revisionCount))
            values.append("@\(layout.headRevision)")
            values.append(layout.lastAuthor)
            values.append(minute(layout.lastChanged))
            values.append(layout.tags.joined(separator: ", "))
        }
        console.table([.init("NAME"), .init("TITLE", maxWidth: 40), .init("REVS", alignment: .right), .init("HEAD"), .init("AUTHOR", maxWidth: 24),
                       .init("CHANGED"), .init("TAGS")], values: values)
    }

    /// `2026-11-22T02:45:55.959Z` → `2026-11-22 02:45`.
    static func minute(_ timestamp: String) -> String {
        var timestamp = timestamp
        return timestamp.withUTF8 { bytes in
            let length = min(bytes.count, 16)
            return String(unsafeUninitializedCapacity: length) { buffer in
                for index in 0..<length { buffer[index] = index == 10 && bytes[index] == UInt8(ascii: "T") ? UInt8(ascii: " ") : bytes[index] }
                return length
            }
        }
    }
}
