/// A width and height that may each be unknown until a container is given.
struct KnownSize: Equatable {
    var width: Double?
    var height: Double?

    static let unknown = KnownSize(width: nil, height: nil)

    subscript(axis: Axis) -> Double? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    /// The size minus insets on each known axis.
    func inset(by insets: Insets) -> KnownSize {
        KnownSize(width: width.map { $0 - insets.horizontal }, height: height.map { $0 - insets.vertical })
    }
}
