/// A width and a height dimension: `NSCollectionLayoutSize`.
public struct LayoutSize: Sendable, Hashable {
    /// `widthDimension`.
    public var width: Dimension
    /// `heightDimension`.
    public var height: Dimension

    /// The dimensions whose number is an expression over the layout container (any kind but
    /// `uniformAcrossSiblings`), by axis; the dimension holds its value in
    /// `ContainerSize.reference`. Set with `setContainerExpression(_:along:)`.
    public private(set) var containerExpressions: [Axis: Expression] = [:]

    public init(width: Dimension, height: Dimension) {
        self.width = width
        self.height = height
    }

    /// Makes the dimension along `axis` keep its kind and take its number from `expression`
    /// over the layout container (nil: a plain number again, the one it holds now).
    public mutating func setContainerExpression(_ expression: Expression?, along axis: Axis) {
        containerExpressions[axis] = expression
        if let expression { self[axis] = self[axis].kind(expression.referenceValue) }
    }

    /// The dimension along an axis.
    public subscript(axis: Axis) -> Dimension {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }
}
