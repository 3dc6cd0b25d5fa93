/// `NSCollectionLayoutBoundarySupplementaryItem`: a header or footer of a section or the layout.
public struct BoundaryItem: Sendable, Hashable {
    /// Unique per host.
    public var elementKind: String
    public var size: LayoutSize
    public var alignment: RectAlignment
    /// `absoluteOffset`, in points.
    public var offset: Point
    /// Whether the item extends the host's content area (UIKit default true).
    public var extendsBoundary: Bool
    /// Whether the item sticks to the visible bounds while its host is visible.
    public var pinToVisibleBounds: Bool
    /// Default 1 (the catalog's decision; UIKit's default is undocumented).
    public var zIndex: Int
    public var contentInsets: Insets

    public static let defaultZIndex = 1

    public init(
        elementKind: String, size: LayoutSize, alignment: RectAlignment, offset: Point = .zero,
        extendsBoundary: Bool = true, pinToVisibleBounds: Bool = false,
        zIndex: Int = BoundaryItem.defaultZIndex, contentInsets: Insets = .zero
    ) {
        self.elementKind = elementKind
        self.size = size
        self.alignment = alignment
        self.offset = offset
        self.extendsBoundary = extendsBoundary
        self.pinToVisibleBounds = pinToVisibleBounds
        self.zIndex = zIndex
        self.contentInsets = contentInsets
    }
}
