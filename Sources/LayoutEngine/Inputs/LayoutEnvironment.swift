/// What the collection view looks like to the layout: its size and the system insets that
/// `contentInsetsReference` measures from. On Linux these are inputs (see `Device`).
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
    /// When set, frames are rounded to the nearest 1/scale point on output.
    public var displayScale: Double?

    public init(
        width: Double, height: Double, safeArea: EdgeInsets = .zero, layoutMargins: EdgeInsets = .zero,
        readableContentWidth: Double? = nil, layoutDirection: LayoutDirection = .leftToRight,
        displayScale: Double? = nil
    ) {
        self.width = width
        self.height = height
        self.safeArea = safeArea
        self.layoutMargins = layoutMargins
        self.readableContentWidth = readableContentWidth
        self.layoutDirection = layoutDirection
        self.displayScale = displayScale
    }
}
