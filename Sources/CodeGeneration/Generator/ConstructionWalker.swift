import LayoutModel

/// Walks a section (or a shared group) and lists the steps that build it, children before
/// their parents, naming each local once.
///
/// Equal items and groups inside one function are built once and referenced again (YAML
/// aliases make these common); groups shared by several section functions are built by a
/// function of their own and only called here.
struct ConstructionWalker {
    /// Decides `#available` checks and the `subitem:count:` rewrite.
    let availability: Availability
    /// Groups built by shared functions, with the function's stem (see `LayoutCodePlan`).
    let sharedGroups: [Group: String]

    private(set) var steps: [ConstructionStep] = []
    private var scope: IdentifierScope
    private var built: [GroupChild: String] = [:]

    init(availability: Availability, sharedGroups: [Group: String], taken: Set<String>) {
        self.availability = availability
        self.sharedGroups = sharedGroups
        self.scope = IdentifierScope(taken: taken)
    }

    // MARK: Sections

    /// Steps for `section`, ending with the section itself. The walker's steps start afresh
    /// afterwards; names and built objects stay known.
    mutating func section(_ section: Section) -> SectionBody {
        // Claimed before anything else in the function, so no other local takes the name.
        let container = section.hasContainerExpressions ? scope.claim(ContainerLocal.name) : nil
        let content: SectionStep.Content
        switch section.content {
        case .group(let group):
            content = .group(child(.group(group), role: .root))
        case .list(let list):
            content = .list(list, configurationName: scope.claim("listConfiguration"))
        }
        let boundaryNames = section.boundarySupplementaryItems.map { boundary($0) }
        let decorationNames = section.decorationItems.map { decoration($0) }
        let step = SectionStep(
            name: scope.claim("section"), content: content, section: section, boundaryNames: boundaryNames,
            decorationNames: decorationNames)
        let steps = takeSteps()
        // The equal share of `subitem:count:` (iOS 16 targets) may replace the only expression.
        let written =
            section.interGroupSpacingExpression != nil || !section.contentInsets.containerExpressions.isEmpty
            || steps.contains(where: \.usesContainer)
        return SectionBody(steps: steps, section: step, container: written ? container : nil)
    }

    /// The steps so far, leaving none.
    mutating func takeSteps() -> [ConstructionStep] {
        defer { steps = [] }
        return steps
    }

    /// A fresh local name in this function.
    mutating func claim(_ base: String) -> String { scope.claim(base) }

    /// Steps for a shared group's own function.
    mutating func sharedGroupBody(_ group: Group, role: NameRole) -> GroupBody {
        let name = build(group, role: role)
        return GroupBody(steps: takeSteps(), resultName: name)
    }

    // MARK: Items and groups

    /// Builds `child` (once per function) and returns its local.
    mutating func child(_ child: GroupChild, role: NameRole) -> String {
        if let name = built[child] { return name }
        let name: String
        switch child {
        case .item(let item):
            name = self.item(item, role: role)
        case .group(let group):
            if let function = sharedGroups[group] {
                name = scope.claim(role.name("Group"))
                steps.append(.sharedGroup(name: name, function: function))
            } else {
                name = build(group, role: role)
            }
        }
        built[child] = name
        return name
    }

    private mutating func item(_ item: Item, role: NameRole) -> String {
        let supplementaryNames = item.supplementaryItems.map { supplementary($0) }
        let name = scope.claim(role.name("Item"))
        let sizeName = scope.claim(name + "Size")
        steps.append(.item(ItemStep(name: name, sizeName: sizeName, item: item, supplementaryNames: supplementaryNames)))
        return name
    }

    /// Builds `group` itself, even when it is shared (for the shared function's body).
    private mutating func build(_ group: Group, role: NameRole) -> String {
        let children: GroupChildrenCode
        switch group.children {
        case .subitems(let list):
            // How often each child is listed, counted in one pass: comparing every child with
            // every other took seconds for a group of thousands (fuzz case 98204 of seed 1).
            var listings: [GroupChild: Int] = [:]
            for c in list { listings[c, default: 0] += 1 }
            let names = list.enumerated().map { index, c in
                // A child listed more than once is one object: name it for the group, not for
                // one of its positions.
                let repeated = listings[c, default: 0] > 1
                let childRole =
                    repeated || list.count == 1
                    ? Self.onlyChildRole(c, of: role)
                    : role.child(index, of: list.count, along: group.mainAxis)
                return child(c, role: childRole)
            }
            children = .subitems(names)
        case .count(let c, let count):
            let childRole = Self.onlyChildRole(c, of: role)
            if availability.target >= .iOS16 {
                switch EqualShare.rewrite(group, child: c, count: count) {
                case .rewritten(let rewritten, let share):
                    children = .equalShare(child(rewritten, role: childRole), count: count, share: share)
                case .kept(let reason):
                    children = .count(child(c, role: childRole), count: count, keptNote: reason)
                }
            } else {
                children = .count(child(c, role: childRole), count: count, keptNote: nil)
            }
        case .repeating(let c, let count):
            let name = child(c, role: Self.onlyChildRole(c, of: role))
            children = .repeating(name, count: count, fallback: availability.needsCheck(for: .iOS16))
        case .custom(let custom):
            children = .custom(custom)
        }
        let supplementaryNames = group.supplementaryItems.map { supplementary($0) }
        let name = scope.claim(role.name("Group"))
        let sizeName = scope.claim(name + "Size")
        steps.append(
            .group(
                GroupStep(
                    name: name, sizeName: sizeName, group: group, children: children, supplementaryNames: supplementaryNames)))
        return name
    }

    /// A group's only (or repeated) child: an item reads as the group's item, a nested group
    /// as its nested group.
    private static func onlyChildRole(_ child: GroupChild, of role: NameRole) -> NameRole {
        if case .group = child { return role.nested }
        return role
    }

    // MARK: Supplementary, boundary and decoration items

    private mutating func supplementary(_ item: SupplementaryItem) -> String {
        let name = scope.claim(Self.kindName(item.elementKind, fallback: "supplementary"))
        let step = SupplementaryStep(
            name: name, sizeName: scope.claim(name + "Size"), anchorName: scope.claim(name + "Anchor"),
            itemAnchorName: item.itemAnchor.map { _ in scope.claim(name + "ItemAnchor") }, item: item)
        steps.append(.supplementary(step))
        return name
    }

    /// A section's or the layout's header or footer.
    mutating func boundary(_ item: BoundaryItem) -> String {
        let name = scope.claim(Self.kindName(item.elementKind, fallback: "boundaryItem"))
        steps.append(.boundary(BoundaryStep(name: name, sizeName: scope.claim(name + "Size"), item: item)))
        return name
    }

    private mutating func decoration(_ item: DecorationItem) -> String {
        let name = scope.claim(Self.kindName(item.elementKind, fallback: "decoration"))
        steps.append(.decoration(DecorationStep(name: name, item: item)))
        return name
    }

    /// A local named after an element kind, the way Apple's samples name them:
    /// `badge-element-kind` → `badge`, `UICollectionElementKindSectionHeader` → `sectionHeader`.
    static func kindName(_ kind: String, fallback: String) -> String {
        var name = CodeIdentifier.lowerCamel(kind)
        let systemPrefix = "uiCollectionElementKind"
        if name.hasPrefix(systemPrefix), name.count > systemPrefix.count {
            name = CodeIdentifier.lowercasingLeadingCapitals(String(name.dropFirst(systemPrefix.count)))
        }
        for suffix in ["ElementKind", "Kind"] where name.hasSuffix(suffix) && name.count > suffix.count {
            name = String(name.dropLast(suffix.count))
            break
        }
        if name.isEmpty { return fallback }
        if let first = name.unicodeScalars.first, CodeIdentifier.isASCIIDigit(first) {
            return fallback + name
        }
        return name
    }
}
