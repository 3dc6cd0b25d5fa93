/// Catches a group whose children overflow it when the sizes are statically known:
/// - `repeatingSubitem` + `count` copies (with spacing) longer than the group: iOS 16's API
///   keeps each copy's own size and "it is the caller's responsibility to ensure layoutSize can
///   fit count repetitions" (UIKit docs);
/// - a `subitems` group into which not even the first child fits (UIKit's behaviour is unknown;
///   the catalog places it anyway, layout-semantics.md §18);
/// - a child larger than the group across its axis, edge spacing included.
///
/// Seed article 002: a combined group's size must be the sum of what it holds. A fraction > 1 on
/// its own is left to `fraction-over-one`.
struct ChildrenOverflowGroup: LintRule {
    static let id = "children-overflow-group"
    static let summary = "children that overflow their group on a statically known axis"

    func check(_ context: LintContext, _ report: inout LintReport) {
        for site in context.groups {
            guard let axis = site.group.mainAxis else { continue }
            let box = site.knownContentBox
            let spacing = site.group.interItemSpacing?.minimum ?? 0
            switch site.group.children {
            case .subitems(let children):
                if let fill = SubitemCycle.fill(site, spacing: spacing, edges: true), fill.placed == 0,
                    let first = children.first, !Self.isLoneFractionOverOne(first, axis: axis),
                    let needed = fill.overflowingTotal
                {
                    report.warn(
                        site.path / "subitems" / 0,
                        "not even the first child fits: it needs \(describe(needed, axis, box)) along the group's \(LintFormat.length(axis)), more than \(available(axis, box)); UIKit's behaviour is undocumented (the catalog places it and lets it overflow)"
                    )
                }
            case .repeating(let child, let count):
                if let length = StaticGeometry.length(of: child.size[axis], along: axis, in: box) {
                    let each = length + Linear(points: StaticGeometry.edgeLength(child.edgeSpacing, along: axis), fraction: 0)
                    let total = Double(count) * each + Linear(points: spacing * max(Double(count) - 1, 0), fraction: 0)
                    if total.fits(in: box[axis]) == .overflows {
                        report.warn(
                            site.path / "count",
                            "\(count) copies of the repeatingSubitem need \(describe(total, axis, box)) along the group's \(LintFormat.length(axis)), more than \(available(axis, box)); repeatingSubitem keeps each copy's own size and UIKit does not check the fit (\"the caller's responsibility\"), so the copies overflow the group"
                        )
                    }
                }
            case .count, .custom:
                break
            }
            let cross = axis.cross
            for child in site.children {
                let dimension = child.child.size[cross]
                guard !(StaticGeometry.isSameAxisFraction(dimension, along: cross) && dimension.value > 1),
                    let length = StaticGeometry.length(of: dimension, along: cross, in: box)
                else { continue }
                let needed = length + Linear(points: StaticGeometry.edgeLength(child.child.edgeSpacing, along: cross), fraction: 0)
                guard needed.fits(in: box[cross]) == .overflows else { continue }
                report.warn(
                    child.path / "size" / LintFormat.length(cross),
                    "the \(child.noun) needs \(describe(needed, cross, box)) across the group (edge spacing included), more than \(available(cross, box)), so it overflows the group's \(LintFormat.length(cross))"
                )
            }
        }
    }

    static func isLoneFractionOverOne(_ child: GroupChild, axis: Axis) -> Bool {
        let dimension = child.size[axis]
        return StaticGeometry.isSameAxisFraction(dimension, along: axis) && dimension.value > 1
            && StaticGeometry.edgeLength(child.edgeSpacing, along: axis) == 0
    }

    private func describe(_ length: Linear, _ axis: Axis, _ box: KnownSize) -> String {
        if let known = box[axis] { return "\(LintFormat.number(length.value(for: known))) pt" }
        return LintFormat.linear(length, axis)
    }

    private func available(_ axis: Axis, _ box: KnownSize) -> String {
        if let known = box[axis] { return "the \(LintFormat.number(known)) pt the group has inside its contentInsets" }
        return "the group's whole \(LintFormat.length(axis))"
    }
}
