import CatalogService
import LayoutEngine
import LayoutModel

/// The phrases every review output shares, so Markdown, HTML and terminal say the same thing.
enum ReviewText {
    /// `iPhone SE (3rd generation) · iOS 26 · RTL`.
    static func screen(_ screen: ScreenReview) -> String {
        "\(screen.device.name) · iOS \(screen.iOS) · \(direction(screen.direction))"
    }

    static func direction(_ direction: LayoutDirection) -> String {
        direction == .rightToLeft ? "RTL" : "LTR"
    }

    /// `3 moved, 1 resized, 2 appeared` (only the counts that are not zero), or `no change`.
    static func counts(_ screen: ScreenReview) -> String {
        let parts = [(screen.moved, "moved"), (screen.resized, "resized"), (screen.appeared, "appeared"), (screen.disappeared, "disappeared")]
            .filter { $0.0 > 0 }.map { "\($0.0) \($0.1)" }
        if parts.isEmpty { return screen.contentBefore == screen.contentAfter ? "no change" : "content size only" }
        return parts.joined(separator: ", ")
    }

    /// `24 pt`, `1,793.1 pt`, or `–` when nothing moved or resized.
    static func delta(_ value: Double) -> String {
        value > 0 ? "\(NumberText.grouped(value)) pt" : "–"
    }

    /// `375 × 1,210 → 375 × 1,400`, one side alone for an added or removed layout.
    static func content(_ screen: ScreenReview) -> String {
        func size(_ extent: Extent?) -> String {
            extent.map { "\(NumberText.grouped($0.width)) × \(NumberText.grouped($0.height))" } ?? "none"
        }
        return screen.contentBefore == screen.contentAfter
            ? size(screen.contentAfter) : "\(size(screen.contentBefore)) → \(size(screen.contentAfter))"
    }

    /// The screens on which something changed, out of all: `4/6 screens`.
    static func screensAffected(_ layout: LayoutReview) -> String {
        "\(layout.screens.filter { !$0.isUnchanged }.count)/\(layout.screens.count) screens"
    }

    /// One line for a layout in a summary: what changed in its definition and on screen.
    static func summary(_ layout: LayoutReview) -> String {
        switch layout.status {
        case .added: "new, \(elements(layout.screens.first?.appeared ?? 0)) on \(layout.screens.first.map(screen) ?? "no screen")"
        case .removed: "gone, \(elements(layout.screens.first?.disappeared ?? 0)) on \(layout.screens.first.map(screen) ?? "no screen")"
        case .changed:
            "\(layout.changes.count) \(layout.changes.count == 1 ? "value" : "values") · \(screensAffected(layout)) · largest Δ \(delta(layout.largestDelta))"
        case .textOnly: "text only (comments or formatting), no geometry change"
        case .unchanged: "unchanged"
        }
    }

    static func elements(_ count: Int) -> String {
        "\(NumberText.grouped(Double(count), places: 0)) \(count == 1 ? "element" : "elements")"
    }

    /// A structural change on one line, values shortened so a long array cannot fill a comment.
    static func change(_ change: DefinitionChange) -> String {
        switch change.kind {
        case .changed(let old, let new): "\(change.path): \(short(old.inlineText(at: change.path))) → \(short(new.inlineText(at: change.path)))"
        case .added(let value): "+ \(change.path): \(short(value.inlineText(at: change.path)))"
        case .removed(let value): "− \(change.path): \(short(value.inlineText(at: change.path)))"
        }
    }

    static func short(_ text: String) -> String {
        text.count > 60 ? String(text.prefix(59)) + "…" : text
    }

    /// `iphone-se, iphone-15-pro-max, ipad-11 · LTR and RTL`.
    static func screens(_ review: Review) -> String {
        review.request.devices.joined(separator: ", ") + (review.request.rightToLeft ? " · LTR and RTL" : " · LTR")
    }

    /// `2 changed, 1 added, 1 removed, 40 unchanged`.
    static func tally(_ review: Review) -> String {
        LayoutReview.Status.allCases.compactMap { status in
            let count = review.layouts(status).count
            return count > 0 || status == .changed ? "\(count) \(status.words)" : nil
        }.joined(separator: ", ")
    }
}
