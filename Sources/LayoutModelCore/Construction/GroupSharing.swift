/// Which groups are built by a builder of their own: those that several sections (or other
/// shared groups) would otherwise each build.
///
/// Generated code gives each such group a function that every section calls; the runtime builds
/// it afresh, in a scope of its own, wherever it appears. Both follow this one rule, so the
/// objects they make are the same. Within one section an equal item or group is reused instead.
///
/// Largest groups are considered first; a group inside a shared group counts once, for that
/// group's builder, so only groups that really appear in two or more builders are shared.
public enum GroupSharing {
    /// The shared groups of a provider's distinct sections (`SectionProvider.builtSections`),
    /// dependencies first: a shared group's builder may use the builders of groups inside it.
    public static func sharedGroups(of provider: SectionProvider) -> [Group] {
        sharedGroups(in: provider.builtSections)
    }

    /// The shared groups of `sections`, dependencies first.
    public static func sharedGroups(in sections: [Section]) -> [Group] {
        var order: [Group] = []
        var occurrences: [Group: Int] = [:]
        for section in sections {
            guard let group = section.group else { continue }
            visit(group) { group in
                if occurrences[group] == nil { order.append(group) }
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
        }
    }

    /// Visits `group` and every group inside it, pre-order, children in order.
    public static func visit(_ group: Group, _ body: (Group) -> Void) {
        var pending = [group]
        while let next = pending.popLast() {
            body(next)
            pending.append(contentsOf: childGroups(next).reversed())
        }
    }

    /// Whether the builder of `body` builds (or uses the builder of) `target`: shared groups
    /// other than the body's own root are used, not looked into.
    private static func contains(_ body: Group, _ target: Group, collapsing shared: Set<Group>, isRoot: Bool) -> Bool {
        if body == target { return true }
        if !isRoot && shared.contains(body) { return false }
        return childGroups(body).contains { contains($0, target, collapsing: shared, isRoot: false) }
    }

    /// The groups directly inside `group`, in order.
    public static func childGroups(_ group: Group) -> [Group] {
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
            return 1
                + list.reduce(0) { total, child in
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

extension SectionProvider {
    /// The sections the provider builds, each once: every alternative without its `when`
    /// (sections differing only in `when` build the same objects), in first-use order —
    /// `section`'s alternatives, or each of `sections`' (or `sectionsByKind`'s) in turn and then
    /// `defaultSection`'s.
    public var builtSections: [Section] {
        let choices = choicesWithPaths.map(\.choice)
        var result: [Section] = []
        for choice in choices {
            for section in choice.alternatives {
                var built = section
                built.when = nil
                if !result.contains(built) { result.append(built) }
            }
        }
        return result
    }
}
