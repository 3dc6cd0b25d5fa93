import LayoutEngine

/// Which elements of a resolution a listing shows.
public struct ElementSelection: Sendable, Hashable {
    /// Only elements intersecting this rect (`layoutAttributesForElements(in:)`).
    public var rect: Rect?
    /// The main-axis content offset pinned items are placed for.
    public var scrollOffset: Double?

    public init(rect: Rect? = nil, scrollOffset: Double? = nil) {
        self.rect = rect
        self.scrollOffset = scrollOffset
    }

    /// Calls `body` with each selected element, in the resolver's stable order, without
    /// collecting them.
    func forEach(in layout: ResolvedLayout, _ body: (LayoutAttributes) throws -> Void) rethrows {
        switch (rect, scrollOffset) {
        case (let rect?, let offset?): try layout.elements(in: rect, scrollOffset: offset).forEach(body)
        case (let rect?, nil): try layout.elements(in: rect).forEach(body)
        case (nil, let offset?): try layout.forEachElement(scrollOffset: offset, body)
        case (nil, nil): try layout.forEachElement(body)
        }
    }
}
