import LayoutEngine

/// The pictures and the phrases of the HTML gallery, which the presentation supplies: the
/// service decides what each page holds and where each file goes, builds the pages with
/// Rendering and writes them, but never words a sentence or draws a picture itself.
public protocol GalleryRenderer {
    /// A layout's head drawn on one device, for its page: an SVG document.
    /// - Parameter resolution: the head resolved on the device.
    /// - Returns: the SVG text.
    func picture(_ resolution: Resolution) -> String

    /// The first screen of a layout's head drawn small, for its card on the index.
    /// - Parameter resolution: the head resolved on the device.
    /// - Returns: the SVG text.
    func thumbnail(_ resolution: Resolution) -> String

    /// The before/after overlay of two consecutive revisions.
    /// - Parameter diff: the frames of the two revisions compared on the gallery's first device.
    /// - Returns: the SVG text.
    func diffPicture(_ diff: GeometryDiff) -> String

    /// The overlay's one-line summary (`3 cells moved, content height 1,240 → 1,310`).
    /// - Parameter diff: the frames of the two revisions compared.
    /// - Returns: the summary, on one line.
    func diffSummary(_ diff: GeometryDiff) -> String

    /// What a revision changed since the one before it, on one line (`created` for the first).
    /// - Parameter entry: the revision as the layout's log lists it.
    /// - Returns: the summary, on one line.
    func revisionSummary(_ entry: LogEntry) -> String

    /// Why a picture cannot be drawn, in place of it (the page already names the layout and the
    /// device).
    /// - Parameter error: what resolving or comparing threw.
    /// - Returns: the reason, on one line.
    func reason(_ error: any Error) -> String
}
