import LayoutEngine

/// One element on which the device and the catalog disagree.
public struct ElementDisagreement: Sendable, Hashable {
    /// How they disagree.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// Both have the element, at frames further apart than the tolerance.
        case frame
        /// Same frame, different zIndex.
        case zIndex
        /// The catalog lays it out; the device reported nothing for it.
        case missingOnDevice
        /// The device reported it; the catalog does not lay it out.
        case missingInCatalog
    }

    public var kind: Kind
    public var category: LayoutAttributes.Category
    public var elementKind: String?
    public var indexPath: ElementIndexPath
    /// The frame and zIndex UIKit gave it, nil when missing on the device.
    public var device: LayoutAttributes?
    /// The frame and zIndex the catalog computes, nil when missing in the catalog.
    public var catalog: LayoutAttributes?
    /// The rule most likely involved.
    public var rule: LikelyRule

    /// The largest difference of origin or size, in points (0 unless both frames exist).
    public var largestDifference: Double {
        guard let a = device?.frame, let b = catalog?.frame else { return 0 }
        return Swift.max(abs(a.x - b.x), abs(a.y - b.y), abs(a.width - b.width), abs(a.height - b.height))
    }
}
