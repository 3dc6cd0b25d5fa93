import CatalogService
import LayoutModel

/// `catalog log`: newest first, each revision with its message and what changed.
public enum LogEntryView {
    public static func write(_ entries: [LogEntry], layout name: String, on console: Console) {
        for entry in entries.reversed() {
            let tags = entry.tags.isEmpty ? "" : " " + console.paint(.yellow, "(\(entry.tags.joined(separator: ", ")))")
            console.print(console.paint(.bold, "\(name)@\(entry.number)") + " sha:\(entry.contentHash.prefix(12))\(tags)  \(entry.author)  \(entry.createdAt)")
            if !entry.message.isEmpty { console.print("    \(entry.message)") }
            console.print(console.paint(.dim, "    \(summary(entry))"))
        }
    }

    /// What changed since the revision before, on one line (`created` for the first).
    public static func summary(_ entry: LogEntry) -> String {
        entry.number == 1 && entry.changes.isEmpty ? "created" : DefinitionDiff.summary(entry.changes)
    }
}
