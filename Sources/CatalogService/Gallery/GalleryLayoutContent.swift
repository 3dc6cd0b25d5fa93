import LayoutEngine

/// One layout as the HTML gallery shows it: its head drawn on each device, its history, and the
/// geometry between consecutive revisions. Failures to draw are values, not errors: the gallery
/// shows "cannot be drawn" there and goes on.
public struct GalleryLayoutContent: Sendable {
    /// The head drawn on one device, or why it cannot be.
    public struct Drawing: Sendable {
        public var device: Device
        public var resolution: Result<Resolution, any Error>
    }

    /// Two consecutive revisions compared on the gallery's first device.
    public struct Step: Sendable {
        public var from: Int
        public var to: Int
        public var diff: Result<GeometryDiff, any Error>
    }

    public var summary: LayoutSummary
    /// The head, pinned by number when the layout was listed.
    public var head: StoredRevision
    /// One per device, in the gallery's order.
    public var drawings: [Drawing]
    /// Every revision up to the head, oldest first.
    public var history: [LogEntry]
    /// Between each revision of ``history`` and the one before it.
    public var steps: [Step]
}
