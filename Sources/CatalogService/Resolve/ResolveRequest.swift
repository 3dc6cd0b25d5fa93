import LayoutEngine
import LayoutModel

/// What to resolve a layout for: the screen (a device, or a size) and the data.
public struct ResolveRequest: Sendable, Hashable {
    /// A named environment from `DeviceEnvironment.all` (a device's id or name is its portrait
    /// full screen: `iphone-15`, `iphone-15-landscape`, `ipad-11-landscape-split-1-3`); default
    /// `iphone-15` when no width/height is given.
    public var device: String?
    public var width: Double?
    public var height: Double?
    /// Physical insets overriding the device's.
    public var safeArea: EdgeInsets?
    public var margins: EdgeInsets?
    public var readableWidth: Double?
    public var rightToLeft = false
    /// The display scale, replacing the device's (a screen given by its size has none unless
    /// this gives one).
    public var scale: Double?
    /// The iOS release the layout runs on, which decides how frames are snapped to pixels
    /// (`SnappingRule`). Default: the newest the device runs; for a screen given by its size,
    /// the newest the catalog knows. A device must run the release given.
    public var iOS: IOSVersion?
    /// Report the unrounded arithmetic. Otherwise frames are snapped to the pixels of the
    /// environment's scale (per element and cumulative, as UIKit does) whenever it has one,
    /// which every built-in device does: what a person sees on the device.
    public var exact = false
    /// The same number of items in every data section.
    public var itemsPerSection: Int?
    /// Items per data section (the number of entries is the number of sections).
    public var counts: [Int]?
    /// With `counts`: each data section's identifier (`featured`, `category(id: 7)`), whose
    /// kind picks the section of a layout that goes by kind (`sectionsByKind`). Without them,
    /// such a layout takes its kinds in order. Datasets and snapshots carry their own.
    public var sectionIdentifiers: [String]?
    /// A dataset reference (`NAME` or `NAME@N`): counts, measured sizes and titles.
    public var dataset: String?
    /// A snapshot reference (`HISTORY@N`): counts from the snapshot, titles from the history's
    /// dataset where item ids match.
    public var snapshot: String?

    public init() {}

    /// The device used when neither a device nor a size is given.
    public static let defaultDevice = "iphone-15"

    /// Refuses a screen no layout can be resolved on, before any catalog is read: an unknown
    /// device, a release it never ran, a size without both sides, a scale that is not positive.
    /// Resolving checks the same, so a caller that skips this only learns it later.
    public func checkScreen() throws(ServiceError) {
        _ = try Catalog.environment(for: self)
    }
}
