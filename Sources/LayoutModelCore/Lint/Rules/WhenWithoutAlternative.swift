/// Catches `when` on a section that is not inside `oneOf`.
///
/// A condition only chooses between alternatives; on its own it leaves the data section with no
/// layout at widths where it fails. The catalog's adaptive-layout design (definition format,
/// "Adaptive layouts"; Apple's Adaptive Sections sample switches column counts, it never drops
/// the section).
struct WhenWithoutAlternative: LintRule {
    static let id = "when-without-alternative"
    static let summary = "when on a section outside oneOf (no layout where it fails)"

    func check(_ context: LintContext, _ report: inout LintReport) {
        for (choice, path) in context.definition.choicesWithPaths {
            guard case .section(let section) = choice, section.when != nil else { continue }
            report.warn(path / "when", "when on a section outside oneOf leaves no section for widths where it fails; wrap alternatives in oneOf")
        }
    }
}
