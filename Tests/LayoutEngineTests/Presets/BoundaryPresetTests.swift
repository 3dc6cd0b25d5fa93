import LayoutModel
import Testing

@testable import LayoutEngine

// Presets with section or layout boundary items (headers/footers), pinned or not.
// Rules used (docs/layout-rules.md, Boundary items): a header's box is the section width minus
// s.L/s.Tr (supplementaryContentInsetsReference automatic); it sits at the section's start edge
// and s.T lies between it and the content; an extending header pushes the content by its height;
// a footer sits at contentBottom + s.B and adds its height. Estimated heights use the estimate.
// Pinning: a start item sits at max(natural, min(visibleStart, hostEnd − length)); an end item at
// min(natural, max(visibleEnd − length, hostStart, end of the host's pinned header)).

@Suite("Presets: headers and footers")
struct BoundaryPresetTests {
    // MARK: section-headers-footers

    /// Insets L/Tr 10 → header/footer/rows 370 wide at x = 10; rows 44, interGroupSpacing 5;
    /// header and footer estimated 44.
    @Test func sectionHeadersFooters() throws {
        let layout = try Preset.resolve("section-headers-footers", phone390, [3, 2])
        let header = "section-header-element-kind"
        let footer = "section-footer-element-kind"
        expectFrame(layout.element(header, 0), 10, 0, 370, 44)
        expectFrame(layout.item(0, 0), 10, 44, 370, 44)  // content top = 0 + 44 + s.T 0
        expectFrame(layout.item(0, 1), 10, 93, 370, 44)  // 44 + 44 + 5
        expectFrame(layout.item(0, 2), 10, 142, 370, 44)  // 93 + 49
        // content bottom 142 + 44 = 186
        expectFrame(layout.element(footer, 0), 10, 186, 370, 44)
        // section 1 at 186 + 44 = 230
        expectFrame(layout.element(header, 1), 10, 230, 370, 44)
        expectFrame(layout.item(1, 0), 10, 274, 370, 44)
        expectFrame(layout.item(1, 1), 10, 323, 370, 44)  // 274 + 49
        expectFrame(layout.element(footer, 1), 10, 367, 370, 44)  // 323 + 44
        #expect(layout.element(header, 0)?.zIndex == 1)
        #expect(layout.element(footer, 0)?.zIndex == 1)
        // 367 + 44 = 411
        expectContentSize(layout, 390, 411)
    }

    // MARK: pinned-section-headers

    /// The same geometry as section-headers-footers; the header is pinned with zIndex 2.
    /// 5 rows: row k at 44 + 49k (last at 240), content bottom 284, footer 284, section end 328.
    @Test func pinnedSectionHeaders() throws {
        let layout = try Preset.resolve("pinned-section-headers", phone390, [5, 5])
        let header = "section-header-element-kind"
        let footer = "section-footer-element-kind"
        expectFrame(layout.element(header, 0), 10, 0, 370, 44)
        expectFrame(layout.item(0, 0), 10, 44, 370, 44)
        expectFrame(layout.item(0, 4), 10, 240, 370, 44)  // 44 + 4 × 49
        expectFrame(layout.element(footer, 0), 10, 284, 370, 44)
        expectFrame(layout.element(header, 1), 10, 328, 370, 44)
        expectFrame(layout.item(1, 0), 10, 372, 370, 44)  // 328 + 44
        expectFrame(layout.element(footer, 1), 10, 612, 370, 44)  // 372 + 240
        #expect(layout.element(header, 0)?.zIndex == 2)
        #expect(layout.element(footer, 0)?.zIndex == 1)
        // 612 + 44 = 656
        expectContentSize(layout, 390, 656)

        // Scrolled to 100: header 0 at max(0, min(100, 328 − 44 = 284)) = 100.
        let at100 = layout.elements(atScrollOffset: 100)
        expectFrame(at100.first { $0.elementKind == header && $0.indexPath.section == 0 }, 10, 100, 370, 44)
        // Scrolled to 300: header 0 stops at 284 (its section's end 328 − 44); header 1 stays at 328;
        // the unpinned footer stays at 284.
        let at300 = layout.elements(atScrollOffset: 300)
        expectFrame(at300.first { $0.elementKind == header && $0.indexPath.section == 0 }, 10, 284, 370, 44)
        expectFrame(at300.first { $0.elementKind == header && $0.indexPath.section == 1 }, 10, 328, 370, 44)
        expectFrame(at300.first { $0.elementKind == footer && $0.indexPath.section == 0 }, 10, 284, 370, 44)
    }

    // MARK: seed-badges-headers-footers

    /// The badged four-column grid (see BadgePresetTests) with estimated 50 pt header and footer.
    /// Insets 20 → header 350 wide at x = 20; content top = top + 50 + 20.
    @Test func seedBadgesHeadersFooters() throws {
        let layout = try Preset.resolve("seed-badges-headers-footers", phone390, [5, 1])
        let header = "section-header-element-kind"
        let footer = "section-footer-element-kind"
        let badge = "badge-element-kind"
        expectFrame(layout.element(header, 0), 20, 0, 350, 50)
        expectFrame(layout.item(0, 0), 25, 75, 77.5, 60)  // slot (20, 70) inset 5
        expectFrame(layout.element(badge, 0, 0), 88.5, 69, 20, 20)  // 25 + 57.5 + 6, 75 − 6
        expectFrame(layout.item(0, 1), 112.5, 75, 77.5, 60)  // 20 + 87.5 + 5
        expectFrame(layout.element(badge, 0, 1), 176, 69, 20, 20)  // 112.5 + 63.5
        expectFrame(layout.item(0, 2), 200, 75, 77.5, 60)  // 20 + 175 + 5
        expectFrame(layout.element(badge, 0, 2), 263.5, 69, 20, 20)
        expectFrame(layout.item(0, 3), 287.5, 75, 77.5, 60)  // 20 + 3 × 87.5 + 5
        expectFrame(layout.element(badge, 0, 3), 351, 69, 20, 20)
        expectFrame(layout.item(0, 4), 25, 145, 77.5, 60)  // group 1 at 140; partial
        expectFrame(layout.element(badge, 0, 4), 88.5, 139, 20, 20)
        // content bottom 70 + 2 × 70 = 210; footer at 210 + 20
        expectFrame(layout.element(footer, 0), 20, 230, 350, 50)
        // section 1 at 280: content top 280 + 50 + 20 = 350
        expectFrame(layout.element(header, 1), 20, 280, 350, 50)
        expectFrame(layout.item(1, 0), 25, 355, 77.5, 60)
        expectFrame(layout.element(badge, 1, 0), 88.5, 349, 20, 20)
        // content bottom 350 + 70 = 420 → footer 440
        expectFrame(layout.element(footer, 1), 20, 440, 350, 50)
        // 440 + 50 = 490
        expectContentSize(layout, 390, 490)
    }

    // MARK: seed-pinned-headers-footers

    /// seed-badges-headers-footers with both boundary items pinned (zIndex default 1).
    /// 390 × 500 so that the footer pins. 10 items → 3 groups: content 70…280, footer 300,
    /// section 0 ends 350; section 1: header 350, content 420…630, footer 650, ends 700.
    @Test func seedPinnedHeadersFooters() throws {
        let layout = try Preset.resolve("seed-pinned-headers-footers", LayoutEnvironment(width: 390, height: 500), [10, 10])
        let header = "section-header-element-kind"
        let footer = "section-footer-element-kind"
        expectFrame(layout.element(header, 0), 20, 0, 350, 50)
        expectFrame(layout.item(0, 0), 25, 75, 77.5, 60)
        expectFrame(layout.element("badge-element-kind", 0, 0), 88.5, 69, 20, 20)  // 25 + 63.5, 75 − 6
        expectFrame(layout.item(0, 1), 112.5, 75, 77.5, 60)
        expectFrame(layout.item(0, 2), 200, 75, 77.5, 60)
        expectFrame(layout.item(0, 3), 287.5, 75, 77.5, 60)
        expectFrame(layout.item(0, 4), 25, 145, 77.5, 60)  // group 1 at 70 + 70
        expectFrame(layout.item(0, 8), 25, 215, 77.5, 60)  // group 2 at 70 + 140
        expectFrame(layout.item(0, 9), 112.5, 215, 77.5, 60)  // last, partial: 20 + 87.5 + 5
        expectFrame(layout.element("badge-element-kind", 0, 9), 176, 209, 20, 20)  // 112.5 + 63.5
        expectFrame(layout.element(footer, 0), 20, 300, 350, 50)  // 70 + 210 + 20
        expectFrame(layout.element(header, 1), 20, 350, 350, 50)
        expectFrame(layout.item(1, 0), 25, 425, 77.5, 60)  // 350 + 70 + 5
        expectFrame(layout.element(footer, 1), 20, 650, 350, 50)  // 420 + 210 + 20
        #expect(layout.element(header, 0)?.zIndex == 1)
        #expect(layout.element(footer, 0)?.zIndex == 1)
        expectContentSize(layout, 390, 700)  // 650 + 50

        // Scrolled to 100: visible 100…600.
        let at100 = layout.elements(atScrollOffset: 100)
        func find(_ kind: String, _ section: Int) -> LayoutAttributes? {
            at100.first { $0.elementKind == kind && $0.indexPath.section == section }
        }
        // header 0: max(0, min(100, 350 − 50)) = 100
        expectFrame(find(header, 0), 20, 100, 350, 50)
        // footer 0: min(300, max(600 − 50, 0, 150)) = 300 (natural)
        expectFrame(find(footer, 0), 20, 300, 350, 50)
        // header 1: max(350, min(100, 650)) = 350 (natural)
        expectFrame(find(header, 1), 20, 350, 350, 50)
        // footer 1: min(650, max(550, 350, 350 + 50)) = 550: pinned to the visible bottom
        expectFrame(find(footer, 1), 20, 550, 350, 50)
    }

    // MARK: seed-layout-header-footer-pinned

    /// Layout-level header and footer (estimated 50, zIndex 3, pinned), width fw(1) of the
    /// container (390, no reference insets). Sections: the two-badge grid (both badges
    /// [0.3, −0.3] → (+6, −6), zIndex 2) on a "background" decoration inset 8; interSectionSpacing
    /// 20 between sections only, not around the layout items.
    @Test func seedLayoutHeaderFooterPinned() throws {
        let layout = try Preset.resolve("seed-layout-header-footer-pinned", phone390, [5, 1])
        let header = "section-header-element-kind"
        let footer = "section-footer-element-kind"
        expectFrame(layout.element(header, 0), 0, 0, 390, 50)
        #expect(layout.element(header, 0)?.zIndex == 3)
        // section 0 at 50: content top 70; cells at 75
        expectFrame(layout.item(0, 0), 25, 75, 77.5, 60)
        expectFrame(layout.element("BadgeSupplementaryView", 0, 0), 88.5, 69, 20, 20)  // 25 + 57.5 + 6
        expectFrame(layout.element("BadgeSupplementaryView1", 0, 0), 31, 69, 20, 20)  // 25 + 0 + 6
        #expect(layout.element("BadgeSupplementaryView", 0, 0)?.zIndex == 2)
        #expect(layout.element("BadgeSupplementaryView1", 0, 0)?.zIndex == 2)
        expectFrame(layout.item(0, 1), 112.5, 75, 77.5, 60)
        expectFrame(layout.element("BadgeSupplementaryView1", 0, 1), 118.5, 69, 20, 20)  // 112.5 + 6
        expectFrame(layout.item(0, 2), 200, 75, 77.5, 60)
        expectFrame(layout.item(0, 3), 287.5, 75, 77.5, 60)
        expectFrame(layout.element("BadgeSupplementaryView", 0, 3), 351, 69, 20, 20)  // 287.5 + 63.5
        expectFrame(layout.item(0, 4), 25, 145, 77.5, 60)  // group 1 at 70 + 70
        // cells in a decorated section are promoted to zIndex 1
        #expect(layout.item(0, 0)?.zIndex == 1)
        // section 0 spans 50 … 70 + 140 + 20 = 230; background = (0, 50, 390, 180) inset 8
        expectFrame(layout.element("background", 0), 8, 58, 374, 164)
        #expect(layout.element("background", 0)?.zIndex == 0)
        // section 1 at 230 + 20 = 250: spans 250 … 250 + 20 + 70 + 20 = 360
        expectFrame(layout.item(1, 0), 25, 275, 77.5, 60)
        expectFrame(layout.element("background", 1), 8, 258, 374, 94)
        // layout footer at the end of the last section
        let footers = layout.elements(ofKind: footer)
        #expect(footers.count == 1)
        expectFrame(footers.first, 0, 360, 390, 50)
        #expect(footers.first?.indexPath == ElementIndexPath(section: 0, item: 0))
        #expect(footers.first?.zIndex == 3)
        // 360 + 50 = 410
        expectContentSize(layout, 390, 410)
    }

    /// Pinning of the layout-level items. 24 items per section → 6 rows: each section
    /// 20 + 6 × 70 + 20 = 460. Header 0…50, section 0 50…510, section 1 530…990, footer 990…1040.
    @Test func seedLayoutHeaderFooterPinnedWhileScrolling() throws {
        let layout = try Preset.resolve("seed-layout-header-footer-pinned", phone390, [24, 24])
        let header = "section-header-element-kind"
        let footer = "section-footer-element-kind"
        expectFrame(layout.element(footer, 0), 0, 990, 390, 50)
        expectContentSize(layout, 390, 1040)
        // scrolled to 100 (visible 100…944): header at max(0, min(100, 1040 − 50)) = 100;
        // footer at min(990, max(944 − 50, 0, 100 + 50)) = 894
        let at100 = layout.elements(atScrollOffset: 100)
        expectFrame(at100.first { $0.elementKind == header }, 0, 100, 390, 50)
        expectFrame(at100.first { $0.elementKind == footer }, 0, 894, 390, 50)
    }
}
