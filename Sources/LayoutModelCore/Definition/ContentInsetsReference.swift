/// `UIContentInsetsReference`: which system insets a section's insets are measured from.
public enum ContentInsetsReference: String, Sendable, Hashable, CaseIterable {
    /// Follow the layout configuration (for a section) or the system default.
    case automatic
    /// The collection view's bounds.
    case none
    case safeArea
    case layoutMargins
    case readableContent
}
