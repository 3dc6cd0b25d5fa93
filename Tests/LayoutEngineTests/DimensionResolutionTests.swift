import LayoutModel
import Testing

@testable import LayoutEngine

@Suite("§2 Dimension resolution against the right box")
struct DimensionResolutionTests {
    @Test func absoluteDimensionsAreUsedAsIs() throws {
        let layout = try resolve(
            """
            name: t
            section:
              group:
                layout: horizontal
                size: {width: absolute(300), height: absolute(100)}
                subitems:
                  - item: {size: {width: absolute(50), height: absolute(40)}}
            """, plain(400, 800), items: [7])
        // 300 / 50 = 6 items per group → item 5 at x = 5 × 50 = 250; item 6 in group 2 at y = 100
        expectRect(layout.cell(0, 0), R(0, 0, 50, 40))
        expectRect(layout.cell(0, 5), R(250, 0, 50, 40))
        expectRect(layout.cell(0, 6), R(0, 100, 50, 40))
        #expect(layout.sections[0].groupCount == 2)
    }

    @Test func fractionalWidthOnTheHeightMakesSquareCells() throws {
        // The seed's 5-column grid at width 428: group height = 0.2 × 428 = 85.6.
        let layout = try resolve(
            """
            name: grid
            section:
              group:
                layout: horizontal
                size: {width: fractionalWidth(1.0), height: fractionalWidth(0.2)}
                subitems:
                  - item: {size: {width: fractionalWidth(0.2), height: fractionalHeight(1.0)}}
            """, plain(428, 926), items: [7])
        // item = 0.2 × 428 = 85.6 wide, 1.0 × 85.6 high; item 6 = group 1, slot 1 → (85.6, 85.6)
        expectRect(layout.cell(0, 0), R(0, 0, 85.6, 85.6))
        expectRect(layout.cell(0, 6), R(85.6, 85.6, 85.6, 85.6))
        // 2 groups × 85.6 = 171.2
        expectClose(layout.contentSize.height, 171.2)
    }

    @Test func fractionalHeightResolvesAgainstTheContainingBoxHeight() throws {
        let layout = try resolve(
            """
            name: t
            section:
              group:
                layout: horizontal
                size: {width: fractionalWidth(1.0), height: fractionalHeight(0.25)}
                subitems:
                  - item: {size: {width: fractionalWidth(0.5), height: fractionalHeight(0.5)}}
            """, plain(400, 800), items: [2])
        // group = 400 × (0.25 × 800 = 200); item = (0.5 × 400 = 200) × (0.5 × 200 = 100)
        expectRect(layout.cell(0, 0), R(0, 0, 200, 100))
        expectRect(layout.cell(0, 1), R(200, 0, 200, 100))
    }

    @Test func topLevelGroupMeasuresTheContainerAlongTheScrollAxisAndTheContentBoxAcrossIt() throws {
        let layout = try resolve(
            """
            name: t
            section:
              contentInsets: {top: 10, leading: 20, bottom: 30, trailing: 40}
              group:
                layout: horizontal
                size: {width: fractionalWidth(0.5), height: fractionalHeight(0.5)}
                subitems:
                  - item: {size: {width: fractionalWidth(1.0), height: fractionalHeight(1.0)}}
            """, plain(400, 800), items: [1])
        // §19.1: box = (400 − 20 − 40, 800) = (340, 800): the top/bottom insets do not shrink
        // fractionalHeight in a vertical section → group 170 × 400, still offset to (20, 10)
        expectRect(layout.cell(0, 0), R(20, 10, 170, 400))
    }

    @Test func nestedChildrenResolveAgainstTheParentsInsetBox() throws {
        let layout = try resolve(
            """
            name: t
            section:
              group:
                layout: horizontal
                size: {width: fractionalWidth(1.0), height: absolute(100)}
                contentInsets: 10
                subitems:
                  - item: {size: {width: fractionalWidth(0.5), height: fractionalHeight(1.0)}}
            """, plain(400, 800), items: [2])
        // CB = (400 − 20) × (100 − 20) = 380 × 80; item = 190 × 80 at (10, 10), then (200, 10)
        expectRect(layout.cell(0, 0), R(10, 10, 190, 80))
        expectRect(layout.cell(0, 1), R(200, 10, 190, 80))
    }
}
