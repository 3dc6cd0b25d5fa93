/// `UICollectionViewLayoutAttributes` for one element, as UIKit would report it.
public struct LayoutAttributes: Sendable, Hashable {
    /// `representedElementCategory`.
    public enum Category: String, Sendable, Hashable, CaseIterable {
        case cell, supplementary, decoration
    }

    public var category: Category
    /// `representedElementKind`; nil for cells.
    public var elementKind: String?
    /// For cells and item supplementaries, the item's index path; for section boundary items and
    /// decorations, `[section, 0]`; for layout-level boundary items, `[0, 0]`.
    public var indexPath: ElementIndexPath
    public var frame: Rect
    public var zIndex: Int

    public init(category: Category, elementKind: String?, indexPath: ElementIndexPath, frame: Rect, zIndex: Int) {
        self.category = category
        self.elementKind = elementKind
        self.indexPath = indexPath
        self.frame = frame
        self.zIndex = zIndex
    }
}
