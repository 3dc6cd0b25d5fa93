import LayoutModel

/// One paragraph of generated code that builds one layout object, in a form both languages
/// render: names are chosen once, so the Swift and Objective-C outputs read alike.
enum ConstructionStep: Sendable, Hashable {
    /// `let badge = NSCollectionLayoutSupplementaryItem(…)`, with its anchors and size.
    case supplementary(SupplementaryStep)
    /// `let item = NSCollectionLayoutItem(layoutSize:…)`, with its size.
    case item(ItemStep)
    /// `let group = NSCollectionLayoutGroup.horizontal(…)`, with its size.
    case group(GroupStep)
    /// `let group = makeGroup()`: a group shared by several section functions.
    case sharedGroup(name: String, function: String)
    /// `let header = NSCollectionLayoutBoundarySupplementaryItem(…)`, with its size.
    case boundary(BoundaryStep)
    /// `let background = NSCollectionLayoutDecorationItem.background(elementKind:)`.
    case decoration(DecorationStep)
}

struct SupplementaryStep: Sendable, Hashable {
    var name: String
    var sizeName: String
    var anchorName: String
    var itemAnchorName: String?
    var item: SupplementaryItem
}

struct ItemStep: Sendable, Hashable {
    var name: String
    var sizeName: String
    /// The item as built; its size may be an equal share (see `EqualShare`).
    var item: Item
    var supplementaryNames: [String]
}

struct GroupStep: Sendable, Hashable {
    var name: String
    var sizeName: String
    var group: Group
    var children: GroupChildrenCode
    var supplementaryNames: [String]
}

/// How a group step names its children.
enum GroupChildrenCode: Sendable, Hashable {
    /// `subitems: [a, b]`.
    case subitems([String])
    /// `subitem: a, count: n` (iOS 13). `keptNote` explains why it stays when the target is
    /// iOS 16 or later, where it is deprecated.
    case count(String, count: Int, keptNote: String?)
    /// `repeatingSubitem: a, count: n` (iOS 16); `fallback` writes an `#available` check with a
    /// `subitems:` group for older systems.
    case repeating(String, count: Int, fallback: Bool)
    /// `repeatingSubitem: a, count: n` standing in for `subitem:count:`: the child was built
    /// with an equal share of the group as its main-axis size, `share`.
    case equalShare(String, count: Int, share: Double)
    /// `custom(layoutSize:itemProvider:)` computing these frames.
    case custom(CustomItems)
}

struct BoundaryStep: Sendable, Hashable {
    var name: String
    var sizeName: String
    var item: BoundaryItem
}

struct DecorationStep: Sendable, Hashable {
    var name: String
    var item: DecorationItem
}

/// The section itself: `NSCollectionLayoutSection(group:)` or a list section, and its
/// properties.
struct SectionStep: Sendable, Hashable {
    enum Content: Sendable, Hashable {
        /// `NSCollectionLayoutSection(group: groupName)`.
        case group(String)
        /// `NSCollectionLayoutSection.list(using: configurationName, layoutEnvironment:)`.
        case list(ListConfiguration, configurationName: String)
    }

    var name: String
    var content: Content
    /// The section's properties (its `when` and content are not used here).
    var section: Section
    var boundaryNames: [String]
    var decorationNames: [String]
}

/// Everything that builds one section, in order.
struct SectionBody: Sendable, Hashable {
    var steps: [ConstructionStep]
    var section: SectionStep
    /// The local holding the layout container (`ContainerLocal`), when a number of the section
    /// is an expression over it.
    var container: String?

    /// List sections, and sections with numbers over the container, are built from the
    /// provider's layout environment.
    var needsEnvironment: Bool {
        if case .list = section.content { return true }
        return container != nil
    }
}

/// The body of a function returning a group shared by several sections.
struct GroupBody: Sendable, Hashable {
    var steps: [ConstructionStep]
    /// The local holding the group to return.
    var resultName: String
}

extension ConstructionStep {
    /// Whether the step's sizes use `uniformAcrossSiblings`.
    var usesUniformAcrossSiblings: Bool {
        let sizes: [LayoutSize]
        switch self {
        case .supplementary(let s): sizes = [s.item.size]
        case .item(let s): sizes = [s.item.size]
        case .group(let s): sizes = [s.group.size]
        case .boundary(let s): sizes = [s.item.size]
        case .sharedGroup, .decoration: sizes = []
        }
        return sizes.contains { size in
            [size.width, size.height].contains { if case .uniformAcrossSiblings = $0 { true } else { false } }
        }
    }
}

extension ConstructionStep {
    /// Whether the step writes a number over the layout container.
    var usesContainer: Bool {
        switch self {
        case .supplementary(let s): !s.item.size.containerExpressions.isEmpty
        case .item(let s): !s.item.size.containerExpressions.isEmpty || !s.item.contentInsets.containerExpressions.isEmpty
        case .group(let s):
            !s.group.size.containerExpressions.isEmpty || !s.group.contentInsets.containerExpressions.isEmpty
                || !s.group.containerExpressions.isEmpty
        case .boundary(let s): !s.item.size.containerExpressions.isEmpty || !s.item.contentInsets.containerExpressions.isEmpty
        case .decoration(let s): !s.item.contentInsets.containerExpressions.isEmpty
        case .sharedGroup: false
        }
    }
}
