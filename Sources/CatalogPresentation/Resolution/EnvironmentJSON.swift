import LayoutEngine

/// A layout environment's fields as JSON, in one order wherever an environment is written
/// (`resolve`, `compare`), so scripts read both the same way.
enum EnvironmentJSON {
    /// Writes `width`, `height`, `safeArea`, `layoutMargins`, `layoutDirection`,
    /// `readableContentWidth`, `displayScale`, the traits and `iOS` (the release, `"17"` or
    /// `"14.5"`) into an object the caller opened
    /// (callers add their own keys around them).
    static func writeFields(_ environment: LayoutEnvironment, to writer: inout JSONWriter) {
        writer.key("width")
        writer.number(environment.width)
        writer.key("height")
        writer.number(environment.height)
        writer.key("safeArea")
        writeInsets(environment.safeArea, to: &writer)
        writer.key("layoutMargins")
        writeInsets(environment.layoutMargins, to: &writer)
        writer.key("layoutDirection")
        writer.string(environment.layoutDirection.rawValue)
        writer.key("readableContentWidth")
        writer.number(environment.readableContentWidth)
        writer.key("displayScale")
        writer.number(environment.displayScale)
        writer.key("horizontalSizeClass")
        writer.string(environment.horizontalSizeClass?.rawValue)
        writer.key("verticalSizeClass")
        writer.string(environment.verticalSizeClass?.rawValue)
        writer.key("userInterfaceIdiom")
        writer.string(environment.userInterfaceIdiom?.rawValue)
        writer.key("iOS")
        writer.string(environment.iOSVersion.description)
    }

    /// `{"top":…,"left":…,"bottom":…,"right":…}`.
    static func writeInsets(_ insets: EdgeInsets, to writer: inout JSONWriter) {
        writer.beginObject(inline: true)
        writer.key("top")
        writer.number(insets.top)
        writer.key("left")
        writer.number(insets.left)
        writer.key("bottom")
        writer.number(insets.bottom)
        writer.key("right")
        writer.number(insets.right)
        writer.endObject()
    }
}
