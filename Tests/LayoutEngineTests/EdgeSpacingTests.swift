import LayoutModel
import Testing

@testable import LayoutEngine

@Suite("§3.4 edgeSpacing: fixed and flexible, main and cross axis")
struct EdgeSpacingTests {
    private func group(_ item: String, height: String = "absolute(50)", layout: String = "horizontal", width: String = "fractionalWidth(1)") -> String
    {
        """
        name: t
        section:
          group:
            layout: \(layout)
            size: {width: \(width), height: \(height)}
            subitems:
              - item: \(item)
        """
    }

    @Test func fixedLeadingEdgeMovesTheItemAndItsFollowers() throws {
        let layout = try resolve(
            group("{size: {width: absolute(100), height: absolute(50)}, edgeSpacing: {leading: fixed(8)}}"), plain(400, 800), items: [3])
        // each slot takes 8 + 100 = 108: x = 8, 116, 224 (a 4th would end at 432)
        expectRect(layout.cell(0, 0), R(8, 0, 100, 50))
        expectRect(layout.cell(0, 1), R(116, 0, 100, 50))
        expectRect(layout.cell(0, 2), R(224, 0, 100, 50))
    }

    @Test func flexibleLeadingAndTrailingCentreTheItem() throws {
        let layout = try resolve(
            group("{size: {width: fractionalWidth(0.6), height: absolute(50)}, edgeSpacing: {leading: flexible(0), trailing: flexible(0)}}"),
            plain(400, 800), items: [1])
        // one item of 240 fits (two would need 480); leftover 160 shared by 2 flexible edges → x = 80
        expectRect(layout.cell(0, 0), R(80, 0, 240, 50))
    }

    @Test func fixedTopEdgeMovesTheItemDownAcrossTheAxis() throws {
        let layout = try resolve(
            group("{size: {width: absolute(100), height: absolute(30)}, edgeSpacing: {top: fixed(8)}}"), plain(400, 800), items: [1])
        expectRect(layout.cell(0, 0), R(0, 8, 100, 30))
    }

    @Test func flexibleTopAndBottomCentreAcrossTheAxis() throws {
        let layout = try resolve(
            group("{size: {width: absolute(100), height: absolute(30)}, edgeSpacing: {top: flexible(0), bottom: flexible(0)}}"), plain(400, 800),
            items: [1])
        // leftover = 50 − 30 = 20, 10 each side
        expectRect(layout.cell(0, 0), R(0, 10, 100, 30))
    }

    @Test func flexibleBottomAloneKeepsTheItemAtTheTop() throws {
        let layout = try resolve(
            group("{size: {width: absolute(100), height: absolute(30)}, edgeSpacing: {bottom: flexible(0)}}"), plain(400, 800), items: [1])
        expectRect(layout.cell(0, 0), R(0, 0, 100, 30))
    }

    @Test func flexibleTopAlonePushesTheItemToTheBottom() throws {
        let layout = try resolve(
            group("{size: {width: absolute(100), height: absolute(30)}, edgeSpacing: {top: flexible(0)}}"), plain(400, 800), items: [1])
        // all 20 pt of leftover go above it
        expectRect(layout.cell(0, 0), R(0, 20, 100, 30))
    }

    @Test func edgeSpacingIsAppliedBeforeContentInsets() throws {
        let layout = try resolve(
            group("{size: {width: absolute(100), height: absolute(50)}, edgeSpacing: {leading: fixed(10)}, contentInsets: 5}"), plain(400, 800),
            items: [1])
        // slot at x = 10 (100 × 50), then inset 5 → (15, 5, 90, 40)
        expectRect(layout.cell(0, 0), R(15, 5, 90, 40))
    }

    @Test func verticalGroupsUseTopAndBottomAsTheMainAxis() throws {
        let layout = try resolve(
            group(
                "{size: {width: absolute(100), height: absolute(100)}, edgeSpacing: {top: fixed(10)}}", height: "absolute(300)", layout: "vertical",
                width: "absolute(100)"), plain(400, 800), items: [3])
        // slots of 110: y = 10, 120; a third would end at 330 > 300 → item 2 in group 2 at y = 300 + 10
        expectRect(layout.cell(0, 0), R(0, 10, 100, 100))
        expectRect(layout.cell(0, 1), R(0, 120, 100, 100))
        expectRect(layout.cell(0, 2), R(0, 310, 100, 100))
    }

    @Test func topLevelGroupEdgeSpacingPlacesAndSpacesTheGroup() throws {
        let layout = try resolve(
            """
            name: t
            section:
              interGroupSpacing: 4
              group:
                layout: horizontal
                size: {width: absolute(200), height: absolute(50)}
                edgeSpacing: {leading: flexible(0), trailing: flexible(0), top: fixed(6)}
                subitems:
                  - item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}
            """, plain(400, 800), items: [2])
        // across: (400 − 200) / 2 = 100 (centred); along: top 6 → y = 6, pitch 6 + 50 + 4 = 60
        expectRect(layout.cell(0, 0), R(100, 6, 200, 50))
        expectRect(layout.cell(0, 1), R(100, 66, 200, 50))
        // content = 6 + 50 + 4 + 6 + 50 = 116
        expectClose(layout.contentSize.height, 116)
    }
}
