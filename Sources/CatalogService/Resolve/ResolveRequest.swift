import LayoutEngine

/// What to resolve a layout for: the screen (a device, or a size) and the data.
public struct ResolveRequest: Sendable, Hashable {
    /// A device id or name from `Device.all`; default `iphone-15` when no width/height is given.
    public var device: String?
    public var width: Double?
    public var height: Double?
    /// Physical insets overriding the device's.
    public var safeArea: EdgeInsets?
    public var margins: EdgeInsets?
    public var readableWidth: Double?
    public var rightToLeft = false
    /// Snap frames to the pixels of this scale (per element and cumulative, as UIKit does).
    public var scale: Double?
    /// The same number of items in every data section.
    public var itemsPerSection: Int?
    /// Items per data section (the number of entries is the number of sections).
    public var counts: [Int]?
    /// A dataset reference (`NAME` or `NAME@N`): counts, measured sizes and titles.
    public var dataset: String?
    /// A snapshot reference (`HISTORY@N`): counts from the snapshot, titles from the history's
    /// dataset where item ids match.
    public var snapshot: String?

    public init() {}

    /// The device used when neither a device nor a size is given.
    public static let defaultDevice = "iphone-15"
}
