import LayoutModel

/// The pictures and the phrases of a review folder's pages and its report, which the
/// presentation supplies: ``ReviewSite`` decides which pages there are and where each file
/// goes, builds the pages with Rendering and writes them, but never words a sentence or draws a
/// picture itself.
public protocol ReviewRenderer {
    /// One screen of an added, removed or changed layout drawn: the before/after overlay, or the
    /// one side's picture.
    /// - Parameters:
    ///   - layout: the layout reviewed.
    ///   - screen: one of its screens (a device in one layout direction).
    /// - Returns: the SVG text.
    func picture(_ layout: LayoutReview, _ screen: ScreenReview) -> String

    /// A screen's heading on a layout's page (`iPhone SE (3rd generation) · iOS 26 · RTL`).
    /// - Parameter screen: the screen.
    /// - Returns: the heading, on one line.
    func heading(_ screen: ScreenReview) -> String

    /// What changed on a screen, under its heading.
    /// - Parameter screen: the screen.
    /// - Returns: the summary, on one line.
    func summary(_ screen: ScreenReview) -> String

    /// What a layout's page says about where each side read it from.
    /// - Parameters:
    ///   - layout: the layout reviewed.
    ///   - review: the review it belongs to (for the sides' labels).
    /// - Returns: the line, on one line.
    func origins(_ layout: LayoutReview, in review: Review) -> String

    /// One structural change of a layout's definition, on one line.
    /// - Parameter change: the change.
    /// - Returns: the line.
    func change(_ change: DefinitionChange) -> String

    /// A layout's line on the index: what changed in its definition and on screen.
    /// - Parameter layout: the layout reviewed.
    /// - Returns: the line.
    func summary(_ layout: LayoutReview) -> String

    /// A layout that changed nothing on screen, as the index lists it.
    /// - Parameter layout: an unchanged or text-only layout.
    /// - Returns: its entry.
    func unchangedEntry(_ layout: LayoutReview) -> String

    /// The index page's title.
    /// - Parameter review: the review.
    /// - Returns: the title.
    func title(_ review: Review) -> String

    /// The line under the index page's title: the sides, the tally, the screens.
    /// - Parameter review: the review.
    /// - Returns: the line.
    func subtitle(_ review: Review) -> String

    /// The full report the folder keeps beside its pages (``ReviewSite/reportPath``).
    /// - Parameter review: the review.
    /// - Returns: the report's text.
    func report(_ review: Review) -> String
}
