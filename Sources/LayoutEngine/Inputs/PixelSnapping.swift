/// Whether resolved frames are rounded to device pixels the way UIKit rounds them.
public enum PixelSnapping: String, Sendable, Hashable, CaseIterable {
    /// The unrounded arithmetic of the rules (Doubles throughout).
    case exact
    /// UIKit's per-element, cumulative snapping at the environment's `displayScale`
    /// (layout-semantics.md §19.5): each element's size rounds to the nearest pixel, the next one
    /// starts after the previous one's snapped frame plus the spacing, and origins round to the
    /// nearest pixel, halves away from zero. What a person sees on the device.
    case snapped
}
