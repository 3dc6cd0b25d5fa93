import LayoutModel

/// The groups worth a function of their own (`GroupSharing`, the rule the runtime follows too,
/// less groups with numbers over the layout container), each with the role it has where it first
/// appears, which names its function.
enum SharedGroups {
    /// A shared group and the role it has where it first appears, which names its function.
    struct Shared: Sendable, Hashable {
        var group: Group
        var role: NameRole
    }

    /// The shared groups of `sections`, dependencies first (a group's function may call the
    /// functions of groups inside it).
    static func find(in sections: [Section]) -> [Shared] {
        var firstRole: [Group: NameRole] = [:]
        for section in sections {
            guard let group = section.group else { continue }
            visit(group, role: .root) { group, role in
                if firstRole[group] == nil { firstRole[group] = role }
            }
        }
        // A group over the layout container gets no function of its own (it would need the
        // environment); the runtime leaves the same groups out (`BuildPlan`), so both build the
        // same objects.
        return GroupSharing.sharedGroups(in: sections).filter { !$0.hasContainerExpressions }.map {
            Shared(group: $0, role: firstRole[$0] ?? .root)
        }
    }

    /// Visits `group` and every group inside it, pre-order, with their naming roles.
    private static func visit(_ group: Group, role: NameRole, _ body: (Group, NameRole) -> Void) {
        body(group, role)
        switch group.children {
        case .subitems(let list):
            for (index, child) in list.enumerated() {
                if case .group(let nested) = child {
                    // As `ConstructionWalker` names them.
                    let repeated = list.filter { $0 == child }.count > 1
                    let childRole = repeated || list.count == 1 ? role.nested : role.child(index, of: list.count, along: group.mainAxis)
                    visit(nested, role: childRole, body)
                }
            }
        case .count(let child, _), .repeating(let child, _):
            if case .group(let nested) = child { visit(nested, role: role.nested, body) }
        case .custom:
            break
        }
    }
}
