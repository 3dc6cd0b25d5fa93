import LayoutModel

/// What the collection view looks like to the layout: its size, the system insets that
/// `contentInsetsReference` measures from, and the traits `when` conditions test. On Linux these
/// are inputs (see `Device`).
public struct LayoutEnvironment: Sendable, Hashable {
    /// The collection view's bounds size.
    public var width: Double
    public var height: Double
    /// `safeAreaInsets` (physical). Default 0.
    public var safeArea: EdgeInsets
    /// `layoutMargins` (physical), measured from the bounds (safe area included, as UIKit
    /// reports them). Default 0.
    public var layoutMargins: EdgeInsets
    /// `readableContentGuide` width; nil means no limit (the margins' width).
    public var readableContentWidth: Double?
    public var layoutDirection: LayoutDirection
    /// `traitCollection.displayScale`: pixels per point; nil when unknown. Frames are rounded to
    /// it when resolving with `PixelSnapping.snapped`.
    public var displayScale: Double?
    /// `traitCollection.horizontalSizeClass`; nil is `.unspecified`, which no `when` condition on
    /// it matches.
    public var horizontalSizeClass: SizeClass?
    /// `traitCollection.verticalSizeClass`; nil is `.unspecified`.
    public var verticalSizeClass: SizeClass?
    /// `traitCollection.userInterfaceIdiom`; nil is `.unspecified`.
    public var userInterfaceIdiom: UserInterfaceIdiom?
    /// The iOS release the layout runs on: it decides how frames are snapped to pixels
    /// (`SnappingRule`). Default: the newest the catalog knows.
    public var iOSVersion: IOSVersion

    public init(
        width: Double, height: Double, safeArea: EdgeInsets = .zero, layoutMargins: EdgeInsets = .zero,
        readableContentWidth: Double? = nil, layoutDirection: LayoutDirection = .leftToRight,
        displayScale: Double? = nil, horizontalSizeClass: SizeClass? = nil, verticalSizeClass: SizeClass? = nil,
        userInterfaceIdiom: UserInterfaceIdiom? = nil, iOSVersion: IOSVersion = .newest
    ) {
        self.width = width
        self.height = height
        self.safeArea = safeArea
        self.layoutMargins = layoutMargins
        self.readableContentWidth = readableContentWidth
        self.layoutDirection = layoutDirection
        self.displayScale = displayScale
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.userInterfaceIdiom = userInterfaceIdiom
        self.iOSVersion = iOSVersion
    }
}
