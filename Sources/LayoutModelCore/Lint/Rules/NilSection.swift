/// Catches a section provider that returns nil (`returnsNil: true`).
///
/// UIKit accepts nil for a data section without items (it lays out an empty section in its
/// place), and shipping apps return it to hide a section, header and all, while its data is
/// empty. It is a pitfall all the same: the day that data section has an item, UIKit raises
/// "Invalid section definition" and the app crashes (Firefox's home screen shipped that crash,
/// and Pocket replaced its nil sections; lint-rules.md cites both).
struct NilSection: LintRule {
    static let id = "nil-section"
    static let summary = "a section provider returning nil, which crashes once that data section has items"

    func check(_ context: LintContext, _ report: inout LintReport) {
        for (choice, path) in context.definition.choicesWithPaths where choice == .returnsNil {
            report.warn(
                path / "returnsNil",
                "the section provider returns nil here: UIKit raises 'Invalid section definition' as soon as this data section has an item; return a section that shows nothing instead if it may ever have one"
            )
        }
    }
}
