import LayoutEngine

/// A section as a picture shows it: an outline with its index, and for a row that scrolls
/// sideways, the row's extent, behaviour and snap points.
public struct PictureSection: Sendable, Hashable {
    /// The section index.
    public var index: Int
    /// The section's frame in content coordinates.
    public var frame: Rect
    /// For a section with orthogonal scrolling: the frame of the row's whole scrollable
    /// content, which can reach past the viewport edge (drawn as a faint band, marked when it
    /// continues beyond the drawing). nil for ordinary sections.
    public var orthogonalContentFrame: Rect?
    /// For a section with orthogonal scrolling: how the row scrolls and where it comes to rest,
    /// drawn as a label and ticks on the band. nil for ordinary sections (and for pictures that
    /// only know the band).
    public var rowScrolling: RowScrolling?
    /// For a layout that goes by kind: the section's identifier (`featured`, `grid(id: 3)`), or
    /// `default` for its `defaultSection` shown without one; drawn beside the index. nil for
    /// the other layouts.
    public var kindLabel: String?

    public init(index: Int, frame: Rect, orthogonalContentFrame: Rect? = nil, rowScrolling: RowScrolling? = nil, kindLabel: String? = nil) {
        self.index = index
        self.frame = frame
        self.orthogonalContentFrame = orthogonalContentFrame
        self.rowScrolling = rowScrolling
        self.kindLabel = kindLabel
    }

    /// `section` of `layout`, with its row's band and scrolling when it scrolls orthogonally,
    /// and its kind when the layout goes by kind (its sections then carry identifiers).
    public init(_ section: ResolvedSection, in layout: ResolvedLayout) {
        var scrolling: RowScrolling?
        let row = layout.orthogonalRow(section: section.index)
        if let orthogonal = section.orthogonal, let row {
            scrolling = RowScrolling(
                behavior: orthogonal.behavior, axis: orthogonal.axis, snapOffsets: orthogonal.snapOffsets,
                restingEdge: row.restingEdge, direction: row.direction)
        }
        var label = section.identifier
        if label == nil, layout.sections.contains(where: { $0.identifier != nil }) { label = "default" }
        self.init(index: section.index, frame: section.frame, orthogonalContentFrame: row?.frame, rowScrolling: scrolling, kindLabel: label)
    }
}
