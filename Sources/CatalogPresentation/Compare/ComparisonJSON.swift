import CatalogService
import LayoutEngine

/// A comparison for scripts. Keys in this order: `layout`, `contentHash`, `recording`,
/// `device`, `environment` (as recorded, in `resolve --format json`'s shape), `snapping`,
/// `tolerance`, `agrees`, `agreeing`, `contentSize` (`device`, `catalog`, `agrees`), `notes`,
/// then `disagreements`, one per line (`kind`, `category`, `elementKind`, `indexPath`, `device`
/// and `catalog` as `{frame, zIndex}` or null, `rule` as `{id, section, summary}`).
public enum ComparisonJSON {
    public static func write(_ comparison: LayoutComparison, to writer: inout JSONWriter) {
        let recorded = comparison.recording.environment
        writer.beginObject()
        writer.key("layout")
        writer.string("\(comparison.revision.name)@\(comparison.revision.number)")
        writer.key("contentHash")
        writer.string(comparison.revision.contentHash)
        writer.key("recording")
        writer.string(comparison.recordingPath)
        writer.key("device")
        writer.beginObject(inline: true)
        writer.key("environment")
        writer.string(recorded.device)
        writer.key("deviceName")
        writer.string(recorded.deviceName)
        writer.key("deviceModel")
        writer.string(recorded.deviceModel)
        writer.key("systemName")
        writer.string(recorded.systemName)
        writer.key("systemVersion")
        writer.string(recorded.systemVersion)
        writer.endObject()
        writer.key("environment")
        writeEnvironment(recorded.layout, to: &writer)
        writer.key("snapping")
        writer.string(comparison.catalog.snapping.rawValue)
        writer.key("tolerance")
        writer.number(comparison.tolerance)
        writer.key("agrees")
        writer.bool(comparison.agrees)
        writer.key("agreeing")
        writer.integer(comparison.agreeingCount)
        writer.key("contentSize")
        writer.beginObject(inline: true)
        writer.key("device")
        writer.size(comparison.recording.contentSize)
        writer.key("catalog")
        writer.size(comparison.catalog.contentSize)
        writer.key("agrees")
        writer.bool(!comparison.contentSizeDiffers)
        writer.endObject()
        writer.key("notes")
        writer.beginArray()
        for note in comparison.notes { writer.string(ComparisonText.note(note)) }
        writer.endArray()
        writer.key("disagreements")
        writer.beginArray()
        for d in comparison.disagreements {
            writer.beginObject(inline: true)
            writer.key("kind")
            writer.string(d.kind.rawValue)
            writer.elementIdentity(d.category, d.elementKind, d.indexPath)
            writer.key("device")
            writeSide(d.device, to: &writer)
            writer.key("catalog")
            writeSide(d.catalog, to: &writer)
            writer.key("rule")
            writer.beginObject(inline: true)
            writer.key("id")
            writer.string(d.rule.id)
            writer.key("section")
            writer.string(d.rule.section)
            writer.key("summary")
            writer.string(d.rule.summary)
            writer.endObject()
            writer.endObject()
        }
        writer.endArray()
        writer.endObject()
        writer.newline()
    }

    private static func writeSide(_ element: LayoutAttributes?, to writer: inout JSONWriter) {
        guard let element else { return writer.null() }
        writer.beginObject(inline: true)
        writer.key("frame")
        writer.rect(element.frame)
        writer.key("zIndex")
        writer.integer(element.zIndex)
        writer.endObject()
    }

    private static func writeEnvironment(_ environment: LayoutEnvironment, to writer: inout JSONWriter) {
        writer.beginObject(inline: true)
        EnvironmentJSON.writeFields(environment, to: &writer)
        writer.endObject()
    }
}
