/// `UICollectionView.ScrollDirection`: the layout's main axis.
public enum ScrollDirection: String, Sendable, Hashable, CaseIterable {
    case vertical, horizontal

    /// The axis content is stacked along.
    public var axis: Axis { self == .vertical ? .vertical : .horizontal }
}
