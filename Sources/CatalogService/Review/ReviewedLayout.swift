import LayoutModel

/// One layout as one side of a review has it: its definition and the file (or catalog
/// revision) it was read from.
public struct ReviewedLayout: Sendable {
    public var definition: LayoutDefinition
    /// `layouts/feed.yaml`, `main:layouts/feed.yaml` or `feed@3`: where messages point.
    public var origin: String

    public var name: String { definition.name }
}
