/// `UICollectionViewCompositionalLayoutConfiguration`.
public struct LayoutConfiguration: Sendable, Hashable {
    public var scrollDirection: ScrollDirection
    /// Space between consecutive sections (never after the last one).
    public var interSectionSpacing: Double
    /// Which insets sections measure from by default; UIKit's default is `.safeArea`.
    public var contentInsetsReference: ContentInsetsReference
    /// Layout-wide headers and footers.
    public var boundarySupplementaryItems: [BoundaryItem]

    public init(
        scrollDirection: ScrollDirection = .vertical,
        interSectionSpacing: Double = 0,
        contentInsetsReference: ContentInsetsReference = .safeArea,
        boundarySupplementaryItems: [BoundaryItem] = []
    ) {
        self.scrollDirection = scrollDirection
        self.interSectionSpacing = interSectionSpacing
        self.contentInsetsReference = contentInsetsReference
        self.boundarySupplementaryItems = boundarySupplementaryItems
    }
}
