import LayoutModel
import Testing

@testable import LayoutEngine

// Presets with custom groups: each frame is one leaf, relative to the group's origin (no group or
// section insets here), `width`/`height` are the group's resolved size, `i` the repeat index; each
// leaf keeps its own zIndex (default 0). phone390 (390 × 844).

@Suite("Presets: custom groups")
struct CustomGroupPresetTests {
    // MARK: seed-staircase-custom-group

    /// Group 390 × 120. Item width (390 − 32) / 3 = 119.333; x_i = i × (119.333 + 8) = 127.333·i;
    /// y_i = i × 120 / 3 = 40·i; height 40.
    @Test func seedStaircaseCustomGroup() throws {
        let layout = try Preset.resolve("seed-staircase-custom-group", phone390, [4])
        expectFrame(layout.item(0, 0), 0, 0, 119.333333, 40)
        expectFrame(layout.item(0, 1), 127.333333, 40, 119.333333, 40)
        expectFrame(layout.item(0, 2), 254.666667, 80, 119.333333, 40)  // ends at 374: 16 pt stay empty
        expectFrame(layout.item(0, 3), 0, 120, 119.333333, 40)  // group 1 at 120; partial
        #expect(layout.item(0, 0)?.zIndex == 0)
        // 2 groups × 120
        expectContentSize(layout, 390, 240)
    }

    // MARK: seed-custom-group-8-items

    /// Group 390 × 200: width / 3 = 130, height / 3 = 66.667. zIndex 1000 + leaf index.
    @Test func seedCustomGroup8Items() throws {
        let layout = try Preset.resolve("seed-custom-group-8-items", phone390, [10])
        let third = 200.0 / 3
        expectFrame(layout.item(0, 0), 0, 0, 130, third)
        expectFrame(layout.item(0, 1), 130, 0, 130, third)
        expectFrame(layout.item(0, 2), 260, 0, 130, third)
        expectFrame(layout.item(0, 3), 390, 0, 130, third)  // 3 × 130: past the trailing edge, kept
        expectFrame(layout.item(0, 4), 0, third, 130, third)
        expectFrame(layout.item(0, 5), 130, third, 130, third)
        expectFrame(layout.item(0, 6), 260, third, 130, third)
        expectFrame(layout.item(0, 7), 0, 2 * third, 130, third)  // 133.333
        for leaf in 0..<8 {
            #expect(layout.item(0, leaf)?.zIndex == 1000 + leaf)
        }
        // group 1 at y = 200 repeats the template: item 8 is leaf 0, item 9 leaf 1
        expectFrame(layout.item(0, 8), 0, 200, 130, third)
        expectFrame(layout.item(0, 9), 130, 200, 130, third)
        #expect(layout.item(0, 9)?.zIndex == 1001)
        // the overflowing item does not widen the content: (390, 2 × 200)
        expectContentSize(layout, 390, 400)
    }

    // MARK: seed-waterfall-custom-group

    /// Group 390 × 500: column width (390 − 50) / 2 = 170; column 1 at (390 + 10) / 2 = 200.
    /// interGroupSpacing 10 → group 1 at 510.
    @Test func seedWaterfallCustomGroup() throws {
        let layout = try Preset.resolve("seed-waterfall-custom-group", phone390, [8])
        expectFrame(layout.item(0, 0), 20, 0, 170, 160)
        expectFrame(layout.item(0, 1), 200, 0, 170, 120)
        expectFrame(layout.item(0, 2), 200, 130, 170, 200)
        expectFrame(layout.item(0, 3), 20, 170, 170, 120)
        expectFrame(layout.item(0, 4), 20, 300, 170, 200)  // column 0 ends at 500
        expectFrame(layout.item(0, 5), 200, 340, 170, 160)  // column 1 ends at 500
        expectFrame(layout.item(0, 6), 20, 510, 170, 160)  // group 1: 500 + 10
        expectFrame(layout.item(0, 7), 200, 510, 170, 120)
        // 2 × 500 + 10
        expectContentSize(layout, 390, 1010)
    }
}
