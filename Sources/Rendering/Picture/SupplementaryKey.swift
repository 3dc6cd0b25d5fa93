import LayoutEngine

/// A supplementary element's identity, as UIKit keys supplementary views: kind and index path.
public struct SupplementaryKey: Sendable, Hashable {
    public var kind: String
    public var indexPath: ElementIndexPath

    public init(kind: String, indexPath: ElementIndexPath) {
        self.kind = kind
        self.indexPath = indexPath
    }
}
