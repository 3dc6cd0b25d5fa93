import Testing
import LayoutModel
@testable import LayoutEngine

@Suite("Group kinds: subitems, count, repeatingSubitem, nesting")
struct GroupKindTests {
    @Test func nestedGroupsPresetPlacesLeadingItemThenTrailingPair() throws {
        // iPhone 15 bounds 393 × 852, no insets (plain environment).
        let layout = try resolve(nestedGroupsYAML, plain(393, 852), items: [6])
        let cells = layout.cells()
        #expect(cells.count == 6)
        // group height = 0.4 × 852 = 340.8; group width 393.
        // leading item slot = 0.7 × 393 = 275.1 × 340.8, inset 10 → (10, 10, 255.1, 320.8)
        expectRect(cells[0], R(10, 10, 255.1, 320.8))
        // trailing group: x = 275.1, width 0.3 × 393 = 117.9, height 340.8; count 2 → each slot
        // 340.8 / 2 = 170.4 high (item's fractionalHeight(0.3) ignored), inset 10:
        // (285.1, 10, 97.9, 150.4) and (285.1, 180.4, 97.9, 150.4)
        expectRect(cells[1], R(285.1, 10, 97.9, 150.4))
        expectRect(cells[2], R(285.1, 180.4, 97.9, 150.4))
        // second group starts at y = 340.8
        expectRect(cells[3], R(10, 350.8, 255.1, 320.8))
        // contentSize height = 2 groups × 340.8 = 681.6
        expectClose(layout.contentSize.height, 681.6)
        #expect(layout.sections[0].groupCount == 2)
    }
}
