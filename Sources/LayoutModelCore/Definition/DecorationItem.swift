/// `NSCollectionLayoutDecorationItem.background(elementKind:)`: a section background.
public struct DecorationItem: Sendable, Hashable {
    public var elementKind: String
    /// Insets of the background from the section's edges.
    public var contentInsets: Insets
    /// Default 0; cells in a section with a decoration are promoted to zIndex 1.
    public var zIndex: Int

    public static let defaultZIndex = 0

    public init(elementKind: String, contentInsets: Insets = .zero, zIndex: Int = DecorationItem.defaultZIndex) {
        self.elementKind = elementKind
        self.contentInsets = contentInsets
        self.zIndex = zIndex
    }
}
