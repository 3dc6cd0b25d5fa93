import LayoutModel
import Testing

@testable import LayoutEngine

// Presets with section background decorations. Rule: the background spans the whole section —
// across the scroll axis the container after the reference insets (here the full 390), along it
// from the section's start edge (headers included) to its end (s.B and footers included) — inset
// by the decoration's own contentInsets. zIndex: decoration 0, cells in a decorated section 1.

@Suite("Presets: section backgrounds")
struct DecorationPresetTests {
    // MARK: section-background-decoration

    /// Insets 10, rows 370 × 44 at x = 10, interGroupSpacing 5, background inset 5.
    @Test func sectionBackgroundDecoration() throws {
        let layout = try Preset.resolve("section-background-decoration", phone390, [3, 2])
        let kind = "section-background-element-kind"
        expectFrame(layout.item(0, 0), 10, 10, 370, 44)
        expectFrame(layout.item(0, 1), 10, 59, 370, 44)  // 10 + 44 + 5
        expectFrame(layout.item(0, 2), 10, 108, 370, 44)  // 59 + 49
        // section 0: 0 … 108 + 44 + 10 = 162 → background (0, 0, 390, 162) inset 5
        expectFrame(layout.element(kind, 0), 5, 5, 380, 152)
        // section 1: 162 … 162 + 10 + 44 + 5 + 44 + 10 = 275
        expectFrame(layout.item(1, 0), 10, 172, 370, 44)
        expectFrame(layout.item(1, 1), 10, 221, 370, 44)  // 172 + 49
        expectFrame(layout.element(kind, 1), 5, 167, 380, 103)  // (0, 162, 390, 113) inset 5
        #expect(layout.element(kind, 0)?.zIndex == 0)
        #expect(layout.item(0, 0)?.zIndex == 1)
        expectContentSize(layout, 390, 275)
    }

    // MARK: seed-section-background

    /// The two-badge grid (see BadgePresetTests; both badges (+6, −6), zIndex 2) on two
    /// backgrounds: "background" inset 8 and "background2" not inset.
    @Test func seedSectionBackground() throws {
        let layout = try Preset.resolve("seed-section-background", phone390, [5])
        expectFrame(layout.item(0, 0), 25, 25, 77.5, 60)
        expectFrame(layout.element("BadgeSupplementaryView", 0, 0), 88.5, 19, 20, 20)  // 25 + 57.5 + 6, 25 − 6
        expectFrame(layout.element("BadgeSupplementaryView1", 0, 0), 31, 19, 20, 20)  // 25 + 6
        expectFrame(layout.item(0, 1), 112.5, 25, 77.5, 60)
        expectFrame(layout.element("BadgeSupplementaryView1", 0, 1), 118.5, 19, 20, 20)  // 112.5 + 6
        expectFrame(layout.item(0, 2), 200, 25, 77.5, 60)
        expectFrame(layout.element("BadgeSupplementaryView", 0, 2), 263.5, 19, 20, 20)  // 200 + 63.5
        expectFrame(layout.item(0, 3), 287.5, 25, 77.5, 60)
        expectFrame(layout.item(0, 4), 25, 95, 77.5, 60)  // group 1 at 90
        expectFrame(layout.element("BadgeSupplementaryView", 0, 4), 88.5, 89, 20, 20)
        // section 0 … 20 + 2 × 70 + 20 = 180
        expectFrame(layout.element("background", 0), 8, 8, 374, 164)
        expectFrame(layout.element("background2", 0), 0, 0, 390, 180)
        #expect(layout.element("background", 0)?.zIndex == 0)
        #expect(layout.element("background2", 0)?.zIndex == 0)
        #expect(layout.item(0, 0)?.zIndex == 1)
        #expect(layout.element("BadgeSupplementaryView", 0, 0)?.zIndex == 2)
        // decorations come first, in definition order
        var kinds: [String] = []
        layout.forEachElement { if $0.category == .decoration { kinds.append($0.elementKind ?? "") } }
        #expect(kinds == ["background", "background2"])
        expectContentSize(layout, 390, 180)
    }

    // MARK: seed-grouped-background

    /// Insets 20 → vertical group 350 × 44; its item fw(1) × fh(1) = 350 × 44 fits once (a second
    /// would need 88 > 44) → one row per group. interSectionSpacing 20; background inset 10.
    @Test func seedGroupedBackground() throws {
        let layout = try Preset.resolve("seed-grouped-background", phone390, [2, 1])
        expectFrame(layout.item(0, 0), 20, 20, 350, 44)
        expectFrame(layout.item(0, 1), 20, 64, 350, 44)  // 20 + 44
        // section 0: 0 … 20 + 88 + 20 = 128 → (0, 0, 390, 128) inset 10
        expectFrame(layout.element("background", 0), 10, 10, 370, 108)
        // section 1 at 128 + 20 = 148: 148 … 148 + 20 + 44 + 20 = 232
        expectFrame(layout.item(1, 0), 20, 168, 350, 44)
        expectFrame(layout.element("background", 1), 10, 158, 370, 64)
        #expect(layout.item(1, 0)?.zIndex == 1)
        expectContentSize(layout, 390, 232)
    }

    // MARK: seed-three-column-grid

    /// Insets L/Tr 16 → box 358. Group 358 × 100, count 3 with fixed(10): item width
    /// (358 − 2 × 10) / 3 = 112.667, height absolute(100). interGroupSpacing 10. Header and footer
    /// 40 pt, 358 wide at x = 16. Background "background" inset 0 spans the section.
    @Test func seedThreeColumnGrid() throws {
        let layout = try Preset.resolve("seed-three-column-grid", phone390, [7])
        Self.expectThreeColumnGridSection(layout, section: 0, top: 0)
        // 400
        expectContentSize(layout, 390, 400)
    }

    /// The grid section starting at `top` with 7 items (shared with seed-grid-and-paging-page).
    static func expectThreeColumnGridSection(
        _ layout: ResolvedLayout, section s: Int, top: Double,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        let header = "UICollectionElementKindSectionHeader"
        let footer = "UICollectionElementKindSectionFooter"
        expectFrame(layout.element(header, s), 16, top, 358, 40, sourceLocation: sourceLocation)
        // content top = top + 40
        expectFrame(layout.item(s, 0), 16, top + 40, 112.666667, 100, sourceLocation: sourceLocation)
        expectFrame(layout.item(s, 1), 138.666667, top + 40, 112.666667, 100, sourceLocation: sourceLocation)  // 16 + 112.667 + 10
        expectFrame(layout.item(s, 2), 261.333333, top + 40, 112.666667, 100, sourceLocation: sourceLocation)  // + 122.667
        expectFrame(layout.item(s, 3), 16, top + 150, 112.666667, 100, sourceLocation: sourceLocation)  // 40 + 110
        expectFrame(layout.item(s, 6), 16, top + 260, 112.666667, 100, sourceLocation: sourceLocation)  // 40 + 220; partial
        // content bottom = top + 40 + 3 × 100 + 2 × 10 = top + 360
        expectFrame(layout.element(footer, s), 16, top + 360, 358, 40, sourceLocation: sourceLocation)
        // section top … top + 400, full width
        expectFrame(layout.element("background", s), 0, top, 390, 400, sourceLocation: sourceLocation)
        #expect(layout.element("background", s)?.zIndex == 0, sourceLocation: sourceLocation)
        #expect(layout.item(s, 0)?.zIndex == 1, sourceLocation: sourceLocation)
        #expect(layout.element(header, s)?.zIndex == 1, sourceLocation: sourceLocation)
    }
}
