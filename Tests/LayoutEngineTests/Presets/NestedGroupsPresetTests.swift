import LayoutModel
import Testing

@testable import LayoutEngine

// Presets built from nested groups, and the self-sizing ones. phone390 (390 × 844, no insets).
//
// The "nested" row shared by several presets (Apple NestedGroups): a horizontal group G wide and
// H tall holding a leading item fw(0.7) × fh(1) with insets 10, then a vertical count-2 group
// fw(0.3) × fh(1) whose items get half the height each (their own fh(0.3) is ignored), fw(1)
// wide, insets 10. Fit: 0.7G + 0.3G = G; the next leading item would overflow → 3 leaves.
// Leaves in order: leading item, upper trailing item, lower trailing item.

@Suite("Presets: nested groups and self-sizing")
struct NestedGroupsPresetTests {
    // MARK: nested-groups

    /// Section content box 390 × 844 → group 390 × fh(0.4) = 337.6.
    /// Leading slot 273 × 337.6 → cell (10, 10, 253, 317.6).
    /// Trailing group at x = 273, 117 × 337.6 → slots 117 × 168.8 → cells 97 × 148.8.
    @Test func nestedGroups() throws {
        let layout = try Preset.resolve("nested-groups", phone390, [5])
        expectFrame(layout.item(0, 0), 10, 10, 253, 317.6)
        expectFrame(layout.item(0, 1), 283, 10, 97, 148.8)  // 273 + 10
        expectFrame(layout.item(0, 2), 283, 178.8, 97, 148.8)  // 168.8 + 10
        // group 1 at y = 337.6: item 3 first, item 4 last (partial)
        expectFrame(layout.item(0, 3), 10, 347.6, 253, 317.6)
        expectFrame(layout.item(0, 4), 283, 347.6, 97, 148.8)
        // 2 groups × 337.6 (the partial group keeps its full size)
        expectContentSize(layout, 390, 675.2)
    }

    /// On an iPhone 15 (393 × 852; its top/bottom safe area does not shrink the box along the
    /// scroll axis) on iOS 17, snapped to its 1/3 pt pixels: fractions floor from the parent's
    /// snapped size, positions accumulate (docs/layout-rules.md, Pixel snapping). Exact: group
    /// 393 × 0.4 × 852 = 340.8; leading slot 0.7 × 393 = 275.1; trailing group 117.9 wide.
    /// Snapped: the group 340.8 → 1022.4 px → 1022 px; the leading slot 825.3 px → 825 px = 275
    /// × 1022 px, its cell inset 10 (30 px): (10, 10, 765 px = 255, 962 px = 320.667). The
    /// trailing group 353.7 px → 353 px wide at x 825 px; its count-2 share 1022 / 2 = 511 px;
    /// cells 353 − 60 = 293 px = 97.667 wide, 511 − 60 = 451 px = 150.333 high, at (855 px, 30 px)
    /// and (855 px, 541 px). Group 1 starts at 1022 px; the content is 2044 px = 681.333 (exact:
    /// 681.6).
    @Test func nestedGroupsOnIPhone15Snapped() throws {
        let device = try #require(Device.named("iphone-15"))
        let definition = try Preset.definition("nested-groups")
        let layout = try LayoutResolver.resolve(
            definition, environment: device.environment(iOS: IOSVersion(17)),
            data: LayoutData(itemCounts: [4]), snapping: .snapped)
        expectFrame(layout.item(0, 0), 10, 10, 255, 320.666667)
        expectFrame(layout.item(0, 1), 285, 10, 97.666667, 150.333333)
        expectFrame(layout.item(0, 2), 285, 180.333333, 97.666667, 150.333333)
        expectFrame(layout.item(0, 3), 10, 350.666667, 255, 320.666667)
        expectContentSize(layout, 393, 681.333333)
    }

    /// The same on iOS 14 (an iPhone 15 never ran it, but the arithmetic is the device's):
    /// exact frames rounded each on its own. Cell 1: x 285, y 10, 97.9 → 293.7 px → 294 px =
    /// 98 wide, 150.4 → 451.2 px → 451 px = 150.333 high; cell 2 at y 170.4 + 10 = 180.4 →
    /// 541.2 px → 541 px; cell 3 at y 340.8 + 10 = 350.8 → 1052.4 px → 1052 px = 350.667,
    /// 255.1 → 765.3 px → 255 wide; the content 681.6 → 2044.8 px → 2045 px = 681.667.
    @Test func nestedGroupsRoundedAsIOS14Does() throws {
        let definition = try Preset.definition("nested-groups")
        let environment = LayoutEnvironment(width: 393, height: 852, displayScale: 3, iOSVersion: IOSVersion(14))
        let layout = try LayoutResolver.resolve(definition, environment: environment, data: LayoutData(itemCounts: [4]), snapping: .snapped)
        expectFrame(layout.item(0, 1), 285, 10, 98, 150.333333)
        expectFrame(layout.item(0, 2), 285, 180.333333, 98, 150.333333)
        expectFrame(layout.item(0, 3), 10, 350.666667, 255, 320.666667)
        expectContentSize(layout, 393, 681.666667)
    }

    // MARK: seed-nested-group

    /// The nested row at fh(1.0): 390 × 844. Leading cell (10, 10, 253, 824); trailing slots
    /// 117 × 422 → cells 97 × 402.
    @Test func seedNestedGroup() throws {
        let layout = try Preset.resolve("seed-nested-group", phone390, [4])
        expectFrame(layout.item(0, 0), 10, 10, 253, 824)
        expectFrame(layout.item(0, 1), 283, 10, 97, 402)
        expectFrame(layout.item(0, 2), 283, 432, 97, 402)  // 422 + 10
        expectFrame(layout.item(0, 3), 10, 854, 253, 824)  // group 1 at 844
        // 2 × 844
        expectContentSize(layout, 390, 1688)
    }

    // MARK: seed-topapp-sections

    /// Section 0 = seed-topapp-row, section 1 = seed-feature-cards (see GridPresetTests), every
    /// later one the full-height nested row (defaultSection).
    @Test func seedTopAppSections() throws {
        let layout = try Preset.resolve("seed-topapp-sections", phone390, [3, 3, 3, 1])
        #expect(layout.sections.map { $0.definitionPath.description } == ["sections[0]", "sections[1]", "sections[2]", "defaultSection"])
        // section 0: rows at 10, 94, 178; ends 10 + 3 × 74 + 2 × 10 = 252
        expectFrame(layout.item(0, 0), 0, 10, 390, 74)
        expectFrame(layout.item(0, 2), 0, 178, 390, 74)
        // section 1 at 252: cards 177.6 wide, gap 14.8; ends 252 + 630 = 882
        expectFrame(layout.item(1, 0), 10, 262, 177.6, 300)
        expectFrame(layout.item(1, 1), 202.4, 262, 177.6, 300)
        expectFrame(layout.item(1, 2), 10, 572, 177.6, 300)  // 262 + 310
        // section 2 at 882: nested row 390 × 844
        expectFrame(layout.item(2, 0), 10, 892, 253, 824)
        expectFrame(layout.item(2, 1), 283, 892, 97, 402)
        expectFrame(layout.item(2, 2), 283, 1314, 97, 402)  // 882 + 422 + 10
        // section 3 (defaultSection) at 882 + 844 = 1726
        expectFrame(layout.item(3, 0), 10, 1736, 253, 824)
        // 1726 + 844 = 2570
        expectContentSize(layout, 390, 2570)
    }

    // MARK: conference-news

    /// Insets 10, interGroupSpacing 10; group and item estimated 100, count 1 → 370 × 100 each
    /// until measured.
    @Test func conferenceNewsWithEstimates() throws {
        let layout = try Preset.resolve("conference-news", phone390, [3])
        expectFrame(layout.item(0, 0), 10, 10, 370, 100)
        expectFrame(layout.item(0, 1), 10, 120, 370, 100)  // 10 + 100 + 10
        expectFrame(layout.item(0, 2), 10, 230, 370, 100)
        // 10 + 3 × 100 + 2 × 10 + 10 = 340
        expectContentSize(layout, 390, 340)
    }

    /// Item 1 measured 150 pt high: its estimated group fits it (150), the rest keep 100.
    @Test func conferenceNewsWithAMeasuredItem() throws {
        let data = LayoutData(sections: [.init(itemCount: 3, measuredItems: [1: MeasuredSize(height: 150)])])
        let layout = try Preset.resolve("conference-news", phone390, data: data)
        expectFrame(layout.item(0, 0), 10, 10, 370, 100)
        expectFrame(layout.item(0, 1), 10, 120, 370, 150)
        expectFrame(layout.item(0, 2), 10, 280, 370, 100)  // 120 + 150 + 10
        // 10 + 100 + 150 + 100 + 2 × 10 + 10 = 390
        expectContentSize(layout, 390, 390)
    }

    // MARK: seed-tools-block

    /// Outer vertical group 390 × estimated(500). Its children, at their estimates:
    /// title fw(1) × est(44) = 390 × 44; five row groups fw(1) × est → each fits its four items
    /// fw(1/4) = 97.5 × est(69) (4 × 97.5 = 390), so 69 high; footer 44; padding absolute 10.
    /// Fit against the estimated 500: 44 + 5 × 69 + 44 + 10 = 443; cycling, the title fits again
    /// (443 + 44 = 487 ≤ 500) and the next row group would not (556) → 24 leaves, the 24th a
    /// second title at y = 443; the estimated group fits its children: 487 high.
    @Test func seedToolsBlock() throws {
        let layout = try Preset.resolve("seed-tools-block", phone390, [25])
        expectFrame(layout.item(0, 0), 0, 0, 390, 44)  // title
        expectFrame(layout.item(0, 1), 0, 44, 97.5, 69)  // row 0
        expectFrame(layout.item(0, 2), 97.5, 44, 97.5, 69)
        expectFrame(layout.item(0, 3), 195, 44, 97.5, 69)
        expectFrame(layout.item(0, 4), 292.5, 44, 97.5, 69)
        expectFrame(layout.item(0, 5), 0, 113, 97.5, 69)  // row 1 at 44 + 69
        expectFrame(layout.item(0, 20), 292.5, 320, 97.5, 69)  // row 4 at 44 + 4 × 69
        expectFrame(layout.item(0, 21), 0, 389, 390, 44)  // footer at 320 + 69
        expectFrame(layout.item(0, 22), 0, 433, 390, 10)  // padding at 389 + 44
        expectFrame(layout.item(0, 23), 0, 443, 390, 44)  // the title again
        expectFrame(layout.item(0, 24), 0, 487, 390, 44)  // group 1 starts with a title
        // 2 groups × 487 (the partial second one keeps the template's size)
        expectContentSize(layout, 390, 974)
    }
}
