import LayoutModel

/// A stored dataset revision.
public struct StoredDataset: Sendable {
    public var name: String
    public var number: Int
    public var contentHash: String
    public var author: String
    public var createdAt: String
    public var dataset: Dataset
}
