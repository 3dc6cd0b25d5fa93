import LayoutModel

/// One layout as one side of a review has it: its definition and the file (or catalog
/// revision) it was read from.
public struct ReviewedLayout: Sendable {
    public var definition: LayoutDefinition
    /// `layouts/feed.yaml`, `main:layouts/feed.yaml` or `feed@3`: where messages point.
    public var origin: String
    /// The document text as its author wrote it, when the side has it (a file, or a revision
    /// stored with its text): same content in other text is a text-only change.
    public var text: String?

    public var name: String { definition.name }
}
