import LayoutModel
import Testing

@testable import LayoutEngine

// Presets with orthogonally scrolling sections. Rules (docs/layout-rules.md, Orthogonal sections):
// groups run in one row at s.L + Σ(previous widths + interGroupSpacing), all at contentTop, frames
// at orthogonal offset 0; group sizes resolve against the container along the row (§19.1: the
// section's leading/trailing insets offset the row but do not shrink its fractions) and against
// the content box across it; section height =
// tallest group + s.T + s.B + boundary extents; contentLength = reference inset + s.L + groups +
// gaps + s.Tr + reference inset; groupPagingCentered starts at s.L + (contentWidth − gw) / 2 with
// the same space after the last group. Snap offsets: continuous none; paging multiples of the
// bounds; the group behaviours each group's leading edge (distance scrolled); every list clamped
// to, and ending with, max(0, contentLength − bounds).

@Suite("Presets: orthogonal sections")
struct OrthogonalPresetTests {
    // MARK: orthogonal-sections

    /// The nested row (see NestedGroupsPresetTests) at fw(0.85) × fh(0.4):
    /// group 0.85 × 390 = 331.5 wide, 0.4 × 844 = 337.6 high. Leading slot 0.7 × 331.5 = 232.05
    /// → cell 212.05 × 317.6; trailing group 0.3 × 331.5 = 99.45 → cells 79.45 × 148.8.
    @Test func orthogonalSections() throws {
        let layout = try Preset.resolve("orthogonal-sections", phone390, [4, 2])
        expectFrame(layout.item(0, 0), 10, 10, 212.05, 317.6)
        expectFrame(layout.item(0, 1), 242.05, 10, 79.45, 148.8)  // 232.05 + 10
        expectFrame(layout.item(0, 2), 242.05, 178.8, 79.45, 148.8)  // 168.8 + 10
        expectFrame(layout.item(0, 3), 341.5, 10, 212.05, 317.6)  // group 1 at x = 331.5 (spacing 0)
        // section 1: one row below, at 337.6
        expectFrame(layout.item(1, 0), 10, 347.6, 212.05, 317.6)
        expectFrame(layout.item(1, 1), 242.05, 347.6, 79.45, 148.8)
        let row0 = try #require(layout.sections[0].orthogonal)
        #expect(row0.behavior == .continuous)
        #expect(row0.axis == .horizontal)
        expectNear(row0.contentLength, 663)  // ⌈4/3⌉ = 2 groups × 331.5
        expectNear(row0.visibleLength, 390)
        expectOffsets(row0.snapOffsets, [])  // continuous
        expectNear(layout.sections[1].orthogonal?.contentLength, 331.5)  // 1 group
        // two rows of 337.6
        expectContentSize(layout, 390, 675.2)
    }

    // MARK: orthogonal-section-behaviors

    /// Six sections of 4 items; each has a 390 × 44 header (estimated 44, fw(1) of 390) at its top,
    /// so content top = top + 44; each scrolling section is 44 + 337.6 = 381.6 tall;
    /// interSectionSpacing 20 → tops 0, 401.6, 803.2, 1204.8, 1606.4, 2008.
    /// The scrolling sections use the row of orthogonal-sections; 2 groups → contentLength 663,
    /// largest offset 663 − 390 = 273.
    @Test func orthogonalSectionBehaviors() throws {
        let layout = try Preset.resolve("orthogonal-section-behaviors", phone390, [4, 4, 4, 4, 4, 4])
        let header = "header-element-kind"
        let tops = [0, 401.6, 803.2, 1204.8, 1606.4, 2008]
        for (s, top) in tops.enumerated() {
            expectFrame(layout.element(header, s), 0, top, 390, 44)
        }
        // continuous
        expectFrame(layout.item(0, 0), 10, 54, 212.05, 317.6)  // 44 + 10
        expectFrame(layout.item(0, 1), 242.05, 54, 79.45, 148.8)
        expectFrame(layout.item(0, 2), 242.05, 222.8, 79.45, 148.8)  // 44 + 168.8 + 10
        expectFrame(layout.item(0, 3), 341.5, 54, 212.05, 317.6)
        expectNear(layout.sections[0].orthogonal?.contentLength, 663)
        expectOffsets(layout.sections[0].orthogonal?.snapOffsets, [])
        // continuousGroupLeadingBoundary: leading edges 0, 331.5 → 331.5 > 273 → [0, 273]
        expectFrame(layout.item(1, 0), 10, 455.6, 212.05, 317.6)  // 401.6 + 44 + 10
        expectFrame(layout.item(1, 3), 341.5, 455.6, 212.05, 317.6)
        #expect(layout.sections[1].orthogonal?.behavior == .continuousGroupLeadingBoundary)
        for s in 1...3 { expectNear(layout.sections[s].orthogonal?.contentLength, 663) }
        expectOffsets(layout.sections[1].orthogonal?.snapOffsets, [0, 273])
        // paging: multiples of 390 → 0, then the end 273
        expectFrame(layout.item(2, 0), 10, 857.2, 212.05, 317.6)
        expectOffsets(layout.sections[2].orthogonal?.snapOffsets, [0, 273])
        // groupPaging: 0, 331.5 → [0, 273]
        expectFrame(layout.item(3, 0), 10, 1258.8, 212.05, 317.6)
        expectOffsets(layout.sections[3].orthogonal?.snapOffsets, [0, 273])
        // groupPagingCentered: first group at 0 + (390 − 331.5) / 2 = 29.25
        expectFrame(layout.item(4, 0), 39.25, 1660.4, 212.05, 317.6)  // 29.25 + 10, 1606.4 + 54
        expectFrame(layout.item(4, 1), 271.3, 1660.4, 79.45, 148.8)  // 29.25 + 232.05 + 10
        expectFrame(layout.item(4, 3), 370.75, 1660.4, 212.05, 317.6)  // 29.25 + 331.5 + 10
        // 29.25 + 2 × 331.5 + 29.25 = 721.5; largest offset 331.5 = group 1's offset
        expectNear(layout.sections[4].orthogonal?.contentLength, 721.5)
        expectOffsets(layout.sections[4].orthogonal?.snapOffsets, [0, 331.5])
        // none: the full-width nested row (390 × 337.6) stacked vertically; content top 2052
        #expect(layout.sections[5].orthogonal == nil)
        expectFrame(layout.item(5, 0), 10, 2062, 253, 317.6)
        expectFrame(layout.item(5, 1), 283, 2062, 97, 148.8)
        expectFrame(layout.item(5, 2), 283, 2230.8, 97, 148.8)  // 2052 + 168.8 + 10
        expectFrame(layout.item(5, 3), 10, 2399.6, 253, 317.6)  // group 1 at 2052 + 337.6
        // 2052 + 2 × 337.6 = 2727.2
        expectContentSize(layout, 390, 2727.2)
    }

    // MARK: conference-videos

    /// ≤ 500 pt: continuous rows, insets L/Tr 20; §19.1: group fw(0.85) of the 390-pt container =
    /// 331.5 × 250 (not 0.85 × 350), one card per group; interGroupSpacing 20; title header fw(1)
    /// of 390 − 40 = 350 (it follows the insets), estimated 44, at x = 20. interSectionSpacing 20.
    @Test func conferenceVideosNarrow() throws {
        let layout = try Preset.resolve("conference-videos", phone390, [2, 3])
        let title = "title-element-kind"
        expectFrame(layout.element(title, 0), 20, 0, 350, 44)
        expectFrame(layout.item(0, 0), 20, 44, 331.5, 250)
        expectFrame(layout.item(0, 1), 371.5, 44, 331.5, 250)  // 20 + 331.5 + 20
        // 20 + 2 × 331.5 + 20 (one gap) + 20 = 723
        expectNear(layout.sections[0].orthogonal?.contentLength, 723)
        expectOffsets(layout.sections[0].orthogonal?.snapOffsets, [])
        // section 0 is 44 + 250 = 294 tall → section 1 at 314
        expectFrame(layout.element(title, 1), 20, 314, 350, 44)
        expectFrame(layout.item(1, 0), 20, 358, 331.5, 250)
        expectFrame(layout.item(1, 2), 723, 358, 331.5, 250)  // 20 + 2 × 351.5
        // 20 + 3 × 331.5 + 2 × 20 + 20 = 1074.5
        expectNear(layout.sections[1].orthogonal?.contentLength, 1074.5)
        // 314 + 294 = 608
        expectContentSize(layout, 390, 608)
    }

    /// > 500 pt: two up. At 600: group 0.425 × 600 = 255 (§19.1; the title still spans 600 − 40).
    @Test func conferenceVideosWide() throws {
        let layout = try Preset.resolve("conference-videos", LayoutEnvironment(width: 600, height: 800), [3])
        expectFrame(layout.element("title-element-kind", 0), 20, 0, 560, 44)
        expectFrame(layout.item(0, 0), 20, 44, 255, 250)
        expectFrame(layout.item(0, 1), 295, 44, 255, 250)  // 20 + 255 + 20
        expectFrame(layout.item(0, 2), 570, 44, 255, 250)  // 295 + 275
        // 20 + 3 × 255 + 2 × 20 + 20 = 845
        expectNear(layout.sections[0].orthogonal?.contentLength, 845)
        expectContentSize(layout, 600, 294)
    }

    // MARK: seed-orthogonal-behaviors

    /// Sections 0–2: group 390 × 400 holding one fw(1) item (a second would need 790 > 390; one
    /// child stays at the leading edge despite flexible spacing); cell = slot inset 10 = 370 × 380.
    /// Sections 3–5: the full-height nested row 390 × 844 (the count group's items get 422 each,
    /// their fh(1.0) ignored). Every row of 2 groups is 780 long → largest offset 390.
    @Test func seedOrthogonalBehaviors() throws {
        let layout = try Preset.resolve("seed-orthogonal-behaviors", phone390, [2, 2, 2, 4, 4, 4])
        // 0 continuous, 400 tall
        expectFrame(layout.item(0, 0), 10, 10, 370, 380)
        expectFrame(layout.item(0, 1), 400, 10, 370, 380)  // group 1 at x = 390
        expectNear(layout.sections[0].orthogonal?.contentLength, 780)
        expectOffsets(layout.sections[0].orthogonal?.snapOffsets, [])
        // 1 none, at 400: groups stacked, 800 tall
        #expect(layout.sections[1].orthogonal == nil)
        expectFrame(layout.item(1, 0), 10, 410, 370, 380)
        expectFrame(layout.item(1, 1), 10, 810, 370, 380)
        // 2 paging, at 1200: pages 0, 390 (= the largest offset)
        expectFrame(layout.item(2, 0), 10, 1210, 370, 380)
        expectFrame(layout.item(2, 1), 400, 1210, 370, 380)
        expectOffsets(layout.sections[2].orthogonal?.snapOffsets, [0, 390])
        // 3 continuousGroupLeadingBoundary, at 1600, 844 tall
        expectFrame(layout.item(3, 0), 10, 1610, 253, 824)
        expectFrame(layout.item(3, 1), 283, 1610, 97, 402)
        expectFrame(layout.item(3, 2), 283, 2032, 97, 402)  // 1600 + 422 + 10
        expectFrame(layout.item(3, 3), 400, 1610, 253, 824)  // group 1 at x = 390
        expectNear(layout.sections[3].orthogonal?.contentLength, 780)
        expectOffsets(layout.sections[3].orthogonal?.snapOffsets, [0, 390])
        // 4 groupPaging, at 2444
        expectFrame(layout.item(4, 0), 10, 2454, 253, 824)
        expectFrame(layout.item(4, 3), 400, 2454, 253, 824)
        expectNear(layout.sections[4].orthogonal?.contentLength, 780)
        expectOffsets(layout.sections[4].orthogonal?.snapOffsets, [0, 390])
        // 5 groupPagingCentered, at 3288: first group at 0 + (390 − 390) / 2 = 0
        expectFrame(layout.item(5, 0), 10, 3298, 253, 824)
        expectFrame(layout.item(5, 3), 400, 3298, 253, 824)
        expectNear(layout.sections[5].orthogonal?.contentLength, 780)
        expectOffsets(layout.sections[5].orthogonal?.snapOffsets, [0, 390])
        // 3288 + 844 = 4132
        expectContentSize(layout, 390, 4132)
    }

    // MARK: seed-app-store-answer

    /// Vertical group 110 × 205, fixed(5): items 45, 65, 85 at y = 0, 50, 120 (45 + 5 + 65 + 5 + 85
    /// = 205 fits exactly; the next 45 would not) → K = 3. Trailing edgeSpacing fixed(10) widens
    /// every group's slot: pitch 120. 30 items → 10 groups → contentLength 10 × 120 = 1200,
    /// largest offset 1200 − 390 = 810.
    @Test func seedAppStoreAnswer() throws {
        let layout = try Preset.resolve("seed-app-store-answer", phone390, [30])
        expectFrame(layout.item(0, 0), 0, 0, 110, 45)
        expectFrame(layout.item(0, 1), 0, 50, 110, 65)
        expectFrame(layout.item(0, 2), 0, 120, 110, 85)
        expectFrame(layout.item(0, 3), 120, 0, 110, 45)  // group 1 at 110 + 10
        expectFrame(layout.item(0, 29), 1080, 120, 110, 85)  // group 9 at 9 × 120, slot 2
        let row = try #require(layout.sections[0].orthogonal)
        expectNear(row.contentLength, 1200)
        // leading edges 0, 120, …, 720 (840 > 810), then 810
        expectOffsets(row.snapOffsets, [0, 120, 240, 360, 480, 600, 720, 810])
        // one row, 205 tall
        expectContentSize(layout, 390, 205)
    }

    /// 29 items: the last group (9) is partial, holding items 27 and 28; the row keeps 10 slots.
    @Test func seedAppStoreAnswerPartialLastGroup() throws {
        let layout = try Preset.resolve("seed-app-store-answer", phone390, [29])
        expectFrame(layout.item(0, 27), 1080, 0, 110, 45)  // 9 × 120
        expectFrame(layout.item(0, 28), 1080, 50, 110, 65)
        #expect(layout.item(0, 29) == nil)
        expectNear(layout.sections[0].orthogonal?.contentLength, 1200)
    }

    // MARK: seed-paging-cards

    /// Insets L/Tr 16; absolute 120 × 100 groups of one item (count 1 → 120 wide, absolute 100
    /// high), 10 apart; 40 pt header 358 wide at x = 16; background inset 0 over the section.
    @Test func seedPagingCards() throws {
        let layout = try Preset.resolve("seed-paging-cards", phone390, [5])
        Self.expectPagingCardsSection(layout, section: 0, top: 0, items: 5)
        let row = try #require(layout.sections[0].orthogonal)
        // 16 + 5 × 120 + 4 × 10 + 16 = 672; largest offset 672 − 390 = 282
        expectNear(row.contentLength, 672)
        // group leading edges 0, 130, 260 (390 > 282), then 282
        expectOffsets(row.snapOffsets, [0, 130, 260, 282])
        // 40 + 100
        expectContentSize(layout, 390, 140)
    }

    /// A paging-cards section at `top` (shared with seed-grid-and-paging-page).
    static func expectPagingCardsSection(
        _ layout: ResolvedLayout, section s: Int, top: Double, items: Int,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        expectFrame(layout.element("UICollectionElementKindSectionHeader", s), 16, top, 358, 40, sourceLocation: sourceLocation)
        for g in 0..<items {
            // x = 16 + 130·g, y = top + 40
            expectFrame(layout.item(s, g), 16 + 130 * Double(g), top + 40, 120, 100, sourceLocation: sourceLocation)
        }
        // the section spans top … top + 140, full width, and does not scroll with the row
        expectFrame(layout.element("background", s), 0, top, 390, 140, sourceLocation: sourceLocation)
        #expect(layout.item(s, 0)?.zIndex == 1, sourceLocation: sourceLocation)
        #expect(layout.element("background", s)?.zIndex == 0, sourceLocation: sourceLocation)
    }

    // MARK: seed-grid-and-paging-page

    /// Section 0 = seed-three-column-grid (see DecorationPresetTests), 0 … 400; interSectionSpacing
    /// 12; every later section = seed-paging-cards (defaultSection).
    @Test func seedGridAndPagingPage() throws {
        let layout = try Preset.resolve("seed-grid-and-paging-page", phone390, [7, 3, 1])
        DecorationPresetTests.expectThreeColumnGridSection(layout, section: 0, top: 0)
        // section 1 at 400 + 12 = 412
        Self.expectPagingCardsSection(layout, section: 1, top: 412, items: 3)
        // 16 + 3 × 120 + 2 × 10 + 16 = 412; largest offset 22 → [0, 22]
        expectNear(layout.sections[1].orthogonal?.contentLength, 412)
        expectOffsets(layout.sections[1].orthogonal?.snapOffsets, [0, 22])
        // section 2 at 412 + 140 + 12 = 564: 16 + 120 + 16 = 152 < 390 → only offset 0
        Self.expectPagingCardsSection(layout, section: 2, top: 564, items: 1)
        expectNear(layout.sections[2].orthogonal?.contentLength, 152)
        expectOffsets(layout.sections[2].orthogonal?.snapOffsets, [0])
        #expect(layout.sections[2].definitionPath.description == "defaultSection")
        // 564 + 140 = 704
        expectContentSize(layout, 390, 704)
    }

    // MARK: seed-horizontal-scroll-orthogonal

    /// Horizontal scroll direction: sections advance along x, rows scroll vertically.
    /// Insets 20 → content box (390 − 40) × (844 − 40) = 350 × 804. §19.1 with the axes swapped:
    /// the rows run along y, where fh(1) measures the container's 844, not 804; across them fw(1)
    /// measures the content box's 350. Groups fw(1) × fh(1) = 350 × 844.
    /// Section 0: count 1 → one 350 × 844 item per group, inset 5 → 340 × 834; groups stacked along
    /// y at 20 + 844·g. Section 1 (defaultSection): count 10 → items 35 × 844 → 25 × 834.
    /// Each section is 20 + 350 + 20 = 390 wide; interSectionSpacing 20 → section 1 at x = 410.
    @Test func seedHorizontalScrollOrthogonal() throws {
        let layout = try Preset.resolve("seed-horizontal-scroll-orthogonal", phone390, [5, 4])
        expectFrame(layout.item(0, 0), 25, 25, 340, 834)
        expectFrame(layout.item(0, 1), 25, 869, 340, 834)  // 20 + 844 + 5
        expectFrame(layout.item(0, 4), 25, 3401, 340, 834)  // 20 + 4 × 844 + 5
        let row0 = try #require(layout.sections[0].orthogonal)
        #expect(row0.axis == .vertical)
        // 20 + 5 × 844 + 20 = 4260; visible 844; largest offset 4260 − 844 = 3416 > 4 × 844 = 3376
        expectNear(row0.contentLength, 4260)
        expectNear(row0.visibleLength, 844)
        expectOffsets(row0.snapOffsets, [0, 844, 1688, 2532, 3376, 3416])
        // section 1 at x = 410: content box at 430
        expectFrame(layout.item(1, 0), 435, 25, 25, 834)
        expectFrame(layout.item(1, 1), 470, 25, 25, 834)  // 430 + 35 + 5
        expectFrame(layout.item(1, 3), 540, 25, 25, 834)  // 430 + 105 + 5; partial group
        // one group: 20 + 844 + 20 = 884 > 844, continuous: no snap offsets
        expectNear(layout.sections[1].orthogonal?.contentLength, 884)
        expectOffsets(layout.sections[1].orthogonal?.snapOffsets, [])
        // sections span the full height
        expectFrame(layout.sections[0].frame, 0, 0, 390, 844)
        expectFrame(layout.sections[1].frame, 410, 0, 390, 844)
        // width 390 + 20 + 390 = 800
        expectContentSize(layout, 800, 844)
    }

    // MARK: seed-app-store-tab

    /// 12 sections, interSectionSpacing 30, each with an estimated 44 pt header (fw(1) of the
    /// section width less its insets: 360 at x = 15, or 350 at x = 20 in sections 6 and 11)
    /// → content top = top + 44.
    /// §19.1: the rows' fw(1) measures the 390-pt container, not the 360 (350) between the insets
    /// (the seed's "UIScreen width − 30" no longer equals fw(1)). Items inset L/Tr 5.
    /// banner (0, 5): group 390 × fw(1) = 390 × 390 → cell 380 × 390; tall 44 + 390 = 434.
    /// threeRows (1, 2, 4, 7, 9, 10): 390 × 240, count 3 → 80 high → cell 380 × 80; tall 284.
    /// today (3): fw(2/3) × 390 = 260 × 180 → cell 250 × 180; tall 224.
    /// eightRows (6, 11): 390 × 400, count 8 → 390 × 50 (no item insets); tall 444.
    /// twoRows (8): 390 × 240, count 2 → 120 high → cell 380 × 120; tall 284.
    /// Tops (+ 30 between): 0, 464, 778, 1092, 1346, 1660, 2124, 2598, 2912, 3226, 3540, 3854.
    @Test func seedAppStoreTab() throws {
        let layout = try Preset.resolve("seed-app-store-tab", phone390, [2, 4, 1, 2, 1, 1, 9, 1, 3, 1, 1, 1])
        let header = "UICollectionElementKindSectionHeader"
        let tops: [Double] = [0, 464, 778, 1092, 1346, 1660, 2124, 2598, 2912, 3226, 3540, 3854]
        for (s, top) in tops.enumerated() {
            let wide = s == 6 || s == 11
            expectFrame(layout.element(header, s), wide ? 20 : 15, top, wide ? 350 : 360, 44)
        }
        // 0 banner: groups at 15 + 390·g; 15 + 2 × 390 + 15 = 810; largest offset 810 − 390 = 420
        expectFrame(layout.item(0, 0), 20, 44, 380, 390)
        expectFrame(layout.item(0, 1), 410, 44, 380, 390)  // 15 + 390 + 5
        expectNear(layout.sections[0].orthogonal?.contentLength, 810)
        expectOffsets(layout.sections[0].orthogonal?.snapOffsets, [0, 390, 420])
        // 1 threeRows at 464: rows at 508, 588, 668
        expectFrame(layout.item(1, 0), 20, 508, 380, 80)
        expectFrame(layout.item(1, 1), 20, 588, 380, 80)
        expectFrame(layout.item(1, 2), 20, 668, 380, 80)
        expectFrame(layout.item(1, 3), 410, 508, 380, 80)  // group 1
        expectOffsets(layout.sections[1].orthogonal?.snapOffsets, [0, 390, 420])
        // 2 threeRows at 778, one item: the partial group keeps its 240 height
        expectFrame(layout.item(2, 0), 20, 822, 380, 80)
        // 15 + 390 + 15 = 420: 30 to scroll → [0, 30]
        expectNear(layout.sections[2].orthogonal?.contentLength, 420)
        expectOffsets(layout.sections[2].orthogonal?.snapOffsets, [0, 30])
        // 3 today at 1092: groups at 15 + 260·g
        expectFrame(layout.item(3, 0), 20, 1136, 250, 180)
        expectFrame(layout.item(3, 1), 280, 1136, 250, 180)  // 15 + 260 + 5
        // 15 + 520 + 15 = 550; largest offset 160 (< 260) → [0, 160]
        expectNear(layout.sections[3].orthogonal?.contentLength, 550)
        expectOffsets(layout.sections[3].orthogonal?.snapOffsets, [0, 160])
        expectFrame(layout.item(4, 0), 20, 1390, 380, 80)  // 1346 + 44
        expectFrame(layout.item(5, 0), 20, 1704, 380, 390)  // 1660 + 44
        // 6 eightRows at 2124: rows at 2168 + 50k, group 1 at x = 20 + 390
        expectFrame(layout.item(6, 0), 20, 2168, 390, 50)
        expectFrame(layout.item(6, 7), 20, 2518, 390, 50)  // 2168 + 350
        expectFrame(layout.item(6, 8), 410, 2168, 390, 50)
        #expect(layout.sections[6].orthogonal?.behavior == .continuous)
        // 20 + 2 × 390 + 20 = 820
        expectNear(layout.sections[6].orthogonal?.contentLength, 820)
        expectOffsets(layout.sections[6].orthogonal?.snapOffsets, [])
        expectFrame(layout.item(7, 0), 20, 2642, 380, 80)  // 2598 + 44
        // 8 twoRows at 2912
        expectFrame(layout.item(8, 0), 20, 2956, 380, 120)
        expectFrame(layout.item(8, 1), 20, 3076, 380, 120)
        expectFrame(layout.item(8, 2), 410, 2956, 380, 120)
        expectOffsets(layout.sections[8].orthogonal?.snapOffsets, [0, 390, 420])
        expectFrame(layout.item(9, 0), 20, 3270, 380, 80)
        expectFrame(layout.item(10, 0), 20, 3584, 380, 80)
        expectFrame(layout.item(11, 0), 20, 3898, 390, 50)
        // rows of the remaining sections: 1 and 8 hold 2 groups (15 + 780 + 15 = 810, largest
        // offset 420); 4, 5, 7, 9, 10 one group of 390 (15 + 390 + 15 = 420: 30 to scroll);
        // 11 one group of 390 (20 + 390 + 20 = 430), continuous
        for s in [1, 8] { expectNear(layout.sections[s].orthogonal?.contentLength, 810) }
        for s in [4, 5, 7, 9, 10] {
            expectNear(layout.sections[s].orthogonal?.contentLength, 420)
            expectOffsets(layout.sections[s].orthogonal?.snapOffsets, [0, 30])
        }
        expectNear(layout.sections[11].orthogonal?.contentLength, 430)
        expectOffsets(layout.sections[11].orthogonal?.snapOffsets, [])
        // 3854 + 444 = 4298
        expectContentSize(layout, 390, 4298)
    }

    // MARK: emoji-explorer

    /// On an iPhone 15 (393 × 852 @3x; safe area 59/34 top/bottom only, margins 20 left/right).
    /// Recents: reference safeArea (0 at the sides); insets 10. §19.1: along the row fw measures the
    /// container's 393 (not 373): group fw(0.28) = 110.04 × fw(0.2) = 78.6; interGroupSpacing 10
    /// (pitch 120.04); cell = slot inset 5 = 100.04 × 68.6. Section 0 is 10 + 78.6 + 10 = 98.6 tall.
    /// Outline: sidebar list → layoutMargins reference (20 each side → 353) and its own insets
    /// {10, 10, 0, 10} replace the list's (no section spacing): rows 333 × 44 at x = 30.
    /// List: insetGrouped → margins (x 20, width 353), the section spacing at @3x (53 px =
    /// 17.667 pt) above and below, rows estimated 44.
    @Test func emojiExplorer() throws {
        let device = try #require(Device.named("iphone-15"))
        let layout = try Preset.resolve("emoji-explorer", device.environment(), [8, 3, 2])
        expectFrame(layout.item(0, 0), 15, 15, 100.04, 68.6)
        expectFrame(layout.item(0, 1), 135.04, 15, 100.04, 68.6)  // 10 + 120.04 + 5
        expectFrame(layout.item(0, 7), 855.28, 15, 100.04, 68.6)  // 10 + 7 × 120.04 + 5
        let recents = try #require(layout.sections[0].orthogonal)
        // 10 + 8 × 110.04 + 7 × 10 + 10 = 970.32; largest offset 970.32 − 393 = 577.32
        expectNear(recents.contentLength, 970.32)
        expectOffsets(recents.snapOffsets, [0, 120.04, 240.08, 360.12, 480.16, 577.32])
        // outline at 98.6: rows at 98.6 + 10 + 44k
        expectFrame(layout.item(1, 0), 30, 108.6, 333, 44)
        expectFrame(layout.item(1, 2), 30, 196.6, 333, 44)
        // section 1 ends at 196.6 + 44 = 240.6; list rows at 240.6 + 17.667 + 44k
        expectFrame(layout.item(2, 0), 20, 258.266667, 353, 44)
        expectFrame(layout.item(2, 1), 20, 302.266667, 353, 44)
        // 302.267 + 44 + 17.667 below the last section = 363.933
        expectContentSize(layout, 393, 363.933333)
    }
}
