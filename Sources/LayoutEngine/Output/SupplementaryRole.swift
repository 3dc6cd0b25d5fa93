/// Where a supplementary element comes from in its definition, which
/// ``LayoutAttributes/elementKind`` alone does not say: kinds are free-form strings, so a
/// `badge` and a `header` are told apart only by where the definition attached them.
public enum SupplementaryRole: Sendable, Hashable {
    /// A boundary item (`NSCollectionLayoutBoundarySupplementaryItem`): a header, a footer, or
    /// one aligned across the scroll axis.
    case boundary(BoundarySupplementary)
    /// A supplementary item attached to an item (`NSCollectionLayoutItem.supplementaryItems`),
    /// such as a badge.
    case item
    /// A supplementary item attached to a group (`NSCollectionLayoutGroup.supplementaryItems`).
    case group
}

/// A boundary supplementary item as the resolver placed it.
public struct BoundarySupplementary: Sendable, Hashable {
    /// What the item belongs to.
    public enum Host: String, Sendable, Hashable {
        /// The whole layout (`configuration.boundarySupplementaryItems`).
        case layout
        /// One section (`section.boundarySupplementaryItems`).
        case section
    }

    /// Where the item sits along the scroll axis.
    public enum Edge: String, Sendable, Hashable {
        /// At the start: a header (top, or leading in a horizontal layout).
        case start
        /// At the end: a footer.
        case end
        /// Neither (e.g. `.leading` in a vertical layout): centred along its host.
        case other
    }

    public let elementKind: String
    public let host: Host
    public let edge: Edge
    /// `pinToVisibleBounds`: it sticks to the visible bounds while its host is visible.
    public let isPinned: Bool
    /// Its frame where it sits when nothing pins it, as ``ResolvedLayout/forEachElement(_:)``
    /// reports it.
    public let naturalFrame: Rect

    public init(elementKind: String, host: Host, edge: Edge, isPinned: Bool, naturalFrame: Rect) {
        self.elementKind = elementKind
        self.host = host
        self.edge = edge
        self.isPinned = isPinned
        self.naturalFrame = naturalFrame
    }
}
