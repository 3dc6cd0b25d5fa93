/// Catches one `elementKind` used for different roles: a supplementary item on an item or group
/// (a badge), a boundary item (a header or footer), and a decoration item (a background).
///
/// The kind is how views are registered and provided: `supplementaryViewProvider` receives only
/// the kind, so a badge and a header sharing it get the same view, and decoration kinds are
/// registered on the layout rather than the collection view. Seed article 000: "each type of
/// supplementary item must have a unique element kind"; seed 003 stresses that registration and
/// view provision both go by the kind. (Duplicates on one host are a validation error.)
struct ElementKindSharedAcrossRoles: LintRule {
    static let id = "element-kind-shared-across-roles"
    static let summary = "one elementKind used by a supplementary, a boundary and/or a decoration item"

    private enum Role: String, CaseIterable {
        case supplementary = "a supplementary item"
        case boundary = "a boundary item"
        case decoration = "a decoration item"
    }

    func check(_ context: LintContext, _ report: inout LintReport) {
        var firstUse: [String: [Role: DocumentPath]] = [:]
        var order: [(kind: String, role: Role, path: DocumentPath)] = []
        context.definition.forEachElement { element, path in
            switch element {
            case .supplementary(let item): order.append((item.elementKind, .supplementary, path))
            case .boundary(let item, _): order.append((item.elementKind, .boundary, path))
            case .decoration(let item, _): order.append((item.elementKind, .decoration, path))
            default: break
            }
        }
        for (kind, role, path) in order {
            var uses = firstUse[kind] ?? [:]
            if uses[role] == nil {
                if let (otherRole, otherPath) = Role.allCases.compactMap({ r in uses[r].map { (r, $0) } }).first {
                    report.warn(
                        path / "elementKind",
                        "elementKind '\(kind)' is also used by \(otherRole.rawValue) (\(otherPath)); views are registered and provided by kind, so \(role.rawValue) and \(otherRole.rawValue) sharing it get the same view class; give each role its own kind"
                    )
                }
                uses[role] = path
            }
            firstUse[kind] = uses
        }
    }
}
