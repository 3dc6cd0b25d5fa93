/// `NSCollectionLayoutGroup`: lays out items and nested groups.
public struct Group: Sendable, Hashable {
    public var layout: GroupLayout
    public var size: Size
    /// The children: `subitems`, `subitem`+`count`, `repeatingSubitem`+`count`, or custom frames.
    public var children: Children
    /// Space between adjacent children; nil means none.
    public var interItemSpacing: Spacing?
    /// Shrinks the box the children are laid out in.
    public var contentInsets: Insets
    public var edgeSpacing: EdgeSpacing?
    public var supplementaryItems: [SupplementaryItem]

    public init(
        layout: GroupLayout, size: Size, children: Children, interItemSpacing: Spacing? = nil,
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
    public var size: Size {
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
