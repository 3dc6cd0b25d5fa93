/// One device and direction on a review's layout page: a heading, the counts, and the
/// before/after overlay (or the one side's picture for an added or removed layout).
public struct ReviewPageScreen: Sendable, Hashable {
    public var heading: String
    public var summary: String
    /// The picture file, relative to the page.
    public var pictureHref: String

    public init(heading: String, summary: String, pictureHref: String) {
        self.heading = heading
        self.summary = summary
        self.pictureHref = pictureHref
    }
}
