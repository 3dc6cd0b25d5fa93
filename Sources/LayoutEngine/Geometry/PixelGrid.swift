// Pixel snapping (docs/layout-rules.md, "Pixel snapping"): how UIKit puts frames on device
// pixels depends on the iOS release (`SnappingRule`).
//
// iOS 16 and later (`floorFractions`, observed on an iOS 17 simulator): the resolver snaps where
// it sizes and places things. A fractional length floors to the pixel, measured from its
// parent's already-snapped size (0.25 × 393 pt at @3x = 294.75 px → 294 px = 98 pt); any other
// length rounds to the nearest pixel (100.25 pt → 301 px); each element starts after the previous
// one's snapped frame plus the space between them, snapped (100.25-pt items 10 pt apart sit at
// 0, 110.33, 220.67, 331); origins round to the nearest pixel, halves away from zero (−7.5 →
// −7.67 at @3x). Group templates are snapped relative to their origin, which is itself
// snapped, so a group's pitch stays one number and the template arithmetic keeps working for
// millions of items.
//
// iOS 13 to 15 (`roundEachFrame`, observed on iOS 13/14 devices): the resolver works in exact
// arithmetic and every reported frame's origin and size are rounded on their own, halves up
// (0.7 × 365 = 255.5 pt = 766.5 px → 767 px; a last x of 290.42 → 290.5 at @2x).
//
// Values within a millionth of a pixel of a boundary count as on it: binary arithmetic makes
// 0.7 × 365 = 255.49999999999997, which the device (and the decimal arithmetic of the evidence)
// treats as 255.5.

/// Rounding to device pixels, or none.
struct PixelGrid: Sendable {
    /// Pixels per point; nil leaves every value as it is.
    let scale: Double?
    /// How a value exactly halfway between two pixels rounds.
    let halves: HalfPixel
    /// Whether `floorFraction` floors (the iOS 16+ rule) or leaves fractions to `snap`.
    let floorsFractions: Bool

    /// How a half pixel rounds.
    enum HalfPixel: Sendable {
        /// −22.5 px → −23, 265.5 px → 266 (iOS 16+ origins).
        case awayFromZero
        /// −22.5 px → −22, 766.5 px → 767 (iOS 13–15 frames).
        case up
    }

    static let exact = PixelGrid(scale: nil, halves: .awayFromZero, floorsFractions: false)

    /// The grid the iOS 16+ rule places elements on while resolving.
    static func flooringFractions(scale: Double) -> PixelGrid {
        PixelGrid(scale: scale, halves: .awayFromZero, floorsFractions: true)
    }

    /// The rounding the iOS 13–15 rule applies to each reported frame.
    static func roundingEachFrame(scale: Double) -> PixelGrid {
        PixelGrid(scale: scale, halves: .up, floorsFractions: false)
    }

    /// A millionth of a pixel: closer to a boundary than this counts as on it.
    static let tolerance = 1e-6

    var isExact: Bool { scale == nil }

    /// The nearest pixel boundary, halves as `halves` says.
    @inline(__always)
    func snap(_ value: Double) -> Double {
        guard let scale else { return value }
        let pixels = value * scale
        let rounded: Double
        switch halves {
        case .up:
            rounded = (pixels + 0.5 + Self.tolerance).rounded(.down)
        case .awayFromZero:
            rounded = pixels < 0 ? -(-pixels + 0.5 + Self.tolerance).rounded(.down) : (pixels + 0.5 + Self.tolerance).rounded(.down)
        }
        return rounded / scale
    }

    /// A fractional length on the iOS 16+ grid: the pixel boundary at or below it. Elsewhere the
    /// value as it is (it is rounded where it is placed, or not at all).
    @inline(__always)
    func floorFraction(_ value: Double) -> Double {
        guard floorsFractions, let scale else { return value }
        return (value * scale + Self.tolerance).rounded(.down) / scale
    }

    /// A rectangle with its origin and size each on the grid.
    @inline(__always)
    func snap(_ rect: Rect) -> Rect {
        guard scale != nil else { return rect }
        return Rect(x: snap(rect.x), y: snap(rect.y), width: snap(rect.width), height: snap(rect.height))
    }

    /// A size with both lengths on the grid.
    func snap(_ extent: Extent) -> Extent {
        guard scale != nil else { return extent }
        return Extent(width: snap(extent.width), height: snap(extent.height))
    }

    /// The largest distance the output rounding can move an edge of a frame it is applied to
    /// (half a pixel for the origin plus half a pixel for the size).
    var margin: Double { scale.map { 1 / $0 } ?? 0 }
}
