/// The layout environment's container as a section provider sees it
/// (`layoutEnvironment.container`): its `effectiveContentSize`, the collection view's size less
/// the insets the configuration's `contentInsetsReference` implies across the scroll axis, and
/// its `contentSize`, the collection view's size.
///
/// Dimensions, spacings, insets and counts may be expressions over it (`container.width * 0.56`,
/// `floor(container.width / 80)`, `container.contentSize.width / 2`) and over the environment's
/// `traitCollection.displayScale` (a hairline: `1 / traitCollection.displayScale`);
/// `LayoutDefinition.specialized(in:)` evaluates them.
public struct ContainerSize: Sendable, Hashable {
    /// `effectiveContentSize.width`: `container.width` in expressions.
    public var width: Double
    /// `effectiveContentSize.height`: `container.height`.
    public var height: Double
    /// `contentSize.width`: `container.contentSize.width`.
    public var contentWidth: Double
    /// `contentSize.height`: `container.contentSize.height`.
    public var contentHeight: Double
    /// `layoutEnvironment.traitCollection.displayScale`, points to pixels:
    /// `traitCollection.displayScale`.
    public var displayScale: Double

    /// A container whose content size is its effective size (no insets), unless given.
    /// - Parameters:
    ///   - width: `effectiveContentSize.width`.
    ///   - height: `effectiveContentSize.height`.
    ///   - contentWidth: `contentSize.width`; `width` when nil.
    ///   - contentHeight: `contentSize.height`; `height` when nil.
    ///   - displayScale: the trait collection's `displayScale`; the reference's, 3, when nil.
    public init(width: Double, height: Double, contentWidth: Double? = nil, contentHeight: Double? = nil, displayScale: Double? = nil) {
        self.width = width
        self.height = height
        self.contentWidth = contentWidth ?? width
        self.contentHeight = contentHeight ?? height
        self.displayScale = displayScale ?? Self.referenceDisplayScale
    }

    /// The reference container's display scale (an iPhone 14's).
    public static let referenceDisplayScale = 3.0

    /// The names a container expression may use: the effective size's `container.width` and
    /// `container.height`, `container.contentSize.width` and `.height` (before the container's
    /// insets), and `traitCollection.displayScale`.
    public static let variableNames = [
        "container.width", "container.height", "container.contentSize.width", "container.contentSize.height", displayScaleVariable,
    ]

    /// The variable of the environment's display scale.
    public static let displayScaleVariable = "traitCollection.displayScale"

    /// Whether `expression` reads the container's size (`container.…`), not only the display
    /// scale.
    /// - Parameter expression: an expression over the layout environment.
    public static func readsSize(_ expression: Expression) -> Bool {
        expression.variables.contains { $0.hasPrefix("container.") }
    }

    /// The expression variables this container gives.
    public var variables: [String: Double] {
        [
            "container.width": width, "container.height": height,
            "container.contentSize.width": contentWidth, "container.contentSize.height": contentHeight,
            Self.displayScaleVariable: displayScale,
        ]
    }

    /// An iPhone 14 in portrait (390 × 844, display scale 3). The number a definition stores beside a container
    /// expression is its value here, so code that reads the numbers without evaluating the
    /// expressions (lint, pictures of the definition itself) sees a phone's values.
    public static let reference = ContainerSize(width: 390, height: 844)
}

extension Expression {
    /// The value in `ContainerSize.reference`, or 0 where that is not a finite number (such an
    /// expression is refused by `specialized(in:)` in every container): the number a definition
    /// stores beside a container expression.
    public var referenceValue: Double {
        guard let value = try? evaluate(ContainerSize.reference.variables), value.isFinite else { return 0 }
        return value
    }
}
