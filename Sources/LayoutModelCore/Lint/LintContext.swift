/// A definition prepared for the lint rules: every section, group and group child with its
/// document path and its ancestry, which `LayoutDefinition.forEachElement` does not carry.
struct LintContext {
    let definition: LayoutDefinition
    /// The section identifiers the catalog's data holds, one set per dataset and snapshot, when
    /// the linter is given them; nil when the definition is linted alone.
    let dataSectionIdentifiers: [Set<String>]?
    /// Every section the definition can use (alternatives included), in document order.
    let sections: [SectionSite]
    /// Every group, top-level and nested, in document order.
    let groups: [GroupSite]

    init(_ definition: LayoutDefinition, dataSectionIdentifiers: [Set<String>]? = nil) {
        self.definition = definition
        self.dataSectionIdentifiers = dataSectionIdentifiers
        var sections: [SectionSite] = []
        var groups: [GroupSite] = []
        for (section, path) in definition.sectionsWithPaths {
            let site = SectionSite(section: section, path: path)
            sections.append(site)
            if let group = section.group {
                Self.collect(
                    group, path: path / "group", section: site, lineage: [], role: .top,
                    known: StaticGeometry.topLevelSize(group), into: &groups)
            }
        }
        self.sections = sections
        self.groups = groups
    }

    private static func collect(
        _ group: Group, path: DocumentPath, section: SectionSite, lineage: [Lineage], role: ChildRole,
        known: KnownSize, into groups: inout [GroupSite]
    ) {
        let site = GroupSite(
            group: group, path: path, section: section, lineage: lineage + [Lineage(group: group, role: role)],
            known: known)
        groups.append(site)
        for child in site.children {
            if case .group(let nested) = child.child {
                collect(
                    nested, path: child.path, section: section, lineage: site.lineage, role: child.role,
                    known: StaticGeometry.childSize(child), into: &groups)
            }
        }
    }

    /// The layout's scroll axis.
    var scrollAxis: Axis { definition.configuration.scrollDirection.axis }
}

/// A section with its path (`section`, `sections[2]`, `sections[1].oneOf[0]`, `defaultSection`).
struct SectionSite {
    let section: Section
    let path: DocumentPath

    /// The zIndex cells get in this section: UIKit gives cells 0, and promotes them to 1 when the
    /// section has a decoration item (UIKit header, NSCollectionLayoutDecorationItem.zIndex).
    /// Custom group frames keep their own zIndex, promoted to at least that base.
    var cellZIndices: (min: Int, max: Int) {
        let base = section.decorationItems.isEmpty ? 0 : 1
        guard let group = section.group else { return (base, base) }
        var values: [Int] = []
        func visit(_ group: Group) {
            switch group.children {
            case .subitems(let children):
                for child in children { visit(child) }
            case .count(let child, _), .repeating(let child, _):
                visit(child)
            case .custom(let custom):
                values += custom.frames.map { max($0.zIndex, base) }
                if let repeated = custom.repeated { values.append(max(repeated.frame.zIndex, base)) }
            }
        }
        func visit(_ child: GroupChild) {
            switch child {
            case .item: values.append(base)
            case .group(let nested): visit(nested)
            }
        }
        visit(group)
        return (values.min() ?? base, values.max() ?? base)
    }
}

/// How a child is declared in its parent group.
enum ChildRole: Equatable {
    /// A section's top-level group.
    case top
    /// `subitems[index]`.
    case subitem(index: Int)
    /// `subitem` with `count` (equal division).
    case countSubitem(count: Int)
    /// `repeatingSubitem` with `count` (own size).
    case repeatingSubitem(count: Int)
}

/// One step of a group's ancestry: a group and how it is declared in its parent.
struct Lineage {
    let group: Group
    let role: ChildRole
}

/// A group with where it is and what contains it.
struct GroupSite {
    let group: Group
    /// The path of the group's mapping, e.g. `section.group.subitems[1].group`.
    let path: DocumentPath
    let section: SectionSite
    /// From the section's top-level group down to this group (last).
    let lineage: [Lineage]
    /// The group's size where it is known without a container (absolute sizes, or fractions of
    /// an ancestor with absolute sizes).
    let known: KnownSize

    /// How this group is declared in its parent.
    var role: ChildRole { lineage.last?.role ?? .top }

    /// The group that contains this one, nil for a top-level group.
    var parent: Group? { lineage.count >= 2 ? lineage[lineage.count - 2].group : nil }

    /// The box children are laid out in (the group's size minus its contentInsets), where known.
    var knownContentBox: KnownSize { known.inset(by: group.contentInsets) }

    /// The group's children with their paths (custom groups have none).
    var children: [ChildSite] {
        func site(_ child: GroupChild, _ wrapperPath: DocumentPath, _ role: ChildRole) -> ChildSite {
            switch child {
            case .item: ChildSite(child: child, path: wrapperPath / "item", role: role, parent: self)
            case .group: ChildSite(child: child, path: wrapperPath / "group", role: role, parent: self)
            }
        }
        switch group.children {
        case .subitems(let list):
            return list.enumerated().map { site($1, path / "subitems" / $0, .subitem(index: $0)) }
        case .count(let child, let count):
            return [site(child, path / "subitem", .countSubitem(count: count))]
        case .repeating(let child, let count):
            return [site(child, path / "repeatingSubitem", .repeatingSubitem(count: count))]
        case .custom:
            return []
        }
    }
}

/// An item or a nested group inside a group.
struct ChildSite {
    let child: GroupChild
    /// The path of the child's `item` or `group` mapping.
    let path: DocumentPath
    let role: ChildRole
    let parent: GroupSite

    /// "item" or "group", for messages.
    var noun: String {
        if case .group = child { return "group" }
        return "item"
    }
}
