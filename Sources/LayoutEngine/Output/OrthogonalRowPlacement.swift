/// Where an orthogonal section's row lies in the content, and where its snap offsets fall on
/// it, in reported coordinates (mirrored in a right-to-left layout).
public struct OrthogonalRowPlacement: Sendable, Hashable {
    /// The row's whole scrollable content at orthogonal offset 0: ``OrthogonalScrolling/contentLength``
    /// long along the row's axis from the collection view's leading edge (so it reaches past the
    /// screen: rightwards, or leftwards in a right-to-left layout), and as thick as the groups.
    public let frame: Rect
    /// The coordinate along the row's axis that each snap offset is measured from: the row's
    /// visible leading edge for `.paging`, the first group's leading edge for the group
    /// behaviours.
    public let restingEdge: Double
    /// +1 when offsets grow along the axis, −1 when they grow against it (a horizontal row in a
    /// right-to-left layout scrolls leftwards).
    public let direction: Double

    public init(frame: Rect, restingEdge: Double, direction: Double) {
        self.frame = frame
        self.restingEdge = restingEdge
        self.direction = direction
    }

    /// The point of the row, along its axis, that comes to rest at ``restingEdge`` when the row
    /// is scrolled to `offset`: a page boundary for `.paging`, a group's leading edge for the
    /// group behaviours.
    public func position(ofOffset offset: Double) -> Double {
        restingEdge + direction * offset
    }
}
