import CatalogService
import LayoutModel

/// `catalog log`: newest first, each revision with its message and what changed.
public enum LogEntryPrinter {
    public static func write(_ entries: [LogEntry], layout name: String, on console: Console) {
        for entry in entries.reversed() {
            let tags = entry.tags.isEmpty ? "" : " " + console.paint(.yellow, "(\(entry.tags.joined(separator: ", ")))")
            console.print(
                console.paint(.bold, "\(name)@\(entry.number)")
                    + " sha:\(entry.contentHash.prefix(12))\(tags)  \(DiagnosticText.shown(entry.author))  \(entry.createdAt)")
            if !entry.message.isEmpty { console.print("    \(DiagnosticText.shown(entry.message))") }
            console.print(console.paint(.dim, "    \(summary(entry))"))
        }
    }

    /// What changed since the revision before, on one line (`created` for the first, `text
    /// only` when only the author's text changed).
    public static func summary(_ entry: LogEntry) -> String {
        if entry.isTextOnly { return textOnly }
        return entry.number == 1 && entry.changes.isEmpty ? "created" : DefinitionDiff.summary(entry.changes)
    }

    /// The summary of a revision that changed only the author's text.
    static let textOnly = "text only (comments or formatting), no geometry change"

}
