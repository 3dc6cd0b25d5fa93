import Testing
import LayoutModel
@testable import LayoutEngine

@Suite("§19.5 Pixel snapping: per element and cumulative")
struct PixelSnappingTests {
    private let iPhone8Row = """
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

    private func snapped(_ yaml: String, _ environment: LayoutEnvironment, items: [Int]) throws -> ResolvedLayout {
        try LayoutResolver.resolve(try definition(yaml), environment: environment, data: LayoutData(itemCounts: items), snapping: .snapped)
    }

    @Test func theMeasuredIPhone8RowIsBackToBackWithTheGapAtTheEnd() throws {
        let layout = try snapped(iPhone8Row, plain(375, 667, scale: 2), items: [5])
        let cells = layout.cells()
        // exact widths 84.18, 37.48125, 84.58125, 84.18, 84.58125 → × 2, rounded, / 2:
        // 168.36 → 168 = 84; 74.9625 → 75 = 37.5; 169.1625 → 169 = 84.5; 84; 84.5
        #expect(cells.map(\.width) == [84.0, 37.5, 84.5, 84.0, 84.5])
        // each starts where the previous snapped frame ends: 0, 84, 121.5, 206, 290
        #expect(cells.map(\.x) == [0, 84, 121.5, 206, 290])
        // the row ends at 290 + 84.5 = 374.5: the 0.5-pt gap is at the end, not between items
        #expect(cells[4].maxX == 374.5)
        // all five share one row: Σ = 375.00375 fits within the < 1 pt slop
        #expect(layout.sections[0].groupCount == 1)
        #expect(layout.snapping == .snapped)
    }

    @Test func positionsFollowThePreviousSnappedFramePlusTheSpacing() throws {
        let layout = try snapped("""
        name: t
        section:
          group:
            layout: horizontal
            size: {width: absolute(431), height: absolute(50)}
            interItemSpacing: fixed(10)
            subitems:
              - item: {size: {width: absolute(100.25), height: fractionalHeight(1)}}
        """, plain(500, 500, scale: 3), items: [4])
        // 100.25 × 3 = 300.75 px → 301 px = 100.333 wide; x = 0, 100.333 + 10 = 110.333,
        // 220.667, 331 (rounding each exact position, 330.75 → 992.25 px → 330.667, would not)
        let cells = layout.cells()
        for cell in cells { expectClose(cell.width, 301.0 / 3) }
        expectClose(cells[1].x, 331.0 / 3)
        expectClose(cells[2].x, 662.0 / 3)
        expectClose(cells[3].x, 331)
    }

    @Test func originsRoundHalvesAwayFromZero() throws {
        let layout = try snapped("""
        name: t
        section:
          group:
            layout: horizontal
            size: {width: absolute(100), height: absolute(100)}
            subitems:
              - item:
                  size: {width: fractionalWidth(1), height: fractionalHeight(1)}
                  supplementaryItems:
                    - {elementKind: badge, size: {width: absolute(15), height: absolute(15)}, containerAnchor: {edges: [top, leading], absoluteOffset: [-7.5, 88.5]}}
        """, plain(400, 800, scale: 3), items: [1])
        // origin (0 − 7.5, 0 + 88.5): −22.5 px → −23 px = −7.667; 265.5 px → 266 px = 88.667
        let badge = try #require(layout.kind("badge").first)
        expectClose(badge.frame.x, -23.0 / 3)
        expectClose(badge.frame.y, 266.0 / 3)
    }

    @Test func supplementariesAnchorToTheirHostsSnappedFrame() throws {
        let layout = try snapped("""
        name: t
        section:
          group:
            layout: horizontal
            size: {width: absolute(300), height: absolute(44)}
            subitems:
              - item:
                  size: {width: absolute(100.2), height: fractionalHeight(1)}
                  supplementaryItems:
                    - {elementKind: badge, size: {width: absolute(10), height: absolute(10)}, containerAnchor: {edges: []}}
        """, plain(400, 800, scale: 3), items: [1])
        // host 100.2 → 300.6 px → 301 px = 100.333; centred: (100.333 − 10) / 2 = 45.167 →
        // 135.5 px → 136 px = 45.333 (the exact host would give 45.1 → 135.3 px → 45.0);
        // y = (44 − 10) / 2 = 17
        let badge = try #require(layout.kind("badge").first)
        expectClose(badge.frame.x, 136.0 / 3)
        expectClose(badge.frame.y, 17)
    }

    @Test func groupsStackOnTheirSnappedLength() throws {
        let layout = try snapped("""
        name: t
        section:
          group:
            layout: horizontal
            size: {width: fractionalWidth(1), height: fractionalWidth(0.4)}
            subitems:
              - item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}
        """, plain(393, 852, scale: 3), items: [4])
        // group height 0.4 × 393 = 157.2 → 471.6 px → 472 px = 157.333; group g at g × 157.333:
        // the fourth at 472 (not 3 × 157.2 = 471.6 → 471.667)
        expectRect(layout.cell(0, 3), R(0, 472, 393, 472.0 / 3))
        expectClose(layout.contentSize.height, 4 * 472.0 / 3)
    }

    @Test func theOrthogonalCarouselOfTheEvidenceSnapped() throws {
        let layout = try snapped("""
        name: t
        section:
          orthogonalScrollingBehavior: continuous
          contentInsets: 20
          group:
            layout: horizontal
            size: {width: fractionalWidth(0.9), height: absolute(120)}
            interItemSpacing: fixed(10)
            subitem: {item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}}
            count: 3
        """, plain(393, 852, scale: 3), items: [4])
        // exact: group 353.7, items 111.2333 at x = 20, 141.2333, 262.4667 (§19.1).
        // snapped: items 333.7 px → 334 px = 111.333; x = 20, 20 + 111.333 + 10 = 141.333,
        // 141.333 + 121.333 = 262.667; the group 1061.1 px → 1061 px = 353.667, so group 1 at
        // 20 + 353.667 = 373.667
        let cells = layout.cells()
        for cell in cells { expectClose(cell.width, 334.0 / 3) }
        for (cell, pixels) in zip(cells, [60.0, 424, 788, 1121]) { expectClose(cell.x, pixels / 3) }
        expectClose(layout.sections[0].orthogonal?.contentLength, 20 + 2 * 1061.0 / 3 + 20)
    }

    @Test func exactIsTheDefaultEvenWithAScale() throws {
        let layout = try resolve(iPhone8Row, plain(375, 667, scale: 2), items: [5])
        expectClose(layout.cells()[1].x, 84.18)
        #expect(layout.snapping == .exact)
    }

    @Test func snappingWithoutAScaleWarnsAndStaysExact() throws {
        let layout = try snapped(iPhone8Row, plain(375, 667), items: [5])
        expectClose(layout.cells()[1].x, 84.18)
        #expect(layout.snapping == .exact)
        #expect(layout.warnings.map(\.rule) == ["invalid-scale"])
    }

    @Test func boundaryItemsAreSnappedAndTheContentFollowsThem() throws {
        let layout = try snapped("""
        name: t
        section:
          boundarySupplementaryItems: [{elementKind: h, size: {width: fractionalWidth(0.333), height: absolute(10.3)}, alignment: top}]
          group:
            layout: horizontal
            size: {width: fractionalWidth(1), height: absolute(10)}
            subitems:
              - item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}
        """, plain(100, 100, scale: 3), items: [1])
        // header 33.3 × 10.3 → 99.9 px × 30.9 px → 100 × 31 px = 33.333 × 10.333, centred:
        // x = (100 − 33.333) / 2 = 33.333; the cell starts below the snapped header, at 10.333
        let header = try #require(layout.kind("h").first)
        expectRect(header.frame, R(100.0 / 3, 0, 100.0 / 3, 31.0 / 3))
        expectRect(layout.cell(0, 0), R(0, 31.0 / 3, 100, 10))
    }

    @Test func rightToLeftMirrorsTheSnappedRow() throws {
        let layout = try snapped(iPhone8Row, plain(375, 667, direction: .rightToLeft, scale: 2), items: [5])
        // x' = 375 − (x + w): 375 − 84 = 291, 375 − 121.5 = 253.5, 169, 85, 0.5
        #expect(layout.cells().map(\.x) == [291, 253.5, 169, 85, 0.5])
    }
}
