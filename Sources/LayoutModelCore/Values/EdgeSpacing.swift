/// `NSCollectionLayoutEdgeSpacing`: extra space outside an item, per edge; a missing edge is nil.
public struct EdgeSpacing: Sendable, Hashable {
    public var leading: Spacing?
    public var top: Spacing?
    public var trailing: Spacing?
    public var bottom: Spacing?

    public init(leading: Spacing? = nil, top: Spacing? = nil, trailing: Spacing? = nil, bottom: Spacing? = nil) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
    }

    /// The spacing before the item along an axis (leading or top).
    public func start(along axis: Axis) -> Spacing? { axis == .horizontal ? leading : top }
    /// The spacing after the item along an axis (trailing or bottom).
    public func end(along axis: Axis) -> Spacing? { axis == .horizontal ? trailing : bottom }

    /// True when no edge is set.
    public var isEmpty: Bool { leading == nil && top == nil && trailing == nil && bottom == nil }
}
