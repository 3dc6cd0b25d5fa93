import LayoutEngine
import LayoutModel

/// How one layout's frames changed on one device in one layout direction.
public struct ScreenReview: Sendable {
    public var device: Device
    public var direction: LayoutDirection
    /// The release the device ran.
    public var iOS: IOSVersion
    public var moved: Int
    public var resized: Int
    public var appeared: Int
    public var disappeared: Int
    /// The largest change of a moved or resized element's origin or size, in points (0 when
    /// nothing moved or resized).
    public var largestDelta: Double
    /// The content size before and after (nil on the side that has no layout).
    public var contentBefore: Extent?
    public var contentAfter: Extent?
    /// The frames compared, for pictures; nil for an added or removed layout.
    public var diff: GeometryDiff?
    /// The one side's frames for an added or removed layout, for pictures.
    public var resolution: Resolution?

    /// True when nothing on this screen changed, content size included.
    public var isUnchanged: Bool {
        moved + resized + appeared + disappeared == 0 && contentBefore == contentAfter
    }

    /// Counts a comparison's changes; `largestDelta` is the biggest |dx|, |dy|, |dw| or |dh|.
    init(device: Device, direction: LayoutDirection, iOS: IOSVersion, diff: GeometryDiff) {
        self.device = device
        self.direction = direction
        self.iOS = iOS
        var counts: [GeometryDiff.ChangeKind: Int] = [:]
        var largest = 0.0
        for change in diff.changes {
            counts[change.kind, default: 0] += 1
            if let before = change.before, let after = change.after {
                largest = max(
                    largest, abs(after.x - before.x), abs(after.y - before.y),
                    abs(after.width - before.width), abs(after.height - before.height))
            }
        }
        moved = counts[.moved] ?? 0
        resized = counts[.resized] ?? 0
        appeared = counts[.appeared] ?? 0
        disappeared = counts[.disappeared] ?? 0
        largestDelta = largest
        contentBefore = diff.from.layout.contentSize
        contentAfter = diff.to.layout.contentSize
        self.diff = diff
        resolution = nil
    }

    /// A layout only one side has: all of its elements appeared (`before` nil) or disappeared.
    init(device: Device, direction: LayoutDirection, iOS: IOSVersion, before: Resolution?, after: Resolution?) {
        self.device = device
        self.direction = direction
        self.iOS = iOS
        moved = 0
        resized = 0
        appeared = after?.layout.elementCount ?? 0
        disappeared = before?.layout.elementCount ?? 0
        largestDelta = 0
        contentBefore = before?.layout.contentSize
        contentAfter = after?.layout.contentSize
        diff = nil
        resolution = after ?? before
    }
}
