import LayoutModel

/// One of UIKit's layout objects, as a reference: `item.contentInsets = …` changes the object
/// wherever the code holds it.
///
/// Composition copies: a group keeps the state its subitems had when it was created (seed
/// article 000 shows an item's `contentInsets` set after `NSCollectionLayoutGroup.horizontal`
/// having no effect), a section its group's, a layout its section's and configuration's.
/// Changing an object after a copy was taken is reported, because it changes nothing there.
final class LayoutObject {
    enum State {
        case item(Item)
        case group(Group)
        case section(Section)
        case boundary(BoundaryItem)
        case supplementary(SupplementaryItem)
        case decoration(DecorationItem)
        case configuration(LayoutConfiguration)
        case layout(CompositionalLayout)
    }

    var state: State
    /// Where the object was created.
    let created: SourcePosition
    /// Where a copy of it was first composed into another object.
    var copiedAt: SourcePosition?

    init(_ state: State, created: SourcePosition) {
        self.state = state
        self.created = created
    }

    var kindName: String {
        switch state {
        case .item: "an NSCollectionLayoutItem"
        case .group: "an NSCollectionLayoutGroup"
        case .section: "an NSCollectionLayoutSection"
        case .boundary: "an NSCollectionLayoutBoundarySupplementaryItem"
        case .supplementary: "an NSCollectionLayoutSupplementaryItem"
        case .decoration: "an NSCollectionLayoutDecorationItem"
        case .configuration: "a UICollectionViewCompositionalLayoutConfiguration"
        case .layout: "a UICollectionViewCompositionalLayout"
        }
    }

    /// UIKit's class for it and the classes it inherits from, nearest first: where an
    /// extension's methods may be declared.
    var uikitTypes: [String] {
        switch state {
        case .item: ["NSCollectionLayoutItem"]
        case .group: ["NSCollectionLayoutGroup", "NSCollectionLayoutItem"]
        case .section: ["NSCollectionLayoutSection"]
        case .boundary: ["NSCollectionLayoutBoundarySupplementaryItem", "NSCollectionLayoutSupplementaryItem", "NSCollectionLayoutItem"]
        case .supplementary: ["NSCollectionLayoutSupplementaryItem", "NSCollectionLayoutItem"]
        case .decoration: ["NSCollectionLayoutDecorationItem", "NSCollectionLayoutItem"]
        case .configuration: ["UICollectionViewCompositionalLayoutConfiguration"]
        case .layout: ["UICollectionViewCompositionalLayout", "UICollectionViewLayout"]
        }
    }

    /// The state as a group child, when the object is an item or a group.
    var groupChild: GroupChild? {
        switch state {
        case .item(let item): .item(item)
        case .group(let group): .group(group)
        default: nil
        }
    }
}

/// A `UICollectionViewCompositionalLayout`.
struct CompositionalLayout {
    enum Content {
        /// `init(section:)`: every data section uses this section.
        case section(Section)
        /// `init(sectionProvider:)`: the closure is followed per index and width when the
        /// definition is assembled (see `SectionProviderAnalysis`).
        case provider(Callable, at: SourcePosition)
        /// `UICollectionViewCompositionalLayout.list(using:)`.
        case list(ListConfiguration)
    }

    var content: Content
    var configuration: LayoutConfiguration
}
