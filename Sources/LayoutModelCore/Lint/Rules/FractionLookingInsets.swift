/// Catches an inset between 0 and 1 point, such as `leading: 0.15`.
///
/// UIKit's NSCollectionLayoutContainer header says "contentInsets values < 1.0 are interpreted
/// as fractional values (e.g. leading:0.15 == 15% width)"; the catalog treats every inset as
/// points (layout-semantics.md §18), so a value like 0.15 means 0.15 pt here but may mean 15 %
/// on a device. Either way it is unlikely to be what the author meant.
struct FractionLookingInsets: LintRule {
    static let id = "fraction-looking-insets"
    static let summary = "inset between 0 and 1 point (UIKit may read it as a fraction)"

    func check(_ context: LintContext, _ report: inout LintReport) {
        context.definition.forEachElement { element, path in
            switch element {
            case .section(let section): check(section.contentInsets, path / "contentInsets", &report)
            case .group(let group, _): check(group.contentInsets, path / "contentInsets", &report)
            case .item(let item, _): check(item.contentInsets, path / "contentInsets", &report)
            case .boundary(let item, _): check(item.contentInsets, path / "contentInsets", &report)
            case .decoration(let item, _): check(item.contentInsets, path / "contentInsets", &report)
            case .supplementary, .customFrame: break
            }
        }
    }

    private func check(_ insets: Insets, _ path: DocumentPath, _ report: inout LintReport) {
        let edges = [("top", insets.top), ("leading", insets.leading), ("bottom", insets.bottom), ("trailing", insets.trailing)]
        let odd = edges.filter { $0.1 > 0 && $0.1 < 1 }
        guard !odd.isEmpty else { return }
        let allSame = edges.allSatisfy { $0.1 == insets.top }
        let listed =
            allSame ? "\(LintFormat.number(insets.top)) on every edge" : odd.map { "\($0.0) \(LintFormat.number($0.1))" }.joined(separator: ", ")
        let example = odd[0].1
        report.warn(
            allSame ? path : path / odd[0].0,
            "inset \(listed) is less than 1 point: the catalog treats insets as points, but UIKit's container documentation says inset values < 1.0 are fractions (\(LintFormat.number(example)) = \(LintFormat.number(example * 100))% of the width); write whole points"
        )
    }
}
