/// `NSCollectionLayoutGroup`: lays out items and nested groups.
public struct Group: Sendable, Hashable {
    public var layout: GroupLayout
    public var size: LayoutSize
    /// The children: `subitems`, `subitem`+`count`, `repeatingSubitem`+`count`, or custom frames.
    public var children: Children
    /// Space between adjacent children; nil means none.
    public var interItemSpacing: Spacing?
    /// Shrinks the box the children are laid out in.
    public var contentInsets: Insets
    public var edgeSpacing: EdgeSpacing?
    public var supplementaryItems: [SupplementaryItem]
    /// The numbers of the group that are expressions over the layout container; each holds its
    /// value in `ContainerSize.reference`. Set with `setContainerExpression(_:for:)`.
    public private(set) var containerExpressions: [ContainerField: Expression] = [:]

    /// A number of the group itself that may be an expression over the layout container.
    public enum ContainerField: String, Sendable, Hashable, CaseIterable {
        /// `interItemSpacing`'s amount (its kind, fixed or flexible, stays as given).
        case interItemSpacing
        /// `count` of `subitem` or `repeatingSubitem`: the expression's whole part, as `Int(_:)`
        /// takes it.
        case count
    }

    /// Makes `interItemSpacing`'s amount or the count an expression over the layout container
    /// (nil: a plain number again, the one it holds now). Spacing needs `interItemSpacing` set
    /// (its kind is kept) and a count `subitem` or `repeatingSubitem` children.
    public mutating func setContainerExpression(_ expression: Expression?, for field: ContainerField) {
        containerExpressions[field] = expression
        guard let expression else { return }
        let value = expression.referenceValue
        switch field {
        case .interItemSpacing:
            switch interItemSpacing {
            case .fixed?: interItemSpacing = .fixed(value)
            case .flexible?: interItemSpacing = .flexible(value)
            case nil: interItemSpacing = .fixed(value)
            }
        case .count:
            let count = Self.count(from: value)
            switch children {
            case .count(let child, _): children = .count(child, count: count)
            case .repeating(let child, _): children = .repeating(child, count: count)
            case .subitems, .custom: containerExpressions[.count] = nil
            }
        }
    }

    /// A count from an expression's value: its whole part (`Int(_:)` in the exported code),
    /// or 0 when it is not finite or past the leaf limit.
    public static func count(from value: Double) -> Int {
        guard value.isFinite, value < Double(DefinitionLimits.maximumLeavesPerGroup) + 1, value > -1 else { return 0 }
        return Int(value)
    }

    public init(
        layout: GroupLayout, size: LayoutSize, children: Children, interItemSpacing: Spacing? = nil,
        contentInsets: Insets = .zero, edgeSpacing: EdgeSpacing? = nil,
        supplementaryItems: [SupplementaryItem] = []
    ) {
        self.layout = layout
        self.size = size
        self.children = children
        self.interItemSpacing = interItemSpacing
        self.contentInsets = contentInsets
        self.edgeSpacing = edgeSpacing
        self.supplementaryItems = supplementaryItems
    }

    /// How a group declares its children.
    public enum Children: Sendable, Hashable {
        /// `horizontal/vertical(layoutSize:subitems:)`: cycled until the group is full.
        case subitems([GroupChild])
        /// `horizontal/vertical(layoutSize:subitem:count:)` (iOS 13): `count` copies sized
        /// equally along the main axis.
        case count(GroupChild, count: Int)
        /// `horizontal/vertical(layoutSize:repeatingSubitem:count:)` (iOS 16): `count` copies at
        /// their own size.
        case repeating(GroupChild, count: Int)
        /// `custom(layoutSize:itemProvider:)`: frames as data.
        case custom(CustomItems)
    }

    /// The axis children are placed along, or nil for custom groups.
    public var mainAxis: Axis? {
        switch layout {
        case .horizontal: .horizontal
        case .vertical: .vertical
        case .custom: nil
        }
    }
}

/// `horizontal`, `vertical` or `custom`.
public enum GroupLayout: String, Sendable, Hashable, CaseIterable {
    case horizontal, vertical, custom
}

/// A group's child, written with an explicit wrapper (`item:` or `group:`).
public indirect enum GroupChild: Sendable, Hashable {
    case item(Item)
    case group(Group)

    /// The child's layout size.
    public var size: LayoutSize {
        switch self {
        case .item(let item): item.size
        case .group(let group): group.size
        }
    }

    /// The child's edge spacing.
    public var edgeSpacing: EdgeSpacing? {
        switch self {
        case .item(let item): item.edgeSpacing
        case .group(let group): group.edgeSpacing
        }
    }

    /// The child's content insets.
    public var contentInsets: Insets {
        switch self {
        case .item(let item): item.contentInsets
        case .group(let group): group.contentInsets
        }
    }
}
