/// Catches a `defaultSection` of `sectionsByKind` that none of the layout's data reaches.
///
/// The layout's data are the catalog's datasets and snapshots that hold at least one of its
/// kinds. When every section identifier in them has an entry of its own, the default is never
/// drawn from that data, so no picture or review shows it: either the data lacks the kind it
/// is for, or it is dead code the app's `default:` no longer needs. Only run when the linter is
/// given the data's identifiers.
struct UnreachedDefaultSection: LintRule {
    static let id = "unreached-default-section"
    static let summary = "a defaultSection of sectionsByKind that no section of the layout's datasets and snapshots reaches"

    func check(_ context: LintContext, _ report: inout LintReport) {
        guard case .byKind(let entries, .some) = context.definition.sections else { return }
        let kinds = Set(entries.map(\.kind))
        let data = context.layoutData(kinds: kinds)
        guard !data.isEmpty, data.allSatisfy({ set in set.allSatisfy { kinds.contains(SectionIdentifier.kind(of: $0)) } }) else { return }
        report.warn(
            .root / "defaultSection",
            "no section of the \(data.count) datasets and snapshots using this layout's kinds reaches defaultSection: each has an entry of its own")
    }
}
