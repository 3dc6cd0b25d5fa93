/// A width and a height dimension: `NSCollectionLayoutSize`.
public struct Size: Sendable, Hashable {
    /// `widthDimension`.
    public var width: Dimension
    /// `heightDimension`.
    public var height: Dimension

    public init(width: Dimension, height: Dimension) {
        self.width = width
        self.height = height
    }

    /// The dimension along an axis.
    public subscript(axis: Axis) -> Dimension {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }
}
