import Foundation
import Rendering

/// A review written to a folder: `index.html` linking a page per added, removed or changed
/// layout (`layouts/NAME.html`), each showing a before/after overlay per device and direction
/// (`layouts/NAME/DEVICE-ltr.svg`), and the full report (`review.md`). Every file goes through
/// ``SafeOutput``, so no layout name can write outside the folder.
public enum ReviewSite {
    /// The full report's path inside the folder.
    public static let reportPath = "review.md"
    /// The index page's path inside the folder.
    public static let indexPath = "index.html"

    /// `DIR/review.md`, as messages show it.
    /// - Parameter directory: the folder as given.
    /// - Returns: the report's path.
    public static func reportLocation(in directory: String) -> String {
        (directory as NSString).appendingPathComponent(reportPath)
    }

    /// `DIR/index.html`, as messages show it.
    /// - Parameter directory: the folder as given.
    /// - Returns: the index page's path.
    public static func indexLocation(in directory: String) -> String {
        (directory as NSString).appendingPathComponent(indexPath)
    }

    /// Writes the folder (files already there with the same content are left alone; others are
    /// replaced, since a review folder is regenerated on every run).
    /// - Parameters:
    ///   - review: the review to show.
    ///   - directory: the folder; nothing is written outside it.
    ///   - renderer: draws the pictures and words the phrases of the pages and the report.
    /// - Returns: every file written, in order, with what happened to it.
    @discardableResult
    public static func write(_ review: Review, to directory: String, renderer: some ReviewRenderer) throws -> [WrittenFile] {
        let output = try SafeOutput(directory: directory, force: true)
        var writer = GalleryFileWriter(output: output)
        var rows: [ReviewPageRow] = []
        for layout in review.layouts where layout.status.changesDefinition {
            let folder = SafeOutput.sanitize(layout.name)
            var screens: [ReviewPageScreen] = []
            for screen in layout.screens {
                let file = "\(SafeOutput.sanitize(screen.device.id))-\(screen.direction == .rightToLeft ? "rtl" : "ltr").svg"
                try writer.write(renderer.picture(layout, screen), to: "layouts/\(folder)/\(file)")
                screens.append(
                    ReviewPageScreen(heading: renderer.heading(screen), summary: renderer.summary(screen), pictureHref: "\(folder)/\(file)"))
            }
            let page = ReviewLayoutPage(
                name: layout.name, status: layout.status.rawValue, origins: renderer.origins(layout, in: review),
                structure: layout.changes.map(renderer.change), screens: screens, indexHref: "../\(indexPath)")
            try writer.write(page.html(), to: "layouts/\(folder).html")
            rows.append(
                ReviewPageRow(name: layout.name, status: layout.status.rawValue, summary: renderer.summary(layout), href: "layouts/\(folder).html"))
        }
        let unchanged = review.layouts(.unchanged) + review.layouts(.textOnly)
        let index = ReviewIndexPage(
            title: renderer.title(review), subtitle: renderer.subtitle(review), rows: rows, unchanged: unchanged.map(renderer.unchangedEntry))
        try writer.write(index.html(), to: indexPath)
        try writer.write(renderer.report(review), to: reportPath)
        return writer.files
    }
}
