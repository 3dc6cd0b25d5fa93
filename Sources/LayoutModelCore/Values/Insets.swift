/// `NSDirectionalEdgeInsets`: top, leading, bottom, trailing, in points.
///
/// Written as a map (`{top: 0, leading: 10, bottom: 0, trailing: 10}`, missing edges are 0) or as
/// one number for all four edges. Leading and trailing follow the layout direction.
public struct Insets: Sendable, Hashable {
    public var top: Double
    public var leading: Double
    public var bottom: Double
    public var trailing: Double

    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The edges whose inset is an expression over the layout container; the edge holds its
    /// value in `ContainerSize.reference`. Set with `setContainerExpression(_:on:)`.
    public private(set) var containerExpressions: [DirectionalEdge: Expression] = [:]

    /// Makes an edge's inset an expression over the layout container (nil: a plain number
    /// again, the one it holds now).
    public mutating func setContainerExpression(_ expression: Expression?, on edge: DirectionalEdge) {
        containerExpressions[edge] = expression
        guard let expression else { return }
        self[edge] = expression.referenceValue
    }

    /// The inset on one edge.
    public subscript(edge: DirectionalEdge) -> Double {
        get {
            switch edge {
            case .top: top
            case .leading: leading
            case .bottom: bottom
            case .trailing: trailing
            }
        }
        set {
            switch edge {
            case .top: top = newValue
            case .leading: leading = newValue
            case .bottom: bottom = newValue
            case .trailing: trailing = newValue
            }
        }
    }

    /// The same inset on every edge.
    public init(all value: Double) {
        self.init(top: value, leading: value, bottom: value, trailing: value)
    }

    /// No inset.
    public static let zero = Insets()

    /// Leading + trailing.
    public var horizontal: Double { leading + trailing }
    /// Top + bottom.
    public var vertical: Double { top + bottom }

    /// The total inset across an axis.
    public func total(along axis: Axis) -> Double { axis == .horizontal ? horizontal : vertical }
    /// The inset at the start (leading or top) of an axis.
    public func start(along axis: Axis) -> Double { axis == .horizontal ? leading : top }
    /// The inset at the end (trailing or bottom) of an axis.
    public func end(along axis: Axis) -> Double { axis == .horizontal ? trailing : bottom }

    /// The four values in document order (top, leading, bottom, trailing).
    public var values: [Double] { [top, leading, bottom, trailing] }
}
