import LayoutEngine

/// Frames and sizes, written one way by every command's JSON.
extension JSONWriter {
    /// `{"x":…,"y":…,"width":…,"height":…}`, or `null`.
    mutating func rect(_ rect: Rect?) {
        guard let rect else { return null() }
        fragment { rect.appendJSON(to: &$0) }
    }

    /// `"category":…,"elementKind":…,"indexPath":[s,i]`: which element, in UIKit's terms, as
    /// keys of an object the caller opened.
    mutating func elementIdentity(_ category: LayoutAttributes.Category, _ elementKind: String?, _ indexPath: ElementIndexPath) {
        key("category")
        string(category.rawValue)
        key("elementKind")
        string(elementKind)
        key("indexPath")
        beginArray(inline: true)
        integer(indexPath.section)
        integer(indexPath.item)
        endArray()
    }

    /// `{"width":…,"height":…}`, or `null`.
    mutating func size(_ size: Extent?) {
        guard let size else { return null() }
        beginObject(inline: true)
        key("width")
        number(size.width)
        key("height")
        number(size.height)
        endObject()
    }
}
