/// Catches `contentInsets` on a custom group.
///
/// Custom frames are computed by the author, who usually builds the margins into them; insets on
/// the group then add a second margin (seed article 003: "if you already computed insets and
/// spacing in the frames, don't add the same insets to the group or section: double inset").
/// UIKit does not document how group insets affect custom frames; IBP shifts the frames by the
/// leading/top insets only (layout-semantics.md §3.7).
struct CustomGroupContentInsets: LintRule {
    static let id = "custom-group-content-insets"
    static let summary = "contentInsets on a custom group (double inset; UIKit behaviour undocumented)"

    func check(_ context: LintContext, _ report: inout LintReport) {
        for site in context.groups {
            guard case .custom = site.group.children, site.group.contentInsets != .zero else { continue }
            let i = site.group.contentInsets
            let f = LintFormat.number
            report.warn(
                site.path / "contentInsets",
                "contentInsets (top \(f(i.top)), leading \(f(i.leading)), bottom \(f(i.bottom)), trailing \(f(i.trailing))) on a custom group: the frames are already placed by customItems/repeat, UIKit does not document how group insets move them (an open-source re-implementation shifts them by leading and top only), and margins written into the frames get counted twice; put the margins in the frame expressions instead"
            )
        }
    }
}
