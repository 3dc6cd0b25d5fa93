/// `NSCollectionLayoutSupplementaryItem`: a view anchored to an item or a group (e.g. a badge).
public struct SupplementaryItem: Sendable, Hashable {
    /// Unique per host.
    public var elementKind: String
    public var size: LayoutSize
    public var containerAnchor: Anchor
    public var itemAnchor: Anchor?
    /// Default 1 (the catalog's decision; UIKit's default is undocumented).
    public var zIndex: Int

    public static let defaultZIndex = 1

    public init(
        elementKind: String, size: LayoutSize, containerAnchor: Anchor, itemAnchor: Anchor? = nil,
        zIndex: Int = SupplementaryItem.defaultZIndex
    ) {
        self.elementKind = elementKind
        self.size = size
        self.containerAnchor = containerAnchor
        self.itemAnchor = itemAnchor
        self.zIndex = zIndex
    }
}
