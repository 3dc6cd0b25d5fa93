import LayoutModel

/// UIKit's value types, as the layout code builds them.
enum ModelValue {
    /// `NSCollectionLayoutDimension` (a class in UIKit, but immutable).
    case dimension(Dimension)
    /// `.absolute(…)` or `.estimated(…)` of an expression over the layout container
    /// (`container.width * 0.56`); the dimension holds its value in `ContainerSize.reference`.
    case containerDimension(Dimension, Expression)
    /// `.fixed(…)` or `.flexible(…)` of an expression over the layout container.
    case containerSpacing(Spacing, Expression)
    /// `NSCollectionLayoutSize`.
    case size(LayoutSize)
    /// `NSCollectionLayoutSpacing`.
    case spacing(Spacing)
    /// `NSDirectionalEdgeInsets`.
    case insets(Insets)
    /// `NSCollectionLayoutEdgeSpacing`.
    case edgeSpacing(EdgeSpacing)
    /// `NSCollectionLayoutAnchor`.
    case anchor(Anchor)
    /// `NSDirectionalRectEdge`.
    case edges([DirectionalEdge])
    /// `CGPoint`.
    case point(x: Numeric, y: Numeric)
    /// `CGSize`, e.g. a custom group's `container.contentSize` (`width`, `height`).
    case cgSize(width: Numeric, height: Numeric)
    /// `CGRect`.
    case rect(x: Numeric, y: Numeric, width: Numeric, height: Numeric)
    /// `NSCollectionLayoutGroupCustomItem`.
    case customItem(CustomFrame)
    /// A loop appending one custom item per index `i` (see `Interpreter.customRepeat`): the
    /// definition format's `repeat`.
    case customRepeat(CustomRepeat)
    /// `UICollectionLayoutListConfiguration` (a struct: copies are independent).
    case listConfiguration(ListConfiguration)

    /// UIKit's (or Core Graphics') type for it: where an extension's members may be declared.
    var uikitType: String {
        switch self {
        case .dimension, .containerDimension: "NSCollectionLayoutDimension"
        case .size: "NSCollectionLayoutSize"
        case .spacing, .containerSpacing: "NSCollectionLayoutSpacing"
        case .insets: "NSDirectionalEdgeInsets"
        case .edgeSpacing: "NSCollectionLayoutEdgeSpacing"
        case .anchor: "NSCollectionLayoutAnchor"
        case .edges: "NSDirectionalRectEdge"
        case .point: "CGPoint"
        case .cgSize: "CGSize"
        case .rect: "CGRect"
        case .customItem, .customRepeat: "NSCollectionLayoutGroupCustomItem"
        case .listConfiguration: "UICollectionLayoutListConfiguration"
        }
    }

    var kindName: String {
        switch self {
        case .dimension, .containerDimension: "an NSCollectionLayoutDimension"
        case .size: "an NSCollectionLayoutSize"
        case .spacing, .containerSpacing: "an NSCollectionLayoutSpacing"
        case .insets: "an NSDirectionalEdgeInsets"
        case .edgeSpacing: "an NSCollectionLayoutEdgeSpacing"
        case .anchor: "an NSCollectionLayoutAnchor"
        case .edges: "an NSDirectionalRectEdge"
        case .point: "a CGPoint"
        case .cgSize: "a CGSize"
        case .rect: "a CGRect"
        case .customItem: "an NSCollectionLayoutGroupCustomItem"
        case .customRepeat: "repeated NSCollectionLayoutGroupCustomItems"
        case .listConfiguration: "a UICollectionLayoutListConfiguration"
        }
    }
}
