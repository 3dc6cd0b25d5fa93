/// `NSCollectionLayoutItem`: one cell's geometry rule.
public struct Item: Sendable, Hashable {
    public var size: LayoutSize
    /// Applied after the item's slot is computed; ignored on estimated axes.
    public var contentInsets: Insets
    public var edgeSpacing: EdgeSpacing?
    /// Badges and other views attached to the item.
    public var supplementaryItems: [SupplementaryItem]

    public init(
        size: LayoutSize, contentInsets: Insets = .zero, edgeSpacing: EdgeSpacing? = nil,
        supplementaryItems: [SupplementaryItem] = []
    ) {
        self.size = size
        self.contentInsets = contentInsets
        self.edgeSpacing = edgeSpacing
        self.supplementaryItems = supplementaryItems
    }
}
