/// One axis of a size: `NSCollectionLayoutDimension`.
///
/// Written in documents as `absolute(44)`, `estimated(100)`, `fractionalWidth(0.5)`,
/// `fractionalHeight(1)` or `uniformAcrossSiblings(80)`, or as a one-key map such as
/// `{fractionalWidth: 0.5}`.
public enum Dimension: Sendable, Hashable {
    /// An exact size in points.
    case absolute(Double)
    /// An estimate in points, replaced by the measured size when one is known.
    case estimated(Double)
    /// A fraction of the containing box's width (usable on either axis).
    case fractionalWidth(Double)
    /// A fraction of the containing box's height (usable on either axis).
    case fractionalHeight(Double)
    /// iOS 17: an estimate that grows to the largest sibling's measured size.
    case uniformAcrossSiblings(estimate: Double)

    /// The UIKit factory name, which is also the document keyword.
    public var kind: Kind {
        switch self {
        case .absolute: .absolute
        case .estimated: .estimated
        case .fractionalWidth: .fractionalWidth
        case .fractionalHeight: .fractionalHeight
        case .uniformAcrossSiblings: .uniformAcrossSiblings
        }
    }

    /// The number the dimension carries.
    public var value: Double {
        switch self {
        case .absolute(let v), .estimated(let v), .fractionalWidth(let v), .fractionalHeight(let v),
            .uniformAcrossSiblings(let v):
            v
        }
    }

    /// True for dimensions whose final value comes from measuring content.
    public var isEstimated: Bool {
        switch self {
        case .estimated, .uniformAcrossSiblings: true
        default: false
        }
    }

    /// True for `fractionalWidth` and `fractionalHeight`.
    public var isFractional: Bool {
        switch self {
        case .fractionalWidth, .fractionalHeight: true
        default: false
        }
    }

    /// The dimension kinds, named as in UIKit.
    public enum Kind: String, Sendable, CaseIterable {
        case absolute, estimated, fractionalWidth, fractionalHeight, uniformAcrossSiblings

        /// Builds a dimension of this kind.
        public func callAsFunction(_ value: Double) -> Dimension {
            switch self {
            case .absolute: .absolute(value)
            case .estimated: .estimated(value)
            case .fractionalWidth: .fractionalWidth(value)
            case .fractionalHeight: .fractionalHeight(value)
            case .uniformAcrossSiblings: .uniformAcrossSiblings(estimate: value)
            }
        }
    }
}
