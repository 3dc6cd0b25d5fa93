import CatalogService
import Foundation
import LayoutModel

/// A review as Markdown sized for a pull-request comment: the summary table first, each
/// changed layout's details folded in a `<details>` block, unchanged layouts in one line.
public enum ReviewMarkdown {
    /// The report's lines, at most `maxLines` of them (0: no limit). A cut report ends with a
    /// line saying so and pointing at `fullReport` (a path or link), or else at `--max-lines 0`;
    /// it is cut between table rows or between layouts, never inside a `<details>` block.
    public static func lines(_ review: Review, maxLines: Int = 0, fullReport: String? = nil) -> [String] {
        let blocks = self.blocks(review)
        let all = blocks.flatMap { $0 }
        guard maxLines > 0, all.count > maxLines else { return all }
        var kept: [String] = []
        var shownLayouts = 0
        // The pointer takes two lines: a blank one ends a preceding `</details>` HTML block, so
        // the pointer renders as Markdown.
        for block in blocks {
            guard kept.count + block.count + 2 <= maxLines else { break }
            kept += block
            if block.contains(where: { $0.hasPrefix("<details>") }) { shownLayouts += 1 }
        }
        let left = review.layouts.count(where: { $0.status.changesDefinition }) - shownLayouts
        let pointer = fullReport.map { "the full report: \(cell($0))" } ?? "run again with `--max-lines 0` for the full report"
        kept.append("")
        kept.append("_Cut at \(maxLines) lines (details of \(left) \(left == 1 ? "layout" : "layouts") left out); \(pointer)._")
        return kept
    }

    /// The whole report as text, ending with a newline.
    public static func text(_ review: Review, maxLines: Int = 0, fullReport: String? = nil) -> String {
        lines(review, maxLines: maxLines, fullReport: fullReport).joined(separator: "\n") + "\n"
    }

    /// The report in pieces that are kept or left out whole.
    static func blocks(_ review: Review) -> [[String]] {
        let found = review.layouts.filter { $0.status != .unchanged }
        let detailed = found.filter { $0.status.changesDefinition }
        var blocks: [[String]] = [
            [
                "### Layout review",
                "",
                "`\(cell(review.base.label))` → `\(cell(review.head.label))` · \(ReviewText.tally(review)) · \(ReviewText.screens(review))",
                "",
            ]
        ]
        if found.isEmpty {
            blocks.append(["No layout was added, removed or changed."])
        } else {
            blocks.append(["| Layout | Status | What changed |", "|---|---|---|"])
            for layout in found {
                blocks.append(["| `\(cell(layout.name))` | \(layout.status.words) | \(cell(ReviewText.summary(layout))) |"])
            }
        }
        let unchanged = review.layouts(.unchanged).map(\.name)
        if !unchanged.isEmpty {
            let shown = unchanged.prefix(20).map { "`\(cell($0))`" }.joined(separator: ", ")
            let more = unchanged.count > 20 ? " and \(unchanged.count - 20) more" : ""
            blocks.append(["", "Unchanged (\(unchanged.count)): \(shown)\(more)"])
        }
        // A text-only change has nothing to fold: its table row says it all.
        for layout in detailed { blocks.append(details(layout)) }
        return blocks
    }

    /// One layout's folded details: where each side read it, its structural changes, then a
    /// row per device and direction.
    static func details(_ layout: LayoutReview) -> [String] {
        var lines = ["", "<details><summary><code>\(html(layout.name))</code> · \(layout.status.rawValue)</summary>", ""]
        switch layout.status {
        case .added: lines.append("Added from `\(cell(layout.headOrigin ?? ""))`.")
        case .removed: lines.append("Removed (was `\(cell(layout.baseOrigin ?? ""))`).")
        case .changed, .textOnly, .unchanged:
            lines.append("`\(cell(layout.baseOrigin ?? ""))` → `\(cell(layout.headOrigin ?? ""))`")
            lines.append("")
            for change in layout.changes { lines.append("- `\(cell(ReviewText.change(change)))`") }
        }
        lines += ["", "| Screen | Moved | Resized | Appeared | Disappeared | Largest Δ | Content (pt) |", "|---|--:|--:|--:|--:|--:|---|"]
        for screen in layout.screens {
            lines.append(
                "| \(ReviewText.screen(screen)) | \(screen.moved) | \(screen.resized) | \(screen.appeared) | \(screen.disappeared) | "
                    + "\(ReviewText.delta(screen.largestDelta)) | \(ReviewText.content(screen)) |")
        }
        lines += ["", "</details>"]
        return lines
    }

    /// Text safe inside a table cell or code span: escaped and cut as all output is (no control
    /// or bidirectional character, no line break), and no pipe ends the cell, no backtick the span.
    static func cell(_ text: String) -> String {
        DiagnosticText.shown(text).replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "`", with: "'")
    }

    /// Text safe inside the HTML of a `<summary>`.
    static func html(_ text: String) -> String {
        DiagnosticText.shown(text).replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }
}
