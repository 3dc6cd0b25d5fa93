import LayoutModel

/// How UIKit puts a layout's frames on device pixels. It changed between iOS releases, and
/// both behaviours are public evidence (docs/layout-rules.md, "Pixel snapping").
public enum SnappingRule: String, Sendable, Hashable, CaseIterable {
    /// iOS 13 to 15: the layout is computed in exact arithmetic, then each frame's origin and
    /// size are rounded to the nearest pixel on their own, halves up. On an iPhone 8 the
    /// fractions .22448/.09995/.22555/.22448/.22555 of 375 give widths 84, 37.5, 84.5, 84, 84.5
    /// at x 0, 84, 121.5, 206, 290.5: a one-pixel gap before the last item.
    case roundEachFrame = "round-each-frame"
    /// iOS 16 and later: every fractional length is floored to the pixel, measured from its
    /// parent's already-snapped size; other lengths round to the nearest pixel; each element
    /// starts after the previous one's snapped frame plus the spacing. A 4-column grid on a
    /// 393-pt @3x screen has 98-pt columns (294.75 px floored to 294) at x 0, 98, 196, 294, and
    /// a 1-pt strip left empty at the trailing edge.
    case floorFractions = "floor-fractions"

    /// The first release that floors fractions. Where the switch happened is not known: iOS 14
    /// rounds and iOS 17 floors on device; iOS 16, which reworked groups
    /// (`repeatingSubitem`), is chosen as the first that floors. A recording from iOS 15 or 16
    /// settles it (`catalog compare` says which rule it agrees with).
    public static let firstFlooringRelease = 16

    /// The rule of a release.
    public init(_ version: IOSVersion) {
        self = version.major >= Self.firstFlooringRelease ? .floorFractions : .roundEachFrame
    }

    /// A release that follows this rule: the first that floors, or the last before it.
    public var representativeRelease: IOSVersion {
        IOSVersion(self == .floorFractions ? Self.firstFlooringRelease : Self.firstFlooringRelease - 1)
    }

    /// The other rule: what `compare` tries when a recording disagrees with this one.
    public var other: SnappingRule {
        self == .floorFractions ? .roundEachFrame : .floorFractions
    }

    /// The releases of the catalog's list that follow this rule, for messages ("iOS 13–15").
    public var releases: String {
        let majors = IOSVersion.known.filter { SnappingRule($0) == self }.map(\.major)
        guard let first = majors.first, let last = majors.last else { return "none" }
        return first == last ? "iOS \(first)" : (self == .floorFractions ? "iOS \(first) and later" : "iOS \(first)–\(last)")
    }
}
