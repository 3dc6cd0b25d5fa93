/// Where to put something relative to an existing identifier: before it or after it.
public enum SnapshotPlacement<Anchor: Hashable & Sendable>: Hashable, Sendable {
    /// Immediately before the anchor.
    case before(Anchor)
    /// Immediately after the anchor.
    case after(Anchor)

    /// The identifier the placement refers to.
    public var anchor: Anchor {
        switch self {
        case .before(let anchor), .after(let anchor): anchor
        }
    }

    /// 0 for before, 1 for after: what to add to the anchor's index to get the insertion index.
    var offsetFromAnchor: Int {
        switch self {
        case .before: 0
        case .after: 1
        }
    }
}
