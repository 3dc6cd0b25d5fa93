/// The layout environment's container as a section provider sees it:
/// `layoutEnvironment.container.effectiveContentSize`, the collection view's size less the
/// insets the configuration's `contentInsetsReference` implies across the scroll axis.
///
/// Dimensions, spacings, insets and counts may be expressions over it (`container.width * 0.56`,
/// `floor(container.width / 80)`); `LayoutDefinition.specialized(in:)` evaluates them.
public struct ContainerSize: Sendable, Hashable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// The names a container expression may use.
    public static let variableNames = ["container.width", "container.height"]

    /// The expression variables this container gives.
    public var variables: [String: Double] {
        ["container.width": width, "container.height": height]
    }

    /// An iPhone 14 in portrait (390 × 844). The number a definition stores beside a container
    /// expression is its value here, so code that reads the numbers without evaluating the
    /// expressions (lint, pictures of the definition itself) sees a phone's values.
    public static let reference = ContainerSize(width: 390, height: 844)
}

extension Expression {
    /// The value in `ContainerSize.reference`, or 0 where that is not a finite number (such an
    /// expression is refused by `specialized(in:)` in every container).
    var referenceValue: Double {
        guard let value = try? evaluate(ContainerSize.reference.variables), value.isFinite else { return 0 }
        return value
    }
}
