import LayoutEngine

/// A section as a picture shows it: an outline with its index.
public struct PictureSection: Sendable, Hashable {
    /// The section index.
    public var index: Int
    /// The section's frame in content coordinates.
    public var frame: Rect
    /// For a section with orthogonal scrolling: the frame of the row's whole scrollable
    /// content, which can reach past the viewport edge (drawn as a faint band, marked when it
    /// continues beyond the drawing). nil for ordinary sections.
    public var orthogonalContentFrame: Rect?

    public init(index: Int, frame: Rect, orthogonalContentFrame: Rect? = nil) {
        self.index = index
        self.frame = frame
        self.orthogonalContentFrame = orthogonalContentFrame
    }
}
