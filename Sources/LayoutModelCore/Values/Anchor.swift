/// `NSCollectionLayoutAnchor`: where a supplementary item attaches to its host.
///
/// Written `{edges: [top, trailing], fractionalOffset: [0.3, -0.3]}` or with `absoluteOffset`.
public struct Anchor: Sendable, Hashable {
    /// The edges the item is attached to, in document order. Empty means centred.
    public var edges: [DirectionalEdge]
    /// The offset from the anchored position.
    public var offset: Offset

    public init(edges: [DirectionalEdge], offset: Offset = .fractional(.zero)) {
        self.edges = edges.sorted()
        self.offset = offset
    }

    /// How the anchor offset is measured.
    public enum Offset: Sendable, Hashable {
        /// In points.
        case absolute(Point)
        /// As a fraction of the supplementary item's own size.
        case fractional(Point)

        /// The raw pair.
        public var point: Point {
            switch self {
            case .absolute(let p), .fractional(let p): p
            }
        }
    }
}
