import LayoutModel
import Testing

@testable import LayoutEngine

// Grid-like presets: one horizontal group per row. All on phone390 (390 × 844, no safe area,
// no margins) unless stated. Vertical layout, no reference insets, so the container is 390 wide.

@Suite("Presets: grids and rows")
struct GridPresetTests {
    // MARK: grid

    /// Section insets 0 → content box 390 × 844. Group 390 × fw(0.2) = 78.
    /// Item fw(0.2) of the group's box = 78, fh(1) = 78. Fit: 5 × 78 = 390 ≤ 390; a 6th would end
    /// at 468 > 390 → K = 5. 7 items → ⌈7/5⌉ = 2 groups.
    @Test func grid() throws {
        let layout = try Preset.resolve("grid", phone390, [7])
        // first group: x = 78·k, y = 0
        expectFrame(layout.item(0, 0), 0, 0, 78, 78)
        expectFrame(layout.item(0, 1), 78, 0, 78, 78)
        expectFrame(layout.item(0, 2), 156, 0, 78, 78)
        expectFrame(layout.item(0, 3), 234, 0, 78, 78)
        expectFrame(layout.item(0, 4), 312, 0, 78, 78)
        // second group at y = 78 (interGroupSpacing 0); item 5 is its first, item 6 the last (partial)
        expectFrame(layout.item(0, 5), 0, 78, 78, 78)
        expectFrame(layout.item(0, 6), 78, 78, 78, 78)
        #expect(layout.item(0, 7) == nil)
        // cells default to zIndex 0 (no decoration)
        #expect(layout.item(0, 0)?.zIndex == 0)
        // the partial last group keeps its full height: 2 × 78 = 156
        expectContentSize(layout, 390, 156)
        // rect queries: touching edges do not count.
        // y 77…78, x 0…78 → only item 0 (item 1 starts at x = 78, group 1 at y = 78)
        #expect(layout.elements(in: Rect(x: 0, y: 77, width: 78, height: 1)).map(\.indexPath.item) == [0])
        // y 78…79, x 0…100 → items 5 (0…78) and 6 (78…156)
        #expect(layout.elements(in: Rect(x: 0, y: 78, width: 100, height: 1)).map(\.indexPath.item) == [5, 6])
    }

    // MARK: inset-items-grid

    /// Same slots as `grid` (78 × 78); each cell is its slot inset by 5 on every edge:
    /// (x + 5, y + 5, 78 − 10, 78 − 10) = 68 × 68.
    @Test func insetItemsGrid() throws {
        let layout = try Preset.resolve("inset-items-grid", phone390, [7])
        expectFrame(layout.item(0, 0), 5, 5, 68, 68)
        expectFrame(layout.item(0, 1), 83, 5, 68, 68)  // 78 + 5
        expectFrame(layout.item(0, 2), 161, 5, 68, 68)  // 156 + 5
        expectFrame(layout.item(0, 3), 239, 5, 68, 68)  // 234 + 5
        expectFrame(layout.item(0, 4), 317, 5, 68, 68)  // 312 + 5
        expectFrame(layout.item(0, 5), 5, 83, 68, 68)  // slot (0, 78) + 5
        expectFrame(layout.item(0, 6), 83, 83, 68, 68)  // slot (78, 78) + 5
        // insets shrink cells, not groups: 2 × 78
        expectContentSize(layout, 390, 156)
    }

    // MARK: two-column-grid

    /// Section insets L/Tr 10 → content box width 370; group 370 × 44 at x = 10.
    /// count 2 with fixed(10): item width = (370 − 10) / 2 = 180; item height fh(1) = 44.
    /// interGroupSpacing 10 → group g at y = 54·g. 7 items → 4 groups.
    @Test func twoColumnGrid() throws {
        let layout = try Preset.resolve("two-column-grid", phone390, [7])
        expectFrame(layout.item(0, 0), 10, 0, 180, 44)
        expectFrame(layout.item(0, 1), 200, 0, 180, 44)  // 10 + 180 + 10
        expectFrame(layout.item(0, 2), 10, 54, 180, 44)  // 44 + 10
        expectFrame(layout.item(0, 3), 200, 54, 180, 44)
        expectFrame(layout.item(0, 6), 10, 162, 180, 44)  // group 3: 3 × 54; alone in a partial group
        // 4 × 44 + 3 × 10 = 206 (no spacing after the last group)
        expectContentSize(layout, 390, 206)
    }

    /// Landscape-like bounds with side safe areas: the safeArea reference applies across the scroll
    /// axis only. Container 844 − 47 − 47 = 750 starting at x = 47; section insets L/Tr 10 → box 730
    /// at x = 57; items (730 − 10) / 2 = 360; y starts at 0 (no top safe area on this axis).
    @Test func twoColumnGridWithSideSafeArea() throws {
        let environment = LayoutEnvironment(width: 844, height: 390, safeArea: EdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
        let layout = try Preset.resolve("two-column-grid", environment, [3])
        expectFrame(layout.item(0, 0), 57, 0, 360, 44)
        expectFrame(layout.item(0, 1), 427, 0, 360, 44)  // 57 + 360 + 10
        expectFrame(layout.item(0, 2), 57, 54, 360, 44)  // partial group 1
        // 2 × 44 + 10 = 98
        expectContentSize(layout, 844, 98)
    }

    // MARK: seed-two-column-count-list

    /// Section insets L/Tr 10, bottom 20; interGroupSpacing 10. Group 370 × 44 with group insets
    /// L/Tr 10 → the children's box is 350 wide starting at x = 10 + 10 = 20.
    /// count 2, fixed(10): item width = (350 − 10) / 2 = 170.
    @Test func seedTwoColumnCountList() throws {
        let layout = try Preset.resolve("seed-two-column-count-list", phone390, [5])
        expectFrame(layout.item(0, 0), 20, 0, 170, 44)
        expectFrame(layout.item(0, 1), 200, 0, 170, 44)  // 20 + 170 + 10
        expectFrame(layout.item(0, 2), 20, 54, 170, 44)  // group 1 at 44 + 10
        expectFrame(layout.item(0, 4), 20, 108, 170, 44)  // group 2 at 2 × 54; partial
        // 3 × 44 + 2 × 10 + bottom inset 20 = 172
        expectContentSize(layout, 390, 172)
    }

    // MARK: seed-two-column-cards

    /// Group 390 × 360; subitems [card, card], card fw(0.5) = 195 × fh(1) = 360.
    /// Fit: 195, 390 ≤ 390; the next card (cycled) would end at 585 → K = 2.
    @Test func seedTwoColumnCards() throws {
        let layout = try Preset.resolve("seed-two-column-cards", phone390, [3])
        expectFrame(layout.item(0, 0), 0, 0, 195, 360)
        expectFrame(layout.item(0, 1), 195, 0, 195, 360)
        expectFrame(layout.item(0, 2), 0, 360, 195, 360)  // group 1, partial
        // 2 groups × 360
        expectContentSize(layout, 390, 720)
    }

    // MARK: seed-feature-cards

    /// Section insets 10 → box 370 wide. Group 370 × 300; item fw(0.48) × 370 = 177.6 × 300.
    /// flexible(10): fit with the minimum: 177.6 + 10 + 177.6 = 365.2 ≤ 370; a third ends at 552.8
    /// → K = 2. Leftover 370 − 2 × 177.6 − 10 = 4.8 → gap = 10 + 4.8 = 14.8.
    @Test func seedFeatureCards() throws {
        let layout = try Preset.resolve("seed-feature-cards", phone390, [3])
        expectFrame(layout.item(0, 0), 10, 10, 177.6, 300)
        expectFrame(layout.item(0, 1), 202.4, 10, 177.6, 300)  // 10 + 177.6 + 14.8; ends at 380 = 390 − 10
        expectFrame(layout.item(0, 2), 10, 320, 177.6, 300)  // group 1: 10 + 300 + 10
        // 10 + 2 × 300 + 10 + 10 = 630
        expectContentSize(layout, 390, 630)
    }

    // MARK: seed-topapp-row

    /// Section insets top 10, interGroupSpacing 10; full-width 74 pt rows.
    @Test func seedTopAppRow() throws {
        let layout = try Preset.resolve("seed-topapp-row", phone390, [3])
        expectFrame(layout.item(0, 0), 0, 10, 390, 74)
        expectFrame(layout.item(0, 1), 0, 94, 390, 74)  // 10 + 74 + 10
        expectFrame(layout.item(0, 2), 0, 178, 390, 74)  // 94 + 84
        // 10 + 3 × 74 + 2 × 10 = 252
        expectContentSize(layout, 390, 252)
    }

    // MARK: seed-centered-small-item

    /// Section insets 5 → box 380 × 834. Group 380 × fw(0.25) = 95, fixed(5).
    /// a: fw(0.5) = 190 × fh(1) = 95. b: fw(0.25) = 95 × fh(0.5) = 47.5, flexible(10) edges on all
    /// four sides, contentInsets 20.
    /// Fit: a ends at 190; b's slot starts 190 + 5 + 10 = 205, ends 300, plus trailing 10 → 310 ≤ 380;
    /// the next a would start at 315 and end at 505 > 380 → K = 2.
    /// Main axis leftover = 380 − (190 + 95) − 5 − (10 + 10) = 70, shared by b's two flexible edges:
    /// each 10 + 35 = 45 → b's slot x = 5 + 190 + 5 + 45 = 245 (and 245 + 95 + 45 = 385 = 5 + 380).
    /// Cross axis: flexible top and bottom centre b: y = 5 + (95 − 47.5) / 2 = 28.75.
    /// b's cell = slot (245, 28.75, 95, 47.5) inset 20 → (265, 48.75, 55, 7.5).
    @Test func seedCenteredSmallItem() throws {
        let layout = try Preset.resolve("seed-centered-small-item", phone390, [3])
        expectFrame(layout.item(0, 0), 5, 5, 190, 95)
        expectFrame(layout.item(0, 1), 265, 48.75, 55, 7.5)
        expectFrame(layout.item(0, 2), 5, 100, 190, 95)  // group 1 at 5 + 95
        // 5 + 2 × 95 + 5 = 200
        expectContentSize(layout, 390, 200)
    }

    // MARK: distinct-sections

    /// Three sections, every one with insets 20 (content box 350 wide) and items inset 2.
    /// list: group 350 × 44, count 1 → item 350 × 44 → cell (x + 2, y + 2, 346, 40).
    /// grid5: group 350 × fw(0.2) = 70, count 5 → 70 × 70 → cell 66 × 66.
    /// grid3: group 350 × 70, count 3 → 350 / 3 = 116.667 × 70 → cell 112.667 × 66.
    /// Count groups ignore the item's own width (fw(1.0)).
    @Test func distinctSections() throws {
        let layout = try Preset.resolve("distinct-sections", phone390, [3, 7, 4])
        Self.expectNarrowDistinctSections(layout)
    }

    /// Shared by distinct-sections and the narrow alternative of adaptive-sections.
    static func expectNarrowDistinctSections(_ layout: ResolvedLayout, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        // section 0 (list), top 0: groups at y = 20 + 44·g
        expectFrame(layout.item(0, 0), 22, 22, 346, 40, sourceLocation: sourceLocation)
        expectFrame(layout.item(0, 1), 22, 66, 346, 40, sourceLocation: sourceLocation)  // 20 + 44 + 2
        expectFrame(layout.item(0, 2), 22, 110, 346, 40, sourceLocation: sourceLocation)  // 20 + 88 + 2
        // section 0 height = 20 + 3 × 44 + 20 = 172
        expectNear(layout.sections[0].frame.maxY, 172, sourceLocation: sourceLocation)
        // section 1 (grid5) at 172: content top 192; slot x = 20 + 70·k
        expectFrame(layout.item(1, 0), 22, 194, 66, 66, sourceLocation: sourceLocation)
        expectFrame(layout.item(1, 4), 302, 194, 66, 66, sourceLocation: sourceLocation)  // 20 + 280 + 2
        expectFrame(layout.item(1, 5), 22, 264, 66, 66, sourceLocation: sourceLocation)  // group 1 at 192 + 70
        expectFrame(layout.item(1, 6), 92, 264, 66, 66, sourceLocation: sourceLocation)  // 20 + 70 + 2; partial
        // section 1 height = 20 + 2 × 70 + 20 = 180 → ends 352
        // section 2 (grid3) at 352: content top 372
        expectFrame(layout.item(2, 0), 22, 374, 112.666667, 66, sourceLocation: sourceLocation)
        expectFrame(layout.item(2, 1), 138.666667, 374, 112.666667, 66, sourceLocation: sourceLocation)  // 20 + 116.667 + 2
        expectFrame(layout.item(2, 2), 255.333333, 374, 112.666667, 66, sourceLocation: sourceLocation)  // 20 + 233.333 + 2
        expectFrame(layout.item(2, 3), 22, 444, 112.666667, 66, sourceLocation: sourceLocation)  // group 1 at 442
        // 352 + 20 + 2 × 70 + 20 = 532
        expectContentSize(layout, 390, 532, sourceLocation: sourceLocation)
    }

    // MARK: adaptive-sections

    /// At 390 pt (≤ 800) every section takes its first alternative, which has the parameters of
    /// distinct-sections: the frames are the same.
    @Test func adaptiveSectionsNarrow() throws {
        let layout = try Preset.resolve("adaptive-sections", phone390, [3, 7, 4])
        #expect(
            layout.sections.map { $0.definitionPath.description }
                == ["sections[0].oneOf[0]", "sections[1].oneOf[0]", "sections[2].oneOf[0]"])
        GridPresetTests.expectNarrowDistinctSections(layout)
    }

    /// 800 is inclusive (`maxWidth: 800`): still five columns. Box 760 → 152 per column → cell
    /// 148 × (0.2 × 760 − 4 = 148).
    @Test func adaptiveSectionsAtExactly800() throws {
        let layout = try Preset.resolve("adaptive-sections", LayoutEnvironment(width: 800, height: 600), [1, 1, 1])
        #expect(layout.sections[1].definitionPath.description == "sections[1].oneOf[0]")
        // section 0 = 20 + 44 + 20 = 84 tall; section 1 content top 84 + 20 = 104
        expectFrame(layout.item(1, 0), 22, 106, 148, 148)
    }

    /// At 1000 × 800 (> 800) the fallback alternatives double the columns. Content box 960.
    /// list: count 2 → 480 × 44 → cell 476 × 40.
    /// grid5 → 10 columns: 96 wide, group height 0.2 × 960 = 192 → cell 92 × 188.
    /// grid3 → 6 columns: 160 wide × 192 → cell 156 × 188.
    @Test func adaptiveSectionsWide() throws {
        let layout = try Preset.resolve("adaptive-sections", LayoutEnvironment(width: 1000, height: 800), [3, 12, 7])
        #expect(
            layout.sections.map { $0.definitionPath.description }
                == ["sections[0].oneOf[1]", "sections[1].oneOf[1]", "sections[2].oneOf[1]"])
        // section 0: groups at 20 + 44·g
        expectFrame(layout.item(0, 0), 22, 22, 476, 40)
        expectFrame(layout.item(0, 1), 502, 22, 476, 40)  // slot 20 + 480
        expectFrame(layout.item(0, 2), 22, 66, 476, 40)  // group 1, partial
        // section 0 = 20 + 2 × 44 + 20 = 128; section 1 content top 148
        expectFrame(layout.item(1, 0), 22, 150, 92, 188)
        expectFrame(layout.item(1, 9), 886, 150, 92, 188)  // slot 20 + 9 × 96 = 884
        expectFrame(layout.item(1, 10), 22, 342, 92, 188)  // group 1 at 148 + 192
        expectFrame(layout.item(1, 11), 118, 342, 92, 188)  // slot 116; partial
        // section 1 = 20 + 2 × 192 + 20 = 424 → ends 552; section 2 content top 572
        expectFrame(layout.item(2, 0), 22, 574, 156, 188)
        expectFrame(layout.item(2, 5), 822, 574, 156, 188)  // slot 20 + 5 × 160 = 820
        expectFrame(layout.item(2, 6), 22, 766, 156, 188)  // group 1 at 572 + 192
        // 552 + 424 = 976
        expectContentSize(layout, 1000, 976)
    }
}
