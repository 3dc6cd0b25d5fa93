import CatalogService
import Foundation
import Rendering

/// `catalog review --out DIR`: `index.html` linking a page per added, removed or changed
/// layout (`layouts/NAME.html`), each showing a before/after overlay per device and direction
/// (`layouts/NAME/DEVICE-ltr.svg`), and the full Markdown report (`review.md`). Every file goes
/// through `SafeOutput`, so no layout name can write outside the folder.
public enum ReviewSite {
    /// The full report's path inside the folder.
    public static let reportPath = "review.md"
    public static let indexPath = "index.html"

    /// `DIR/review.md`, as messages show it.
    public static func reportLocation(in directory: String) -> String {
        (directory as NSString).appendingPathComponent(reportPath)
    }

    /// `DIR/index.html`, as messages show it.
    public static func indexLocation(in directory: String) -> String {
        (directory as NSString).appendingPathComponent(indexPath)
    }

    /// Writes the folder (files already there with the same content are left alone; others are
    /// replaced, since a review folder is regenerated on every run).
    @discardableResult
    public static func write(_ review: Review, to directory: String) throws -> [WrittenFile] {
        let output = try SafeOutput(directory: directory, force: true)
        var writer = GalleryFileWriter(output: output)
        var rows: [ReviewPageRow] = []
        for layout in review.layouts where layout.status.changesDefinition {
            let folder = SafeOutput.sanitize(layout.name)
            var screens: [ReviewPageScreen] = []
            for screen in layout.screens {
                let file = "\(SafeOutput.sanitize(screen.device.id))-\(ReviewText.direction(screen.direction).lowercased()).svg"
                try writer.write(picture(layout, screen), to: "layouts/\(folder)/\(file)")
                screens.append(
                    ReviewPageScreen(
                        heading: ReviewText.screen(screen),
                        summary:
                            "\(ReviewText.counts(screen)) · largest Δ \(ReviewText.delta(screen.largestDelta)) · content \(ReviewText.content(screen)) pt",
                        pictureHref: "\(folder)/\(file)"))
            }
            let origins = "\(review.base.label): \(layout.baseOrigin ?? "absent") → \(review.head.label): \(layout.headOrigin ?? "absent")"
            let page = ReviewLayoutPage(
                name: layout.name, status: layout.status.rawValue, origins: origins,
                structure: layout.changes.map(ReviewText.change), screens: screens, indexHref: "../\(indexPath)")
            try writer.write(page.html(), to: "layouts/\(folder).html")
            rows.append(
                ReviewPageRow(
                    name: layout.name, status: layout.status.rawValue, summary: ReviewText.summary(layout),
                    href: "layouts/\(folder).html"))
        }
        let index = ReviewIndexPage(
            title: "Layout review",
            subtitle: "\(review.base.label) → \(review.head.label) · \(ReviewText.tally(review)) · \(ReviewText.screens(review))",
            rows: rows, unchanged: review.layouts(.unchanged).map(\.name) + review.layouts(.textOnly).map { "\($0.name) (text only)" })
        try writer.write(index.html(), to: indexPath)
        try writer.write(ReviewMarkdown.text(review), to: reportPath)
        return writer.files
    }

    /// The overlay of a changed layout, or the one side's picture of an added or removed one.
    static func picture(_ layout: LayoutReview, _ screen: ScreenReview) -> String {
        let title = "\(layout.name) · \(ReviewText.screen(screen))"
        if let diff = screen.diff { return GeometryDiffPicture.svg(diff, title: "\(title) · before → after") }
        if let resolution = screen.resolution { return ResolutionPicture.svg(resolution, title: "\(title) · \(layout.status.rawValue)") }
        return ""
    }
}
