/// Catches a `subitem` + `count` group (the iOS 13 API) whose child sets a main-axis size other
/// than the idiomatic fraction 1.0 of that axis.
///
/// UIKit sizes the copies equally along the group's axis and ignores the child's own size there
/// (Apple sample comment "this widthDimension will be ignored"; Apple's NestedGroups sample,
/// where `.fractionalHeight(0.3)` items in a vertical count-2 group fill half each; seed articles
/// 000, 002 and 004). A different value suggests the author expected it to matter: for example
/// Apple's Adaptive Sections item `fractionalWidth(0.2)` in a count group.
struct CountIgnoresMainAxisSize: LintRule {
    static let id = "count-ignores-main-axis-size"
    static let summary = "count group child with a main-axis size UIKit ignores (it divides the group equally)"

    func check(_ context: LintContext, _ report: inout LintReport) {
        for group in context.groups {
            guard case .count(let child, let count) = group.group.children, let axis = group.group.mainAxis else { continue }
            let dimension = child.size[axis]
            if StaticGeometry.isSameAxisFraction(dimension, along: axis) && abs(dimension.value - 1) <= StaticGeometry.tolerance {
                continue
            }
            let noun = child.isGroup ? "group" : "item"
            let spacing = group.group.interItemSpacing
            let gaps = count > 1 ? (spacing?.minimum ?? 0) : 0
            let name = LintFormat.length(axis)
            var share: String
            if gaps > 0 {
                share = "(the group's \(name) − \(count - 1) × \(LintFormat.number(gaps))) / \(count)"
            } else {
                share = count == 1 ? "the group's whole \(name)" : "1/\(count) of the group's \(name)"
            }
            if let length = group.knownContentBox[axis] {
                share += " = \(LintFormat.number(StaticGeometry.equalShare(of: length, count: count, spacing: spacing))) pt"
            }
            report.warn(
                group.path / "subitem" / noun / "size" / name,
                "\(name) \(LintFormat.dimension(dimension)) is ignored: in a subitem + count group UIKit divides the group equally, so each of its \(LintFormat.count(count, "copy", plural: "copies")) is \(share); write fractional\(axis == .horizontal ? "Width" : "Height")(1) to say so, or use repeatingSubitem + count (iOS 16) to keep the child's own size"
            )
        }
    }
}

extension GroupChild {
    /// True for a nested group.
    var isGroup: Bool {
        if case .group = self { return true }
        return false
    }
}
