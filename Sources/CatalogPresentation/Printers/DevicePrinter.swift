import LayoutEngine

/// `catalog devices`: the named environments `--device` takes — every built-in device in
/// portrait and landscape, and the iPads' Split View and Slide Over windows.
public enum DevicePrinter {
    public static func writeTable(on console: Console) {
        func n(_ value: Double) -> String { NumberText.format(value) }
        let rows = DeviceEnvironment.all.map { e in
            let safe = e.safeArea
            return [
                e.id, e.name, "\(n(e.width)) × \(n(e.height))",
                "\(n(safe.top)) \(n(safe.left)) \(n(safe.bottom)) \(n(safe.right))",
                "\(n(e.layoutMargins.left)) / \(n(e.layoutMargins.right))", e.readableContentWidth.map(n) ?? "–",
                "\(e.horizontalSizeClass.rawValue) × \(e.verticalSizeClass.rawValue)", e.device.idiom.rawValue, "@\(n(e.device.scale))x",
                releases(e.device),
            ]
        }
        console.table(
            [
                .init("ID"), .init("NAME"), .init("WINDOW"), .init("SAFE AREA (T L B R)"), .init("MARGINS (L / R)"),
                .init("READABLE"), .init("SIZE CLASS (H × V)"), .init("IDIOM"), .init("SCALE"), .init("IOS"),
            ], rows)
    }

    /// `15–26`: the first and last release the device runs (it runs every release between them
    /// that the catalog knows).
    static func releases(_ device: Device) -> String {
        guard let first = device.iOSVersions.first, let last = device.iOSVersions.last else { return "–" }
        return first == last ? "\(first)" : "\(first)–\(last)"
    }

    /// `[{"id", "name", "device", "orientation", "arrangement", "width", "height", "safeArea": [t, l, b, r],
    /// "layoutMargins": […], "systemMinimumMargin", "readableContentWidth", "horizontalSizeClass", "verticalSizeClass", "idiom", "scale", "iOS": ["15", …, "26"]}]`.
    public static func writeJSON(on console: Console) {
        console.withJSON { writer in
            writer.beginArray()
            for environment in DeviceEnvironment.all {
                let safe = environment.safeArea
                let margins = environment.layoutMargins
                writer.beginObject(inline: true)
                writer.key("id")
                writer.string(environment.id)
                writer.key("name")
                writer.string(environment.name)
                writer.key("device")
                writer.string(environment.device.id)
                writer.key("orientation")
                writer.string(environment.orientation.rawValue)
                writer.key("arrangement")
                writer.string(arrangement(environment.arrangement))
                writer.key("width")
                writer.number(environment.width)
                writer.key("height")
                writer.number(environment.height)
                writer.key("safeArea")
                numbers([safe.top, safe.left, safe.bottom, safe.right], to: &writer)
                writer.key("layoutMargins")
                numbers([margins.top, margins.left, margins.bottom, margins.right], to: &writer)
                writer.key("systemMinimumMargin")
                writer.number(environment.systemMinimumMargin)
                writer.key("readableContentWidth")
                writer.number(environment.readableContentWidth)
                writer.key("horizontalSizeClass")
                writer.string(environment.horizontalSizeClass.rawValue)
                writer.key("verticalSizeClass")
                writer.string(environment.verticalSizeClass.rawValue)
                writer.key("idiom")
                writer.string(environment.device.idiom.rawValue)
                writer.key("scale")
                writer.number(environment.device.scale)
                writer.key("iOS")
                writer.beginArray(inline: true)
                for release in environment.device.iOSVersions { writer.string(release.description) }
                writer.endArray()
                writer.endObject()
            }
            writer.endArray()
            writer.newline()
        }
    }

    /// `fullScreen`, `split-2-3`, `slideOver`.
    private static func arrangement(_ arrangement: WindowArrangement) -> String {
        switch arrangement {
        case .fullScreen: "fullScreen"
        case .splitView(let share): "split-\(share.rawValue)"
        case .slideOver: "slideOver"
        }
    }

    private static func numbers(_ values: [Double], to writer: inout JSONWriter) {
        writer.beginArray(inline: true)
        for value in values { writer.number(value) }
        writer.endArray()
    }
}
