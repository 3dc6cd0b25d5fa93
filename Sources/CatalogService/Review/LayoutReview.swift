import LayoutModel

/// What a review found for one layout name.
public struct LayoutReview: Sendable {
    public enum Status: String, Sendable, Hashable, CaseIterable {
        case added, removed, changed
        /// The same canonical content in different text (comments, formatting): no
        /// definition or geometry change.
        case textOnly
        case unchanged

        /// The status in words, for people.
        public var words: String { self == .textOnly ? "text only" : rawValue }

        /// True when the definition itself differs (or exists on one side only).
        public var changesDefinition: Bool { self != .unchanged && self != .textOnly }
    }

    public var name: String
    public var status: Status
    /// Where each side read the layout from (nil on the side that lacks it).
    public var baseOrigin: String?
    public var headOrigin: String?
    /// The structural diff, one entry per changed value (empty unless `changed`).
    public var changes: [DefinitionChange]
    /// One entry per device and direction, devices in request order, LTR before RTL; empty
    /// for an unchanged layout.
    public var screens: [ScreenReview]

    /// The largest delta over every screen, in points.
    public var largestDelta: Double { screens.map(\.largestDelta).max() ?? 0 }
}
