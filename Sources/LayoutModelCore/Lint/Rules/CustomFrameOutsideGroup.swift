/// Catches a custom group frame that extends outside the group: x or y below 0, or x + width /
/// y + height past the group's size.
///
/// UIKit places custom frames "{0,0}-relative to this group's geometry" (UIKit docs,
/// NSCollectionLayoutGroupCustomItemProvider) and draws them where they say, so a frame outside
/// the group overlaps the next group or runs off screen. Seed article 002's 8-item custom group
/// puts a fourth item at x = 3 × width/3, past the right edge. Expressions are evaluated at the
/// group's size when it is absolute, else at representative containers 320/390/1024 pt wide.
struct CustomFrameOutsideGroup: LintRule {
    static let id = "custom-frame-outside-group"
    static let summary = "custom group frame that extends outside the group"

    func check(_ context: LintContext, _ report: inout LintReport) {
        for site in context.groups {
            guard case .custom = site.group.children else { continue }
            var reported: Set<DocumentPath> = []
            for trial in CustomGroupTrial.trials(for: site) {
                for frame in EvaluatedFrame.frames(of: site, in: trial) where !reported.contains(frame.path) {
                    guard [frame.x, frame.y, frame.width, frame.height].allSatisfy(\.isFinite),
                        frame.width >= 0, frame.height >= 0
                    else { continue }
                    let problems = Self.problems(frame, trial)
                    guard !problems.isEmpty else { continue }
                    reported.insert(frame.path)
                    let f = LintFormat.number
                    report.warn(
                        frame.path,
                        "\(trial.label) the group is \(f(trial.width)) × \(f(trial.height)) pt and \(frame.name) is (x \(f(frame.x)), y \(f(frame.y)), width \(f(frame.width)), height \(f(frame.height))), which \(problems.joined(separator: " and ")); UIKit draws custom frames where they say, relative to the group, so it overlaps neighbouring content or is cut off"
                    )
                }
            }
        }
    }

    static func problems(_ frame: EvaluatedFrame, _ trial: CustomGroupTrial) -> [String] {
        let tolerance = StaticGeometry.tolerance
        let f = LintFormat.number
        var problems: [String] = []
        if frame.x < -tolerance { problems.append("starts \(f(-frame.x)) pt before the group's leading edge") }
        if frame.x + frame.width > trial.width + tolerance {
            problems.append("reaches x \(f(frame.x + frame.width)), \(f(frame.x + frame.width - trial.width)) pt past its width")
        }
        if frame.y < -tolerance { problems.append("starts \(f(-frame.y)) pt above the group's top") }
        if frame.y + frame.height > trial.height + tolerance {
            problems.append("reaches y \(f(frame.y + frame.height)), \(f(frame.y + frame.height - trial.height)) pt past its height")
        }
        return problems
    }
}
