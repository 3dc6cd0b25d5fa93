import LayoutModel
import Testing

@testable import LayoutEngine

// Presets with supplementary items anchored to items (badges). phone390 (390 × 844, no insets).
//
// The badged four-column grid shared by several seed presets: section insets 20 → content box
// 350 wide; group 350 × fw(0.2) = 70; item fw(0.25) = 87.5 × 70 (4 fit: 4 × 87.5 = 350);
// contentInsets 5 → cell = slot inset 5 = 77.5 × 60. Slot k of a row at x = 20 + 87.5·k.
// Badge 20 × 20. Anchor rule: origin = host.min + (host.size − 20) × factor + offset, factor 0 for
// leading/top and 1 for trailing/bottom; fractionalOffset is a fraction of the badge (× 20).

@Suite("Presets: badges")
struct BadgePresetTests {
    // MARK: item-badges

    /// Badge on [top, trailing] with fractionalOffset [0.3, −0.3] → offset (+6, −6):
    /// x = cell.x + (77.5 − 20) + 6 = cell.x + 63.5; y = cell.y − 6.
    @Test func itemBadges() throws {
        let layout = try Preset.resolve("item-badges", phone390, [6])
        let badge = "badge-element-kind"
        // first group, content top 20: cells at y = 20 + 5
        expectFrame(layout.item(0, 0), 25, 25, 77.5, 60)
        expectFrame(layout.element(badge, 0, 0), 88.5, 19, 20, 20)  // 25 + 63.5, 25 − 6
        expectFrame(layout.item(0, 1), 112.5, 25, 77.5, 60)  // 20 + 87.5 + 5
        expectFrame(layout.element(badge, 0, 1), 176, 19, 20, 20)  // 112.5 + 63.5
        expectFrame(layout.item(0, 2), 200, 25, 77.5, 60)  // 20 + 175 + 5
        expectFrame(layout.element(badge, 0, 2), 263.5, 19, 20, 20)
        expectFrame(layout.item(0, 3), 287.5, 25, 77.5, 60)  // 20 + 262.5 + 5
        expectFrame(layout.element(badge, 0, 3), 351, 19, 20, 20)  // sticks out 6 pt past the cell
        // second group at y = 20 + 70 = 90: item 4 first, item 5 last of a partial group
        expectFrame(layout.item(0, 4), 25, 95, 77.5, 60)
        expectFrame(layout.element(badge, 0, 4), 88.5, 89, 20, 20)
        expectFrame(layout.item(0, 5), 112.5, 95, 77.5, 60)
        expectFrame(layout.element(badge, 0, 5), 176, 89, 20, 20)
        // one badge per cell; supplementary zIndex defaults to 1, cells 0
        #expect(layout.elements(ofKind: badge).count == 6)
        #expect(layout.element(badge, 0, 0)?.zIndex == 1)
        #expect(layout.item(0, 0)?.zIndex == 0)
        // 20 + 2 × 70 + 20 = 180
        expectContentSize(layout, 390, 180)
    }

    // MARK: seed-badge-top-leading-inside

    /// Same grid; badge on [top, leading] with zero offset → at the cell's origin.
    @Test func seedBadgeTopLeadingInside() throws {
        let layout = try Preset.resolve("seed-badge-top-leading-inside", phone390, [5])
        let badge = "badge-element-kind"
        expectFrame(layout.item(0, 0), 25, 25, 77.5, 60)
        expectFrame(layout.element(badge, 0, 0), 25, 25, 20, 20)
        expectFrame(layout.item(0, 1), 112.5, 25, 77.5, 60)  // 20 + 87.5 + 5
        expectFrame(layout.element(badge, 0, 1), 112.5, 25, 20, 20)
        expectFrame(layout.item(0, 2), 200, 25, 77.5, 60)  // 20 + 175 + 5
        expectFrame(layout.element(badge, 0, 2), 200, 25, 20, 20)
        expectFrame(layout.item(0, 3), 287.5, 25, 77.5, 60)
        expectFrame(layout.element(badge, 0, 3), 287.5, 25, 20, 20)
        expectFrame(layout.item(0, 4), 25, 95, 77.5, 60)  // group 1, partial
        expectFrame(layout.element(badge, 0, 4), 25, 95, 20, 20)
        #expect(layout.element(badge, 0, 0)?.zIndex == 1)
        expectContentSize(layout, 390, 180)  // 20 + 140 + 20
    }

    // MARK: seed-two-badges

    /// Same grid plus header/footer (estimated 50, pinned; natural positions here).
    /// Header: width fw(1) of 390 − 20 − 20 = 350 at x = 20, y = section top 0 → content top
    /// 50 + 20 = 70. Cells at y = 75.
    /// BadgeSupplementaryView [top, trailing] (+6, −6), zIndex 2: x = cell.x + 63.5, y = cell.y − 6.
    /// BadgeSupplementaryView1 [top, leading] (−6, −6), zIndex default 1: x = cell.x − 6.
    @Test func seedTwoBadges() throws {
        let layout = try Preset.resolve("seed-two-badges", phone390, [5])
        expectFrame(layout.element("section-header-element-kind", 0), 20, 0, 350, 50)
        expectFrame(layout.item(0, 0), 25, 75, 77.5, 60)
        expectFrame(layout.element("BadgeSupplementaryView", 0, 0), 88.5, 69, 20, 20)
        expectFrame(layout.element("BadgeSupplementaryView1", 0, 0), 19, 69, 20, 20)
        #expect(layout.element("BadgeSupplementaryView", 0, 0)?.zIndex == 2)
        #expect(layout.element("BadgeSupplementaryView1", 0, 0)?.zIndex == 1)
        expectFrame(layout.item(0, 1), 112.5, 75, 77.5, 60)
        expectFrame(layout.element("BadgeSupplementaryView", 0, 1), 176, 69, 20, 20)  // 112.5 + 63.5
        expectFrame(layout.element("BadgeSupplementaryView1", 0, 1), 106.5, 69, 20, 20)  // 112.5 − 6
        expectFrame(layout.item(0, 2), 200, 75, 77.5, 60)
        expectFrame(layout.element("BadgeSupplementaryView", 0, 2), 263.5, 69, 20, 20)
        expectFrame(layout.element("BadgeSupplementaryView1", 0, 2), 194, 69, 20, 20)
        expectFrame(layout.item(0, 3), 287.5, 75, 77.5, 60)
        expectFrame(layout.element("BadgeSupplementaryView", 0, 3), 351, 69, 20, 20)
        expectFrame(layout.element("BadgeSupplementaryView1", 0, 3), 281.5, 69, 20, 20)  // 287.5 − 6
        // group 1 at 70 + 70 = 140
        expectFrame(layout.item(0, 4), 25, 145, 77.5, 60)
        expectFrame(layout.element("BadgeSupplementaryView", 0, 4), 88.5, 139, 20, 20)
        expectFrame(layout.element("BadgeSupplementaryView1", 0, 4), 19, 139, 20, 20)
        // content bottom 70 + 2 × 70 = 210; footer at 210 + s.B 20 = 230
        expectFrame(layout.element("section-footer-element-kind", 0), 20, 230, 350, 50)
        #expect(layout.element("section-header-element-kind", 0)?.zIndex == 1)
        #expect(layout.element("section-footer-element-kind", 0)?.zIndex == 1)
        // 230 + 50 = 280
        expectContentSize(layout, 390, 280)
    }

    // MARK: seed-combined-group-badges

    /// Vertical group 390 × fw(9/16 + 0.5) = 1.0625 × 390 = 414.375. Children:
    /// the big item fw(1) × fw(9/16) = 390 × 219.375; then the count-2 row fw(1) × fw(0.5) = 390 × 195
    /// (219.375 + 195 = 414.375 fits exactly; the next big item would not) → K = 1 + 2 = 3.
    /// Row items: 390 / 2 = 195 wide, fh(1) = 195, insets 8 → 179 × 179.
    /// Badge [top, trailing], fractionalOffset [0.5, −0.5] → (+10, −10):
    /// x = cell.x + 179 − 20 + 10 = cell.x + 169; y = cell.y − 10.
    /// Header estimated 44 at the top (section insets 0) → content top 44; footer estimated 60.
    @Test func seedCombinedGroupBadges() throws {
        let layout = try Preset.resolve("seed-combined-group-badges", phone390, [4, 1])
        let header = "UICollectionElementKindSectionHeader"
        let footer = "UICollectionElementKindSectionFooter"
        expectFrame(layout.element(header, 0), 0, 0, 390, 44)
        expectFrame(layout.item(0, 0), 0, 44, 390, 219.375)
        // row at y = 44 + 219.375 = 263.375; cells at + 8 = 271.375
        expectFrame(layout.item(0, 1), 8, 271.375, 179, 179)
        expectFrame(layout.element("Badge", 0, 1), 177, 261.375, 20, 20)  // 8 + 169, 271.375 − 10
        expectFrame(layout.item(0, 2), 203, 271.375, 179, 179)  // 195 + 8
        expectFrame(layout.element("Badge", 0, 2), 372, 261.375, 20, 20)  // 203 + 169
        // the big item has no badge: only items 1 and 2 carry one
        #expect(layout.elements(ofKind: "Badge").count == 2)
        #expect(layout.element("Badge", 0, 1)?.zIndex == 1)
        // group 1 at 44 + 414.375 = 458.375 (item 3 alone: a partial group of full size)
        expectFrame(layout.item(0, 3), 0, 458.375, 390, 219.375)
        // content bottom 44 + 2 × 414.375 = 872.75
        expectFrame(layout.element(footer, 0), 0, 872.75, 390, 60)
        // section 1 at 872.75 + 60 = 932.75
        expectFrame(layout.element(header, 1), 0, 932.75, 390, 44)
        expectFrame(layout.item(1, 0), 0, 976.75, 390, 219.375)
        // footer at 976.75 + 414.375 = 1391.125
        expectFrame(layout.element(footer, 1), 0, 1391.125, 390, 60)
        // 1391.125 + 60 = 1451.125
        expectContentSize(layout, 390, 1451.125)
        // elements: section 0 = header + footer + 4 cells + 2 badges = 8; section 1 = 2 + 1 = 3
        #expect(layout.elementCount == 11)
        var streamed = 0
        layout.forEachElement { _ in streamed += 1 }
        #expect(streamed == 11)
    }

    /// item-badges right-to-left: computed left-to-right, then mirrored x' = 390 − (x + w).
    /// The badge sits on the trailing corner, which is now the left one.
    @Test func itemBadgesRightToLeft() throws {
        let layout = try Preset.resolve("item-badges", LayoutEnvironment(width: 390, height: 844, layoutDirection: .rightToLeft), [5])
        let badge = "badge-element-kind"
        expectFrame(layout.item(0, 0), 287.5, 25, 77.5, 60)  // 390 − (25 + 77.5)
        expectFrame(layout.element(badge, 0, 0), 281.5, 19, 20, 20)  // 390 − (88.5 + 20)
        expectFrame(layout.item(0, 3), 25, 25, 77.5, 60)  // 390 − (287.5 + 77.5)
        expectFrame(layout.element(badge, 0, 3), 19, 19, 20, 20)  // 390 − (351 + 20): 6 pt outside the cell
        expectFrame(layout.item(0, 4), 287.5, 95, 77.5, 60)
        expectContentSize(layout, 390, 180)
    }
}
