/// `NSCollectionLayoutSpacing`: written `fixed(10)` or `flexible(10)`, or `{fixed: 10}`.
public enum Spacing: Sendable, Hashable {
    /// Exactly this many points.
    case fixed(Double)
    /// At least this many points; leftover space is shared out evenly.
    case flexible(Double)

    /// The fixed amount, or the flexible minimum.
    public var minimum: Double {
        switch self {
        case .fixed(let v), .flexible(let v): v
        }
    }

    /// True for `.flexible`.
    public var isFlexible: Bool {
        if case .flexible = self { return true }
        return false
    }
}
