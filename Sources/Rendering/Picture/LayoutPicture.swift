import LayoutEngine

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
    public var labels: [IndexPath: String]
    /// A heading, e.g. `nested-groups@3 · iPhone 15 (393 × 852)`.
    public var title: String?
    /// Elements of the layout left out of `elements` because they lie beyond the drawn region
    /// (a caller streaming a huge layout passes only what can be seen); counted in the notes.
    public var omittedBelow = 0
    public var omittedRight = 0

    public init(
        elements: [LayoutAttributes], contentSize: Extent, viewport: Rect, safeArea: EdgeInsets = .zero,
        sections: [PictureSection] = [], labels: [IndexPath: String] = [:], title: String? = nil
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
        labels: [IndexPath: String] = [:], title: String? = nil
    ) {
        self.init(
            elements: elements, contentSize: contentSize,
            viewport: Rect(x: contentOffsetX, y: contentOffsetY, width: environment.width, height: environment.height),
            safeArea: environment.safeArea, sections: sections, labels: labels, title: title)
    }
}
