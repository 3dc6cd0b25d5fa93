import CatalogService
import LayoutEngine

/// The gallery's pictures and phrases, worded and drawn as every other output of the tool is
/// (the pictures `resolve --format svg` and `diff --geometry` draw, the summaries `log` prints).
public struct GalleryPageRenderer: GalleryRenderer {
    /// The one way the tool draws and words a gallery.
    public init() {}

    /// The full SVG picture ``ResolutionPicture/svg(_:scrollOffset:title:)`` draws.
    /// - Parameter resolution: the head resolved on one device.
    /// - Returns: the SVG text.
    public func picture(_ resolution: Resolution) -> String {
        ResolutionPicture.svg(resolution)
    }

    /// The card-sized first screen ``ResolutionPicture/thumbnail(_:)`` draws.
    /// - Parameter resolution: the head resolved on one device.
    /// - Returns: the SVG text.
    public func thumbnail(_ resolution: Resolution) -> String {
        ResolutionPicture.thumbnail(resolution)
    }

    /// The overlay ``GeometryDiffPicture/svg(_:title:)`` draws.
    /// - Parameter diff: two consecutive revisions compared.
    /// - Returns: the SVG text.
    public func diffPicture(_ diff: GeometryDiff) -> String {
        GeometryDiffPicture.svg(diff)
    }

    /// ``GeometryDiffText/summary(_:)``.
    /// - Parameter diff: two consecutive revisions compared.
    /// - Returns: the summary, on one line.
    public func diffSummary(_ diff: GeometryDiff) -> String {
        GeometryDiffText.summary(diff)
    }

    /// ``LogEntryPrinter/summary(_:)``.
    /// - Parameter entry: the revision as the log lists it.
    /// - Returns: the summary, on one line.
    public func revisionSummary(_ entry: LogEntry) -> String {
        LogEntryPrinter.summary(entry)
    }

    /// The reason alone for a resolve failure (the card already names the layout and device),
    /// else the error's message.
    /// - Parameter error: what resolving or comparing threw.
    /// - Returns: the reason, on one line.
    public func reason(_ error: any Error) -> String {
        switch error {
        case ServiceError.cannotResolve(_, let reason): reason
        default: ErrorMessage.text(for: error)
        }
    }
}
