import CatalogService
import LayoutEngine

/// A review for scripts: `base`, `head`, `devices`, `rightToLeft`, `counts` per status and one
/// object per layout in name order (`name`, `status`, `base`, `head`, `changes` as lines,
/// `screens` with `device`, `iOS`, `direction`, the four counts, `largestDelta` in points and the
/// content sizes).
enum ReviewJSON {
    static func write(_ review: Review, to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("base")
        writer.string(review.base.label)
        writer.key("head")
        writer.string(review.head.label)
        writer.key("devices")
        writer.beginArray(inline: true)
        for device in review.request.devices { writer.string(device) }
        writer.endArray()
        writer.key("rightToLeft")
        writer.bool(review.request.rightToLeft)
        writer.key("counts")
        writer.beginObject(inline: true)
        for status in LayoutReview.Status.allCases {
            writer.key(status.rawValue)
            writer.integer(review.layouts(status).count)
        }
        writer.endObject()
        writer.key("layouts")
        writer.beginArray()
        for layout in review.layouts { write(layout, to: &writer) }
        writer.endArray()
        writer.endObject()
        writer.newline()
    }

    static func write(_ layout: LayoutReview, to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("name")
        writer.string(layout.name)
        writer.key("status")
        writer.string(layout.status.rawValue)
        writer.key("base")
        writer.string(layout.baseOrigin)
        writer.key("head")
        writer.string(layout.headOrigin)
        writer.key("changes")
        writer.beginArray()
        for change in layout.changes { writer.string(change.description) }
        writer.endArray()
        writer.key("screens")
        writer.beginArray()
        for screen in layout.screens {
            writer.beginObject(inline: true)
            writer.key("device")
            writer.string(screen.device.id)
            writer.key("iOS")
            writer.string(screen.iOS.description)
            writer.key("direction")
            writer.string(ReviewText.direction(screen.direction).lowercased())
            writer.key("moved")
            writer.integer(screen.moved)
            writer.key("resized")
            writer.integer(screen.resized)
            writer.key("appeared")
            writer.integer(screen.appeared)
            writer.key("disappeared")
            writer.integer(screen.disappeared)
            writer.key("largestDelta")
            writer.number(screen.largestDelta)
            writer.key("contentBefore")
            writer.size(screen.contentBefore)
            writer.key("contentAfter")
            writer.size(screen.contentAfter)
            writer.endObject()
        }
        writer.endArray()
        writer.endObject()
    }
}
