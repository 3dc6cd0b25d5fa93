/// Catches a custom group frame whose expressions give a negative or non-finite value for a
/// representative container (for example `(width - 400) / 3` at 320 pt, or a division by zero).
///
/// Validation can only check frames written as plain numbers; expressions depend on the
/// container, so they are tried at the group's absolute size or at containers 320/390/1024 pt
/// wide. UIKit cannot lay out a frame with a negative or infinite size.
struct CustomFrameDegenerate: LintRule {
    static let id = "custom-frame-degenerate"
    static let summary = "custom group frame that evaluates to a negative or non-finite value"

    func check(_ context: LintContext, _ report: inout LintReport) {
        for site in context.groups {
            guard case .custom = site.group.children else { continue }
            var reported: Set<DocumentPath> = []
            for trial in CustomGroupTrial.trials(for: site) {
                for frame in EvaluatedFrame.frames(of: site, in: trial) where !reported.contains(frame.path) {
                    let fields = [("x", frame.x), ("y", frame.y), ("width", frame.width), ("height", frame.height)]
                    guard let (key, value) = fields.first(where: { !$0.1.isFinite || (($0.0 == "width" || $0.0 == "height") && $0.1 < 0) })
                    else { continue }
                    reported.insert(frame.path)
                    let what = value.isFinite ? "\(LintFormat.number(value)), a negative size" : "\(value), not a finite number"
                    report.warn(
                        frame.path / key,
                        "\(trial.label) (group \(LintFormat.number(trial.width)) × \(LintFormat.number(trial.height)) pt) the \(key) of \(frame.name) evaluates to \(what); guard the expression with max(…, 0) or check the arithmetic"
                    )
                }
            }
        }
    }
}
