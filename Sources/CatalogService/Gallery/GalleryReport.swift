/// What the HTML gallery export wrote.
public struct GalleryReport: Sendable, Hashable, Encodable {
    /// A picture the gallery shows as "cannot be drawn" instead.
    public struct Undrawable: Sendable, Hashable, Encodable {
        /// The layout's name.
        public var layout: String
        /// The device's name (`iPhone SE (3rd generation)`), as the pages show it.
        public var device: String
        /// Why, as the page shows it (the renderer's ``GalleryRenderer/reason(_:)``).
        public var reason: String
    }

    /// Every file of the gallery (paths from its root folder, `/`-separated), in the order
    /// written.
    public var files: [WrittenFile]
    /// The layouts shown, by name.
    public var layouts: [String]
    /// The device ids, in switcher order (the first is the default).
    public var devices: [String]
    /// The pictures shown as "cannot be drawn" instead, in the order drawn.
    public var undrawable: [Undrawable]
    /// Pages and pictures in the target from an earlier export that no longer belong to the
    /// catalog (left in place, like a folder export leaves stale files).
    public var stale: [String]
}
