import CatalogService

/// What `export --all --format html` wrote.
public struct GalleryReport: Sendable, Hashable, Encodable {
    /// Every file of the gallery (paths from its root folder, `/`-separated), in the order
    /// written.
    public var files: [WrittenFile]
    /// The layouts shown, by name.
    public var layouts: [String]
    /// The device ids, in switcher order (the first is the default).
    public var devices: [String]
    /// Pictures shown as "cannot be drawn" instead: `grid on iPhone SE (3rd generation): reason`.
    public var undrawable: [String]
    /// Pages and pictures in the target from an earlier export that no longer belong to the
    /// catalog (left in place, like `export --all` leaves stale files).
    public var stale: [String]
}
