/// Catches a fractional size that refers to an axis on which its parent is estimated: a child
/// `fractionalHeight` inside a group with an estimated height (or `fractionalWidth` inside an
/// estimated width), and the same for supplementary items on an estimated item or group.
///
/// An estimated parent measures itself from its children, while the child sizes itself from the
/// parent: a self-sizing feedback loop. Seed article 003 warns that estimated sizes in complex
/// layouts cause repeated self-sizing ("feedback loop") and jitter; layout-semantics.md §10 says
/// such fractions resolve only against the parent's current estimate. The main axis of a
/// `count` group is skipped: UIKit ignores the child's size there.
struct FractionalInEstimatedParent: LintRule {
    static let id = "fractional-in-estimated-parent"
    static let summary = "fractional size of a parent that is estimated on that axis (self-sizing feedback loop)"

    func check(_ context: LintContext, _ report: inout LintReport) {
        for group in context.groups {
            for child in group.children {
                for axis in Axis.allCases {
                    if case .countSubitem = child.role, axis == group.group.mainAxis { continue }
                    check(
                        child.child.size[axis], axis: axis, host: group.group.size, hostNoun: "parent group",
                        path: child.path / "size" / LintFormat.length(axis), &report)
                }
                if case .item(let item) = child.child {
                    supplementaries(item.supplementaryItems, host: item.size, hostNoun: "item", path: child.path, &report)
                }
            }
            supplementaries(group.group.supplementaryItems, host: group.group.size, hostNoun: "group", path: group.path, &report)
        }
    }

    private func supplementaries(_ items: [SupplementaryItem], host: LayoutSize, hostNoun: String, path: DocumentPath, _ report: inout LintReport) {
        for (index, item) in items.enumerated() {
            for axis in Axis.allCases {
                check(
                    item.size[axis], axis: axis, host: host, hostNoun: hostNoun,
                    path: path / "supplementaryItems" / index / "size" / LintFormat.length(axis), &report)
            }
        }
    }

    private func check(_ dimension: Dimension, axis: Axis, host: LayoutSize, hostNoun: String, path: DocumentPath, _ report: inout LintReport) {
        let referenced: Axis
        switch dimension {
        case .fractionalWidth: referenced = .horizontal
        case .fractionalHeight: referenced = .vertical
        default: return
        }
        let hostDimension = host[referenced]
        guard hostDimension.isEstimated else { return }
        let name = LintFormat.length(referenced)
        report.warn(
            path,
            "\(LintFormat.length(axis)) \(LintFormat.dimension(dimension)) is a fraction of the \(hostNoun)'s \(name), which is \(LintFormat.dimension(hostDimension)): the \(hostNoun) sizes itself from its content while this sizes itself from the \(hostNoun), a self-sizing feedback loop (UIKit resolves it against the estimate \(LintFormat.number(hostDimension.value)) pt, then re-measures); give it an estimated or absolute \(LintFormat.length(axis)) instead"
        )
    }
}
