import LayoutEngine
import LayoutModel

/// Everything a picture of a resolved layout shows, independent of how it is drawn.
///
/// Coordinates are the collection view's content coordinates (points, origin at the top-left
/// of the content), as in ``LayoutAttributes``. The CLI fills this from a resolved layout;
/// tests build it by hand.
public struct LayoutPicture: Sendable, Hashable {
    /// The elements to draw, in the order the layout reported them.
    public var elements: [LayoutAttributes]
    /// The collection view's `contentSize`.
    public var contentSize: Extent
    /// The device screen at the current scroll offset: origin = `contentOffset`, size = the
    /// collection view's bounds.
    public var viewport: Rect
    /// The viewport's safe-area insets (physical), shaded inside the screen.
    public var safeArea: EdgeInsets
    /// Section frames, outlined and numbered.
    public var sections: [PictureSection]
    /// Text to show on cells instead of their index path (e.g. data-set titles). Only cells
    /// are labelled from here: a supplementary shares its item's index path but not its title.
    public var labels: [ElementIndexPath: String]
    /// A heading, e.g. `nested-groups@3 · iPhone 15 (393 × 852)`.
    public var title: String?
    /// Elements of the layout left out of `elements` because they lie beyond the drawn region
    /// (a caller streaming a huge layout passes only what can be seen); counted in the notes.
    public var omittedBelow = 0
    public var omittedRight = 0
    /// The axis the collection view scrolls along: where the visible window of a picture drawn
    /// at a scroll offset lies, and which way pinned items stick.
    public var scrollAxis: Axis = .vertical
    /// The scroll offset the picture is drawn at, when it was drawn at one (`--offset`): pinned
    /// boundary items in `elements` then sit where they stick, and the picture shows the
    /// visible window (the viewport less the safe area along ``scrollAxis``) and where each
    /// stuck item would be unpinned. nil: the layout at rest, pinned items at their natural place.
    public var scrollOffset: Double?
    /// What supplementary elements are (header, footer, badge…), by kind and index path, for
    /// their labels and pinning. Elements without an entry are labelled by their kind.
    public var supplementaryRoles: [SupplementaryKey: SupplementaryRole] = [:]

    public init(
        elements: [LayoutAttributes], contentSize: Extent, viewport: Rect, safeArea: EdgeInsets = .zero,
        sections: [PictureSection] = [], labels: [ElementIndexPath: String] = [:], title: String? = nil
    ) {
        self.elements = elements
        self.contentSize = contentSize
        self.viewport = viewport
        self.safeArea = safeArea
        self.sections = sections
        self.labels = labels
        self.title = title
    }

    /// A picture whose viewport is the environment's bounds scrolled to `contentOffset`, with
    /// the environment's safe area.
    public init(
        elements: [LayoutAttributes], contentSize: Extent, environment: LayoutEnvironment,
        contentOffsetX: Double = 0, contentOffsetY: Double = 0, sections: [PictureSection] = [],
        labels: [ElementIndexPath: String] = [:], title: String? = nil
    ) {
        self.init(
            elements: elements, contentSize: contentSize,
            viewport: Rect(x: contentOffsetX, y: contentOffsetY, width: environment.width, height: environment.height),
            safeArea: environment.safeArea, sections: sections, labels: labels, title: title)
    }

    /// The role of `element` when it is a supplementary with a known role.
    public func role(of element: LayoutAttributes) -> SupplementaryRole? {
        guard element.category == .supplementary, let kind = element.elementKind else { return nil }
        return supplementaryRoles[SupplementaryKey(kind: kind, indexPath: element.indexPath)]
    }

    /// The viewport less the safe area along ``scrollAxis`` — what content scrolls under, and
    /// where pinned items stick — when the picture is drawn at a scroll offset and has a usable
    /// viewport.
    var visibleWindow: Rect? {
        guard scrollOffset != nil, let viewport = DrawableFrame.area(viewport) else { return nil }
        func inset(_ value: Double) -> Double { value.isFinite ? max(0, value) : 0 }
        let window =
            scrollAxis == .vertical
            ? Rect(
                x: viewport.minX, y: viewport.minY + inset(safeArea.top), width: viewport.width,
                height: viewport.height - inset(safeArea.top) - inset(safeArea.bottom))
            : Rect(
                x: viewport.minX + inset(safeArea.left), y: viewport.minY,
                width: viewport.width - inset(safeArea.left) - inset(safeArea.right), height: viewport.height)
        return DrawableFrame.area(window)
    }

    /// The boundary item `element` is, when it is one with `pinToVisibleBounds`.
    func pinnedBoundary(_ element: LayoutAttributes) -> BoundarySupplementary? {
        guard case .boundary(let item) = role(of: element), item.isPinned else { return nil }
        return item
    }
}
