import CatalogService

/// `catalog list --format json`: the listing written straight into the output, member by member
/// in the order ``LayoutSummary`` encodes them. A catalog of ten thousand layouts is listed
/// without building an encoder tree per layout, which cost more than the query itself.
public enum LayoutSummaryJSON {
    /// The array of layouts, one multi-line object each, tags inline.
    public static func write(_ layouts: [LayoutSummary], to writer: inout JSONWriter) {
        writer.beginArray()
        for layout in layouts {
            writer.beginObject()
            writer.key("name"); writer.string(layout.name)
            writer.key("title"); writer.string(layout.title)
            writer.key("summary"); writer.string(layout.summary)
            writer.key("tags"); writer.beginArray(inline: true)
            for tag in layout.tags { writer.string(tag) }
            writer.endArray()
            writer.key("revisions"); writer.integer(layout.revisionCount)
            writer.key("head"); writer.integer(layout.headRevision)
            writer.key("contentHash"); writer.string(layout.headHash)
            writer.key("lastAuthor"); writer.string(layout.lastAuthor)
            writer.key("lastChanged"); writer.string(layout.lastChanged)
            writer.key("archived"); writer.bool(layout.isArchived)
            writer.endObject()
        }
        writer.endArray()
        writer.newline()
    }
}
