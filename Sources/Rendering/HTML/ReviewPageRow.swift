/// One layout's line in a review's index page.
public struct ReviewPageRow: Sendable, Hashable {
    public var name: String
    /// `added`, `removed` or `changed`.
    public var status: String
    /// A short account of what changed (counts, largest delta).
    public var summary: String
    /// The layout's page, relative to the index.
    public var href: String

    public init(name: String, status: String, summary: String, href: String) {
        self.name = name
        self.status = status
        self.summary = summary
        self.href = href
    }
}
