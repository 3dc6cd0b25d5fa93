import LayoutEngine

/// Before and after frames of one layout's elements, for the overlay picture of a geometric
/// diff.
public struct DiffPicture: Sendable, Hashable {
    /// How one element changed between the two layouts.
    public enum Change: String, Sendable, Hashable, CaseIterable {
        case unchanged, moved, resized, appeared, disappeared
    }

    public struct Item: Sendable, Hashable {
        public var category: LayoutAttributes.Category
        public var label: String
        public var before: Rect?
        public var after: Rect?
        public var change: Change

        public init(category: LayoutAttributes.Category, label: String, before: Rect?, after: Rect?, change: Change) {
            self.category = category
            self.label = label
            self.before = before
            self.after = after
            self.change = change
        }
    }

    public var title: String
    public var subtitle: String
    public var items: [Item]
    /// The larger of the two content sizes.
    public var contentSize: Extent
    /// The screen, outlined.
    public var viewport: Rect

    public init(title: String, subtitle: String, items: [Item], contentSize: Extent, viewport: Rect) {
        self.title = title
        self.subtitle = subtitle
        self.items = items
        self.contentSize = contentSize
        self.viewport = viewport
    }
}
