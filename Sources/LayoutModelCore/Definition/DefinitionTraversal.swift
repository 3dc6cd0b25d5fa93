/// One element of a definition, as visited by `LayoutDefinition.forEachElement`.
public enum DefinitionElement {
    case section(Section)
    /// A group, with the group that contains it (nil for a section's top-level group).
    case group(Group, parent: Group?)
    /// An item, with the group that contains it.
    case item(Item, parent: Group)
    /// A supplementary item on an item or a group.
    case supplementary(SupplementaryItem)
    /// A boundary item on a section, or on the configuration when `section` is nil.
    case boundary(BoundaryItem, section: Section?)
    case decoration(DecorationItem, section: Section)
    /// A custom group's frame; `repeated` for the `repeat` template.
    case customFrame(CustomFrame, group: Group, repeated: Bool)
}

extension LayoutDefinition {
    /// Every section the definition can use, with its document path (`section`, `sections[2]`,
    /// `sections[1].oneOf[0]`, `sectionsByKind[0]`, `defaultSection`), in document order.
    public var sectionsWithPaths: [(section: Section, path: DocumentPath)] {
        sections.choicesWithPaths.flatMap { choice, path -> [(section: Section, path: DocumentPath)] in
            switch choice {
            case .section(let s): [(s, path)]
            case .oneOf(let list): list.enumerated().map { ($1, path / "oneOf" / $0) }
            case .returnsNil: []
            }
        }
    }

    /// Visits every element in document order with its path.
    public func forEachElement(_ visit: (DefinitionElement, DocumentPath) -> Void) {
        for (index, item) in configuration.boundarySupplementaryItems.enumerated() {
            visit(.boundary(item, section: nil), .root / "configuration" / "boundarySupplementaryItems" / index)
        }
        for (section, path) in sectionsWithPaths {
            visit(.section(section), path)
            if case .group(let group) = section.content {
                Self.visit(group, parent: nil, path: path / "group", visit)
            }
            for (index, item) in section.boundarySupplementaryItems.enumerated() {
                visit(.boundary(item, section: section), path / "boundarySupplementaryItems" / index)
            }
            for (index, item) in section.decorationItems.enumerated() {
                visit(.decoration(item, section: section), path / "decorationItems" / index)
            }
        }
    }

    private static func visit(_ group: Group, parent: Group?, path: DocumentPath, _ visit: (DefinitionElement, DocumentPath) -> Void) {
        visit(.group(group, parent: parent), path)
        for (index, item) in group.supplementaryItems.enumerated() {
            visit(.supplementary(item), path / "supplementaryItems" / index)
        }
        func child(_ child: GroupChild, _ childPath: DocumentPath) {
            switch child {
            case .item(let item):
                let itemPath = childPath / "item"
                visit(.item(item, parent: group), itemPath)
                for (index, supplementary) in item.supplementaryItems.enumerated() {
                    visit(.supplementary(supplementary), itemPath / "supplementaryItems" / index)
                }
            case .group(let nested):
                Self.visit(nested, parent: group, path: childPath / "group", visit)
            }
        }
        switch group.children {
        case .subitems(let children):
            for (index, c) in children.enumerated() { child(c, path / "subitems" / index) }
        case .count(let c, _):
            child(c, path / "subitem")
        case .repeating(let c, _):
            child(c, path / "repeatingSubitem")
        case .custom(let custom):
            for (index, frame) in custom.frames.enumerated() {
                visit(.customFrame(frame, group: group, repeated: false), path / "customItems" / index)
            }
            if let repeated = custom.repeated {
                visit(.customFrame(repeated.frame, group: group, repeated: true), path / "repeat" / "frame")
            }
        }
    }
}
