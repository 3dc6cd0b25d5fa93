import Testing
import LayoutModel
@testable import LayoutEngine

@Suite("§12 Pixel snapping on output")
struct PixelSnappingTests {
    private let yaml = """
    name: t
    section:
      group:
        layout: horizontal
        size: {width: fractionalWidth(1), height: absolute(44)}
        subitems:
          - item: {size: {width: fractionalWidth(0.22448), height: fractionalHeight(1)}}
          - item: {size: {width: fractionalWidth(0.09995), height: fractionalHeight(1)}}
          - item: {size: {width: fractionalWidth(0.22555), height: fractionalHeight(1)}}
          - item: {size: {width: fractionalWidth(0.22448), height: fractionalHeight(1)}}
          - item: {size: {width: fractionalWidth(0.22555), height: fractionalHeight(1)}}
    """

    @Test func measuredIPhone8CaseRoundsOriginAndSizeIndependently() throws {
        let layout = try resolve(yaml, plain(375, 667, scale: 2), items: [5])
        let cells = layout.cells()
        // widths 84.18, 37.48125, 84.58125, 84.18, 84.58125 → ×2 rounded /2 = 84, 37.5, 84.5, 84, 84.5
        #expect(cells.map(\.width) == [84.0, 37.5, 84.5, 84.0, 84.5])
        // origins 0, 84.18, 121.66125, 206.2425, 290.4225 → 0, 84, 121.5, 206, 290.5
        #expect(cells.map(\.x) == [0, 84, 121.5, 206, 290.5])
        // item 3 ends at 290, item 4 starts at 290.5: the visible 1-px gap of §12
        #expect(cells[3].maxX == 290 && cells[4].minX == 290.5)
        // all five share one row: Σ = 375.00375 fits within the < 1 pt slop
        #expect(layout.sections[0].groupCount == 1)
    }

    @Test func withoutAScaleNothingIsRounded() throws {
        let layout = try resolve(yaml, plain(375, 667), items: [5])
        expectClose(layout.cells()[1].x, 84.18)
    }

    @Test func snappingAppliesToEveryElementKind() throws {
        let layout = try resolve("""
        name: t
        section:
          boundarySupplementaryItems: [{elementKind: h, size: {width: fractionalWidth(0.333), height: absolute(10.3)}, alignment: top}]
          group:
            layout: horizontal
            size: {width: fractionalWidth(1), height: absolute(10)}
            subitems:
              - item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}
        """, plain(100, 100, scale: 3), items: [1])
        // header width 33.3 → 99.9 px → 100 px = 33.333…; x = (100 − 33.3)/2 = 33.35 → 100.05 px → 100 → 33.333…
        let header = try #require(layout.kind("h").first)
        expectClose(header.frame.width, 100.0 / 3)
        expectClose(header.frame.x, 100.0 / 3)
        // height 10.3 → 30.9 px → 31 px
        expectClose(header.frame.height, 31.0 / 3)
    }
}
