import LayoutEngine

/// A supplementary element's identity, as UIKit keys supplementary views: kind and index path.
public struct SupplementaryKey: Sendable, Hashable {
    public var kind: String
    public var indexPath: IndexPath

    public init(kind: String, indexPath: IndexPath) {
        self.kind = kind
        self.indexPath = indexPath
    }
}
