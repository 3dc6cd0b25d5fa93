import LayoutModel

/// Finds the groups worth a function of their own: those that several section functions (or
/// other shared groups) would otherwise each build.
///
/// Largest groups are considered first; a group inside a shared group counts once for that
/// group's function, so only groups that really appear in two or more function bodies are
/// shared. Within one body an equal group is simply reused (see `ConstructionWalker`).
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
        var order: [Group] = []
        var occurrences: [Group: Int] = [:]
        for section in sections {
            guard let group = section.group else { continue }
            visit(group, role: .root) { group, role in
                if firstRole[group] == nil {
                    firstRole[group] = role
                    order.append(group)
                }
                occurrences[group, default: 0] += 1
            }
        }
        let position = Dictionary(uniqueKeysWithValues: order.enumerated().map { ($1, $0) })
        let candidates = order.filter { (occurrences[$0] ?? 0) > 1 }.sorted { a, b in
            let (sizeA, sizeB) = (nodeCount(a), nodeCount(b))
            if sizeA != sizeB { return sizeA > sizeB }
            return (position[a] ?? 0) < (position[b] ?? 0)
        }
        let roots = sections.compactMap(\.group)
        var shared: [Group] = []
        for candidate in candidates {
            let bodies = roots + shared
            let scopes = bodies.filter { contains($0, candidate, collapsing: Set(shared), isRoot: true) }.count
            if scopes > 1 { shared.append(candidate) }
        }
        return shared.sorted { a, b in
            let (sizeA, sizeB) = (nodeCount(a), nodeCount(b))
            if sizeA != sizeB { return sizeA < sizeB }
            return (position[a] ?? 0) < (position[b] ?? 0)
        }.map { Shared(group: $0, role: firstRole[$0] ?? .root) }
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

    /// Whether the function body that builds `body` builds (or calls for) `target`: shared
    /// groups other than the body's own root are calls, not looked into.
    private static func contains(_ body: Group, _ target: Group, collapsing shared: Set<Group>, isRoot: Bool) -> Bool {
        if body == target { return true }
        if !isRoot && shared.contains(body) { return false }
        return childGroups(body).contains { contains($0, target, collapsing: shared, isRoot: false) }
    }

    private static func childGroups(_ group: Group) -> [Group] {
        switch group.children {
        case .subitems(let list):
            return list.compactMap { if case .group(let g) = $0 { g } else { nil } }
        case .count(let child, _), .repeating(let child, _):
            if case .group(let g) = child { return [g] }
            return []
        case .custom:
            return []
        }
    }

    /// Groups and items in the tree: a rough size, to consider outer groups before inner ones.
    private static func nodeCount(_ group: Group) -> Int {
        switch group.children {
        case .subitems(let list):
            return 1 + list.reduce(0) { total, child in
                if case .group(let g) = child { return total + nodeCount(g) }
                return total + 1
            }
        case .count(let child, _), .repeating(let child, _):
            if case .group(let g) = child { return 1 + nodeCount(g) }
            return 2
        case .custom:
            return 1
        }
    }
}
