import LayoutEngine
import LayoutModel

/// The element kinds a definition can put on screen, grouped by where UIKit reports them, so a
/// probe registers a view for every one and asks for each at the index paths it can have.
///
/// Every section the definition can use counts (`sections`, each `oneOf` alternative,
/// `defaultSection`), whichever the device picks. Kinds keep their first appearance's order and
/// each list holds a kind once.
public struct ProbeElementKinds: Sendable, Hashable {
    /// Supplementary items on items and groups: reported at an item's index path, so asked for
    /// at every index path.
    public var itemSupplementaries: [String] = []
    /// Section boundary items, and list headers and footers (UIKit's
    /// `UICollectionElementKindSectionHeader` / `…Footer`): reported at `[section, 0]`.
    public var sectionBoundaries: [String] = []
    /// The configuration's boundary items: reported at `[0, 0]`.
    public var layoutBoundaries: [String] = []
    /// Decoration items, registered on the layout rather than the collection view: reported at
    /// `[section, 0]`.
    public var decorations: [String] = []

    /// The kinds of `definition`.
    public init(_ definition: LayoutDefinition) {
        definition.forEachElement { element, _ in
            switch element {
            case .supplementary(let item): Self.append(item.elementKind, to: &itemSupplementaries)
            case .boundary(let item, let section):
                if section == nil {
                    Self.append(item.elementKind, to: &layoutBoundaries)
                } else {
                    Self.append(item.elementKind, to: &sectionBoundaries)
                }
            case .decoration(let item, _): Self.append(item.elementKind, to: &decorations)
            case .section(let section):
                // A list's header and footer are boundary items UIKit adds itself; boundary items
                // given on the section replace them, but registering both kinds costs nothing.
                if case .list(let list) = section.content {
                    if list.headerMode == .supplementary { Self.append(ListElementKind.header, to: &sectionBoundaries) }
                    if list.footerMode == .supplementary { Self.append(ListElementKind.footer, to: &sectionBoundaries) }
                }
            case .group, .item, .customFrame: break
            }
        }
    }

    /// Every kind a supplementary view is registered for (collection view registrations).
    public var supplementaryViews: [String] {
        var all: [String] = []
        for kind in itemSupplementaries + sectionBoundaries + layoutBoundaries { Self.append(kind, to: &all) }
        return all
    }

    private static func append(_ kind: String, to list: inout [String]) {
        if !list.contains(kind) { list.append(kind) }
    }
}
