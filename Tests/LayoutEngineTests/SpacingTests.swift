import LayoutModel
import Testing

@testable import LayoutEngine

@Suite("§3.3 interItemSpacing: fixed, flexible, between nested groups")
struct SpacingTests {
    private func row(_ spacing: String, width: Double = 100) -> String {
        """
        name: t
        section:
          group:
            layout: horizontal
            size: {width: fractionalWidth(1), height: absolute(50)}
            interItemSpacing: \(spacing)
            subitems:
              - item: {size: {width: absolute(\(width)), height: fractionalHeight(1)}}
        """
    }

    @Test func fixedSpacingIsExact() throws {
        let layout = try resolve(row("fixed(20)"), plain(400, 800), items: [4])
        // 100 + 20 + 100 + 20 + 100 = 340; a fourth would end at 460 → 3 per group at 0, 120, 240
        expectRect(layout.cell(0, 1), R(120, 0, 100, 50))
        expectRect(layout.cell(0, 2), R(240, 0, 100, 50))
        expectRect(layout.cell(0, 3), R(0, 50, 100, 50))
    }

    @Test func flexibleSpacingFitsWithTheMinimumThenSpacesBetween() throws {
        let layout = try resolve(row("flexible(10)"), plain(400, 800), items: [3])
        // fit with 10: 3 × 100 + 2 × 10 = 320 (a 4th ends at 430); leftover 80 → gaps 10 + 40 = 50
        // x = 0, 150, 300
        expectRect(layout.cell(0, 0), R(0, 0, 100, 50))
        expectRect(layout.cell(0, 1), R(150, 0, 100, 50))
        expectRect(layout.cell(0, 2), R(300, 0, 100, 50))
    }

    @Test func flexibleSpacingWithOneChildLeavesItAtTheLeadingEdge() throws {
        let layout = try resolve(row("flexible(10)", width: 300), plain(400, 800), items: [1])
        // 300 + 10 + 300 > 400 → one child, no gap to stretch
        expectRect(layout.cell(0, 0), R(0, 0, 300, 50))
    }

    @Test func fixedSpacingAppliesBetweenNestedGroups() throws {
        let layout = try resolve(
            """
            name: t
            section:
              group:
                layout: horizontal
                size: {width: fractionalWidth(1), height: absolute(100)}
                interItemSpacing: fixed(10)
                subitems:
                  - group:
                      layout: vertical
                      size: {width: absolute(150), height: fractionalHeight(1)}
                      subitem: {item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}}
                      count: 2
            """, plain(400, 800), items: [4])
        // nested groups 150 wide at x = 0 and 150 + 10 = 160 (a third would end at 470)
        // each holds 2 items of 100 / 2 = 50 high
        expectRect(layout.cell(0, 0), R(0, 0, 150, 50))
        expectRect(layout.cell(0, 1), R(0, 50, 150, 50))
        expectRect(layout.cell(0, 2), R(160, 0, 150, 50))
    }

    @Test func interGroupSpacingGoesOnlyBetweenGroups() throws {
        let layout = try resolve(
            """
            name: t
            section:
              interGroupSpacing: 10
              group:
                layout: horizontal
                size: {width: fractionalWidth(1), height: absolute(50)}
                subitems:
                  - item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}
            """, plain(400, 800), items: [3])
        // y = 0, 60, 120; section = 3 × 50 + 2 × 10 = 170 (no spacing after the last group)
        expectRect(layout.cell(0, 2), R(0, 120, 400, 50))
        expectClose(layout.contentSize.height, 170)
    }
}
