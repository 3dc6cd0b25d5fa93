/// Catches a `sectionsByKind` kind that none of the layout's data holds.
///
/// The layout's data are the catalog's datasets and snapshots that hold at least one of its
/// kinds (an identifier `category(id: 7)` is of kind `category`). A kind none of them holds is
/// usually misspelt (`featred`) or a section the app no longer has. A layout whose kinds appear
/// in no data says nothing: its data is simply not in the catalog yet. Only run when the linter
/// is given the data's identifiers.
struct UnusedSectionKind: LintRule {
    static let id = "unused-section-kind"
    static let summary = "a sectionsByKind kind that none of the layout's datasets and snapshots holds"

    func check(_ context: LintContext, _ report: inout LintReport) {
        guard case .byKind(let entries, _) = context.definition.sections else { return }
        let data = context.layoutData(kinds: Set(entries.map(\.kind)))
        guard !data.isEmpty else { return }
        let used = Set(data.flatMap { $0.map(SectionIdentifier.kind(of:)) })
        for (index, entry) in entries.enumerated() where !used.contains(entry.kind) {
            var message =
                "none of the \(data.count) datasets and snapshots using this layout's kinds has a section of kind '\(DiagnosticText.excerpt(entry.kind))'"
            if let close = Suggestion.closest(to: entry.kind, among: used.sorted()) {
                message += " (did you mean '\(DiagnosticText.excerpt(close))'?)"
            }
            report.warn(.root / "sectionsByKind" / index / "kind", message)
        }
    }
}

extension LintContext {
    /// The identifier sets of the catalog's data that hold at least one of `kinds`: the data
    /// this layout is drawn with. Empty when the linter has no data.
    func layoutData(kinds: Set<String>) -> [Set<String>] {
        (dataSectionIdentifiers ?? []).filter { set in set.contains { kinds.contains(SectionIdentifier.kind(of: $0)) } }
    }
}
