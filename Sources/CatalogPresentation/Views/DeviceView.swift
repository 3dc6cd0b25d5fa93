import LayoutEngine

/// `catalog devices`: the built-in screens for `--device`.
public enum DeviceView {
    public static func writeTable(on console: Console) {
        func n(_ value: Double) -> String { NumberText.format(value) }
        let rows = Device.all.map { d in
            [d.id, d.name, "\(n(d.width)) × \(n(d.height))",
             "\(n(d.safeArea.top)) \(n(d.safeArea.left)) \(n(d.safeArea.bottom)) \(n(d.safeArea.right))",
             "\(n(d.layoutMargins.left)) / \(n(d.layoutMargins.right))", d.readableContentWidth.map(n) ?? "–", "@\(n(d.scale))x"]
        }
        console.table([.init("ID"), .init("NAME"), .init("POINTS"), .init("SAFE AREA (T L B R)"), .init("MARGINS (L / R)"),
                       .init("READABLE"), .init("SCALE")], rows)
    }

    /// `[{"id", "name", "width", "height", "safeArea": [t, l, b, r], "layoutMargins": […], "readableContentWidth", "scale"}]`.
    public static func writeJSON(on console: Console) {
        console.withJSON { writer in
            writer.beginArray()
            for device in Device.all {
                writer.beginObject(inline: true)
                writer.key("id")
                writer.string(device.id)
                writer.key("name")
                writer.string(device.name)
                writer.key("width")
                writer.number(device.width)
                writer.key("height")
                writer.number(device.height)
                writer.key("safeArea")
                numbers([device.safeArea.top, device.safeArea.left, device.safeArea.bottom, device.safeArea.right], to: &writer)
                writer.key("layoutMargins")
                numbers([device.layoutMargins.top, device.layoutMargins.left, device.layoutMargins.bottom, device.layoutMargins.right], to: &writer)
                writer.key("readableContentWidth")
                writer.number(device.readableContentWidth)
                writer.key("scale")
                writer.number(device.scale)
                writer.endObject()
            }
            writer.endArray()
            writer.newline()
        }
    }

    private static func numbers(_ values: [Double], to writer: inout JSONWriter) {
        writer.beginArray(inline: true)
        for value in values { writer.number(value) }
        writer.endArray()
    }
}
