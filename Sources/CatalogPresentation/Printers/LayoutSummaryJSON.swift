import CatalogService

/// `catalog list --format json`: the listing written straight into the output, member by member
/// in the order `LayoutSummary` encodes them, from the listing's bytes. A catalog of ten
/// thousand layouts is listed without an encoder tree, or a string, per layout.
public enum LayoutSummaryJSON {
    /// The array of layouts, one multi-line object each, tags inline.
    public static func write(_ layouts: LayoutSummaries, to writer: inout JSONWriter) {
        writer.beginArray()
        for index in layouts.indices {
            writer.beginObject()
            writer.key("name")
            layouts.withText(.name, at: index) { writer.string(utf8: $0) }
            writer.key("title")
            optional(.title, of: layouts, at: index, to: &writer)
            writer.key("summary")
            optional(.summary, of: layouts, at: index, to: &writer)
            writer.key("tags")
            writer.beginArray(inline: true)
            layouts.forEachTag(at: index) { writer.string(utf8: $0) }
            writer.endArray()
            let head = layouts.headRevision(at: index)
            writer.key("revisions")
            writer.integer(head)
            writer.key("head")
            writer.integer(head)
            writer.key("contentHash")
            layouts.withText(.contentHash, at: index) { writer.string(utf8: $0) }
            writer.key("lastAuthor")
            layouts.withText(.lastAuthor, at: index) { writer.string(utf8: $0) }
            writer.key("lastChanged")
            layouts.withText(.lastChanged, at: index) { writer.string(utf8: $0) }
            writer.key("archived")
            writer.bool(layouts.isArchived(at: index))
            writer.endObject()
        }
        writer.endArray()
        writer.newline()
    }

    private static func optional(_ field: LayoutSummaries.Field, of layouts: LayoutSummaries, at index: Int, to writer: inout JSONWriter) {
        if layouts.hasValue(field, at: index) {
            layouts.withText(field, at: index) { writer.string(utf8: $0) }
        } else {
            writer.null()
        }
    }
}
