import LayoutModel

// §7 Boundary supplementary items (section and layout headers/footers), written once for both
// scroll directions. Along the scroll axis an item is a *start* item (its alignment touches the
// top in a vertical layout, the leading edge in a horizontal one), an *end* item (bottom /
// trailing), or a *cross* item (neither, e.g. `.leading` in a vertical layout: unknown in
// UIKit; chosen: centred along the host, never extending).
//  • Width box (across the scroll axis): the host's width, minus the section's leading/trailing
//    insets when the item follows them (supplementaryContentInsetsReference `.automatic`, the
//    iOS 16 successor of supplementariesFollowContentInsets = true) [D]; another reference
//    measures from the bounds (`.none`) or that guide, without the section insets. The item's
//    own contentInsets shrink that box too [S PR #81]: the item's slot is its size plus its own
//    insets, and its frame is the slot inset by them.
//  • Across the scroll axis the slot sits in the box by the alignment's anchor factor
//    (leading 0, trailing 1, neither 0.5: `.top` is top-*centre*) [I, B].
//  • Along it: a start item sits at the host's start edge; an extending one pushes the content
//    down by its slot length (several extending start items overlap and extend by the largest
//    [I]). Section top insets do not move it: s.T is the space between header and first group
//    [S PR #81]. An extending end item sits at contentEnd + s.B and adds its length; a
//    non-extending one sits inside: contentEnd + s.B − length [I]. A non-extending start item
//    overlaps the content at the host's start [I].
//  • `offset` is added to the final frame and does not change the extension (UIKit unknown;
//    chosen as the simplest reading).
//  • Estimated heights use the measured size for that element kind when `LayoutData` has one.
// Layout-level items use the same rules with the whole content as host (§5).

/// Where a boundary item sits along the scroll axis.
enum BoundaryPlacement: Sendable {
    case start, end, cross
}

/// A boundary item whose size is known but not yet its position.
struct MeasuredBoundary {
    var item: BoundaryItem
    var placement: BoundaryPlacement
    /// The item's size plus its own contentInsets.
    var slot: Extent
    var crossFactor: Double

    /// The room it takes along the scroll axis when it extends its host.
    func extent(_ axis: Axis, at placement: BoundaryPlacement) -> Double {
        self.placement == placement && item.extendsBoundary ? slot[axis] : 0
    }
}

/// A placed boundary item in left-to-right layout coordinates.
struct PlacedBoundary: Sendable {
    var kind: String
    /// The natural (unpinned) frame.
    var frame: Rect
    var zIndex: Int
    var placement: BoundaryPlacement
    var pinned: Bool
    /// The host's extent along the scroll axis, which a pinned item stays inside.
    var hostStart: Double
    var hostEnd: Double
}

/// The box a host's boundary items are laid out in, across the scroll axis.
struct BoundaryBox {
    var crossStart: Double
    var crossLength: Double
    /// The container length along the scroll axis, for fractional dimensions on that axis.
    var mainLength: Double
}

extension BoundaryPlacement {
    init(_ alignment: RectAlignment, scrollAxis: Axis) {
        let edges = alignment.edges
        let (start, end): (DirectionalEdge, DirectionalEdge) = scrollAxis == .vertical ? (.top, .bottom) : (.leading, .trailing)
        self = edges.contains(start) ? .start : edges.contains(end) ? .end : .cross
    }
}

extension ResolutionContext {
    /// Sizes every boundary item of a host.
    mutating func measureBoundaryItems(
        _ items: [BoundaryItem], path: DocumentPath, scrollAxis: Axis, box: BoundaryBox, measured: [String: MeasuredSize]
    ) throws(ResolveError) -> [MeasuredBoundary] {
        let cross = scrollAxis.cross
        var result: [MeasuredBoundary] = []
        for (index, item) in items.enumerated() {
            let itemPath = path / index
            let insets = item.contentInsets
            let sizeBox = Extent.along(
                scrollAxis, Swift.max(0, box.mainLength - insets.total(along: scrollAxis)),
                cross: box.crossLength - insets.total(along: cross))
            if sizeBox[cross] < 0 {
                throw .noRoom(
                    path: itemPath, axis: cross, available: box.crossLength, needed: insets.total(along: cross),
                    detail: "the boundary item's contentInsets")
            }
            let size = try resolve(item.size, in: sizeBox, measured: measured[item.elementKind], path: itemPath)
            // §19.5: the slot is snapped, so the extension and everything after it stay on the grid.
            let slot = grid.snap(Extent(width: size.width + insets.horizontal, height: size.height + insets.vertical))
            let factors = anchorFactors(item.alignment.edges)
            result.append(
                MeasuredBoundary(
                    item: item, placement: BoundaryPlacement(item.alignment, scrollAxis: scrollAxis), slot: slot,
                    crossFactor: cross == .horizontal ? factors.x : factors.y))
        }
        return result
    }
}

/// The extension of a host by its extending start or end items: the largest slot.
func boundaryExtension(_ items: [MeasuredBoundary], _ placement: BoundaryPlacement, axis: Axis) -> Double {
    items.reduce(0) { Swift.max($0, $1.extent(axis, at: placement)) }
}

/// Places a host's boundary items once its content is known.
/// - Parameters:
///   - hostStart/hostEnd: the host's extent along the scroll axis (section or whole content).
///   - contentEnd: the end of the content (last group), before the trailing inset.
///   - endInset: the section's trailing/bottom inset along the scroll axis (0 for the layout).
///   - grid: the pixel grid positions and frames are snapped to (§19.5).
func placeBoundaryItems(
    _ items: [MeasuredBoundary], scrollAxis: Axis, box: BoundaryBox,
    hostStart: Double, hostEnd: Double, contentEnd: Double, endInset: Double, grid: PixelGrid
) -> [PlacedBoundary] {
    items.map { measured in
        let length = measured.slot[scrollAxis]
        let main: Double
        switch measured.placement {
        case .start:
            main = hostStart
        case .end:
            main = measured.item.extendsBoundary ? contentEnd + endInset : contentEnd + endInset - length
        case .cross:
            main = hostStart + (hostEnd - hostStart - length) / 2
        }
        let across = box.crossStart + (box.crossLength - measured.slot[scrollAxis.cross]) * measured.crossFactor
        let slot = Rect.along(
            scrollAxis, start: grid.snap(main), length: length, crossStart: grid.snap(across),
            crossLength: measured.slot[scrollAxis.cross])
        let frame = grid.snap(
            slot.inset(by: measured.item.contentInsets)
                .offsetBy(dx: measured.item.offset.x, dy: measured.item.offset.y))
        return PlacedBoundary(
            kind: measured.item.elementKind, frame: frame, zIndex: measured.item.zIndex,
            placement: measured.placement, pinned: measured.item.pinToVisibleBounds,
            hostStart: hostStart, hostEnd: hostEnd)
    }
}
