/// A layout axis. Horizontal groups lay children out along `.horizontal`.
public enum Axis: String, Sendable, Hashable, CaseIterable {
    case horizontal, vertical

    /// The other axis.
    public var cross: Axis { self == .horizontal ? .vertical : .horizontal }
}
