import LayoutEngine
import LayoutModel

/// A device recording set against the frames the catalog computes for the same revision, in the
/// environment the recording describes, with the recorded item counts and measured sizes.
public struct LayoutComparison: Sendable {
    /// The revision compared (`grid@4`) and its content hash.
    public var revision: StoredRevision
    /// The recording's file name, as given.
    public var recordingPath: String
    public var recording: DeviceRecording
    /// The catalog's side: resolved in the recorded environment, snapped at its scale when it
    /// has one (as the device draws), exact otherwise.
    public var catalog: ResolvedLayout
    /// Frames closer than this (points, on every edge and size) agree.
    public var tolerance: Double
    /// Every element that disagrees or is missing on one side, in the catalog's order, then the
    /// device's elements the catalog lacks in the recording's order.
    public var disagreements: [ElementDisagreement]
    /// Elements present on both sides with agreeing frames and zIndex.
    public var agreeingCount: Int
    /// True when the recorded content size and the catalog's differ by more than the tolerance
    /// (the rule is `LikelyRule.contentSize`).
    public var contentSizeDiffers: Bool
    /// Why the comparison may be off before any frame is read: the recording was made from
    /// another revision or layout.
    public var notes: [ComparisonNote]

    /// True when every element and the content size agree.
    public var agrees: Bool { disagreements.isEmpty && !contentSizeDiffers }

    /// The default tolerance: a twentieth of a point, well under half a pixel at @3x (0.167 pt).
    /// Both sides are snapped to the same pixels, so agreeing frames differ only by the
    /// rounding of the numbers in the file.
    public static let defaultTolerance = 0.05
}

/// A caveat on a comparison.
public enum ComparisonNote: Sendable, Hashable {
    /// The recording names another layout or revision than the one compared.
    case otherLayout(recorded: String, compared: String)
    /// The recording was made from a revision with another content hash.
    case otherContent(recorded: String, compared: String)
    /// The recording has no display scale, so the catalog's side is exact (unsnapped).
    case noDisplayScale
    /// The recording does not say which iOS release it was made on; the catalog snapped as
    /// `assumed` does.
    case noRelease(assumed: IOSVersion)
    /// The frames disagree with the snapping rule of the recording's release (`rule`) but all
    /// agree with the other rule: evidence that the rule chosen for that release is wrong.
    case otherSnappingRuleAgrees(release: IOSVersion, rule: SnappingRule, other: SnappingRule)
}
