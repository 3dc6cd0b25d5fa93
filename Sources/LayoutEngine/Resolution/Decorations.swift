import LayoutModel

// §8 + §18 Decoration items (section backgrounds). The frame is the whole section — across the
// scroll axis the container after the section's reference insets, along it from the section's
// start edge (headers included) to its end edge (trailing inset and footers included) — inset
// by the decoration's own contentInsets [S: IBP PR #57 vs UIKit; header part chosen, §18]. An
// empty section without boundary items has no length (§19.4), so its background has none either.
// In an orthogonal section the background spans the section on the main collection view and
// does not scroll with the row [S]. zIndex (§13): decoration 0 by default, and every cell of a
// section with a decoration is promoted to 1 [D].

/// A decoration placed in left-to-right layout coordinates.
struct PlacedDecoration: Sendable {
    var kind: String
    var frame: Rect
    var zIndex: Int
}

func placeDecorations(_ items: [DecorationItem], sectionFrame: Rect, grid: PixelGrid) -> [PlacedDecoration] {
    items.map { item in
        // Insets larger than the section (a collapsed empty section has no length at all, §19.4)
        // leave a background of zero length where the inset edge is, never a negative one.
        var frame = grid.snap(sectionFrame.inset(by: item.contentInsets))
        frame.width = Swift.max(0, frame.width)
        frame.height = Swift.max(0, frame.height)
        return PlacedDecoration(kind: item.elementKind, frame: frame, zIndex: item.zIndex)
    }
}

/// §13: cells are at zIndex 0, or 1 in a section with a decoration item. Custom group items keep
/// their own zIndex.
func cellZIndex(hasDecorations: Bool) -> Int { hasDecorations ? 1 : 0 }
