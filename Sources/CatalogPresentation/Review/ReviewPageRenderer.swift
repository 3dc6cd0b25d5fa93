import CatalogService
import LayoutModel

/// A review folder's pictures and phrases, in the words the Markdown report and the terminal
/// use (``ReviewMarkdown``), so every output of a review says the same thing.
public struct ReviewPageRenderer: ReviewRenderer {
    /// The one way the tool draws and words a review folder.
    public init() {}

    /// The overlay of a changed layout, or the one side's picture of an added or removed one.
    /// - Parameters:
    ///   - layout: the layout reviewed.
    ///   - screen: one of its screens.
    /// - Returns: the SVG text (empty when the screen has nothing to draw).
    public func picture(_ layout: LayoutReview, _ screen: ScreenReview) -> String {
        let title = "\(layout.name) · \(ReviewText.screen(screen))"
        if let diff = screen.diff { return GeometryDiffPicture.svg(diff, title: "\(title) · before → after") }
        if let resolution = screen.resolution { return ResolutionPicture.svg(resolution, title: "\(title) · \(layout.status.rawValue)") }
        return ""
    }

    /// `iPhone SE (3rd generation) · iOS 26 · RTL`.
    /// - Parameter screen: the screen.
    /// - Returns: the heading.
    public func heading(_ screen: ScreenReview) -> String {
        ReviewText.screen(screen)
    }

    /// `3 moved, 1 resized · largest Δ 24 pt · content 375 × 1,210 → 375 × 1,400 pt`.
    /// - Parameter screen: the screen.
    /// - Returns: the summary.
    public func summary(_ screen: ScreenReview) -> String {
        "\(ReviewText.counts(screen)) · largest Δ \(ReviewText.delta(screen.largestDelta)) · content \(ReviewText.content(screen)) pt"
    }

    /// `main: design/feed.yaml → HEAD: absent`.
    /// - Parameters:
    ///   - layout: the layout reviewed.
    ///   - review: the review (for the sides' labels).
    /// - Returns: the line.
    public func origins(_ layout: LayoutReview, in review: Review) -> String {
        "\(review.base.label): \(layout.baseOrigin ?? "absent") → \(review.head.label): \(layout.headOrigin ?? "absent")"
    }

    /// A structural change on one line, values shortened.
    /// - Parameter change: the change.
    /// - Returns: the line.
    public func change(_ change: DefinitionChange) -> String {
        ReviewText.change(change)
    }

    /// What changed in a layout's definition and on screen.
    /// - Parameter layout: the layout reviewed.
    /// - Returns: the line.
    public func summary(_ layout: LayoutReview) -> String {
        ReviewText.summary(layout)
    }

    /// The name, with `(text only)` after a layout whose text alone changed.
    /// - Parameter layout: an unchanged or text-only layout.
    /// - Returns: its entry.
    public func unchangedEntry(_ layout: LayoutReview) -> String {
        layout.status == .textOnly ? "\(layout.name) (text only)" : layout.name
    }

    /// `Layout review`.
    /// - Parameter review: the review.
    /// - Returns: the title.
    public func title(_ review: Review) -> String {
        "Layout review"
    }

    /// `main → HEAD · 2 changed, 1 added · iphone-se, ipad-11 · LTR`.
    /// - Parameter review: the review.
    /// - Returns: the line.
    public func subtitle(_ review: Review) -> String {
        "\(review.base.label) → \(review.head.label) · \(ReviewText.tally(review)) · \(ReviewText.screens(review))"
    }

    /// The whole Markdown report, uncut.
    /// - Parameter review: the review.
    /// - Returns: the report's text.
    public func report(_ review: Review) -> String {
        ReviewMarkdown.text(review)
    }
}
