import CatalogService
import LayoutEngine

/// A geometric diff for scripts: `from`, `to`, `contentSize` before and after, `unchanged`, every
/// changed element with its old and new frames (and `dx`/`dy`, `dw`/`dh` where both exist), and
/// the summary sentence.
public enum GeometryDiffJSON {
    public static func write(_ diff: GeometryDiff, to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("from")
        writer.string("\(diff.from.revision.name)@\(diff.from.revision.number)")
        writer.key("to")
        writer.string("\(diff.to.revision.name)@\(diff.to.revision.number)")
        writer.key("contentSize")
        writer.beginObject(inline: true)
        for (key, size) in [("before", diff.from.layout.contentSize), ("after", diff.to.layout.contentSize)] {
            writer.key(key)
            writer.size(size)
        }
        writer.endObject()
        writer.key("unchanged")
        writer.integer(diff.unchangedCount)
        writer.key("changes")
        writer.beginArray()
        for change in diff.changes {
            writer.beginObject(inline: true)
            writer.elementIdentity(change.category, change.elementKind, change.indexPath)
            writer.key("change")
            writer.string(change.kind.rawValue)
            writer.key("before")
            writer.rect(change.before)
            writer.key("after")
            writer.rect(change.after)
            if let offset = change.offset {
                writer.key("dx")
                writer.number(offset.dx)
                writer.key("dy")
                writer.number(offset.dy)
            }
            if let growth = change.growth {
                writer.key("dw")
                writer.number(growth.dw)
                writer.key("dh")
                writer.number(growth.dh)
            }
            writer.endObject()
        }
        writer.endArray()
        writer.key("summary")
        writer.string(GeometryDiffText.summary(diff))
        writer.endObject()
        writer.newline()
    }
}
