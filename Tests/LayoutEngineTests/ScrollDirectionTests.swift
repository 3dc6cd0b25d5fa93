import LayoutModel
import Testing

@testable import LayoutEngine

@Suite("§5 Horizontal scroll direction: axes swapped")
struct ScrollDirectionTests {
    @Test func groupsRepeatAlongXAndHeightsResolveAgainstTheInsetHeight() throws {
        let layout = try resolve(
            """
            name: t
            configuration: {scrollDirection: horizontal}
            section:
              interGroupSpacing: 10
              contentInsets: {top: 20, bottom: 30}
              group:
                layout: vertical
                size: {width: absolute(100), height: fractionalHeight(1)}
                subitem: {item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}}
                count: 2
            """, plain(400, 300), items: [3])
        // group height = 300 − 20 − 30 = 250; two items of 125 at y = 20, 145
        expectRect(layout.cell(0, 0), R(0, 20, 100, 125))
        expectRect(layout.cell(0, 1), R(0, 145, 100, 125))
        // group 2 at x = 100 + 10 = 110
        expectRect(layout.cell(0, 2), R(110, 20, 100, 125))
        // content = (2 × 100 + 10, 300)
        #expect(layout.contentSize == Extent(width: 210, height: 300))
    }

    @Test func leadingHeadersExtendAlongX() throws {
        let layout = try resolve(
            """
            name: t
            configuration: {scrollDirection: horizontal, interSectionSpacing: 15}
            section:
              boundarySupplementaryItems:
                - {elementKind: h, size: {width: absolute(50), height: fractionalHeight(1)}, alignment: leading}
              group:
                layout: vertical
                size: {width: absolute(100), height: fractionalHeight(1)}
                subitems:
                  - item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}
            """, plain(400, 300), items: [1, 1])
        // section 0: header 0..50, group 50..150; section 1 starts at 165
        expectRect(layout.kind("h").first?.frame, R(0, 0, 50, 300))
        expectRect(layout.cell(0, 0), R(50, 0, 100, 300))
        expectRect(layout.cell(1, 0), R(215, 0, 100, 300))
        expectClose(layout.contentSize.width, 315)
    }

    @Test func orthogonalSectionInAHorizontalLayoutScrollsVertically() throws {
        let layout = try resolve(
            """
            name: t
            configuration: {scrollDirection: horizontal}
            section:
              orthogonalScrollingBehavior: paging
              group:
                layout: horizontal
                size: {width: absolute(100), height: absolute(200)}
                subitems:
                  - item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}
            """, plain(400, 300), items: [3])
        // groups along y: 0, 200, 400; section 100 wide
        #expect(layout.cells().map(\.y) == [0, 200, 400])
        expectClose(layout.contentSize.width, 100)
        let orthogonal = try #require(layout.sections[0].orthogonal)
        #expect(orthogonal.axis == .vertical)
        // extent 600, visible 300 → pages 0, 300 (the maximum)
        #expect(Array(orthogonal.snapOffsets) == [0, 300])
    }

    @Test func safeAreaAppliesAcrossTheScrollAxis() throws {
        let environment = LayoutEnvironment(width: 400, height: 300, safeArea: EdgeInsets(top: 20, left: 44, bottom: 10, right: 44))
        let layout = try LayoutResolver.resolve(
            try definition(
                """
                name: t
                configuration: {scrollDirection: horizontal}
                section:
                  group:
                    layout: vertical
                    size: {width: absolute(100), height: fractionalHeight(1)}
                    subitems:
                      - item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}
                """), environment: environment, data: LayoutData(itemCounts: [1]))
        // horizontal: only top/bottom insets apply → height 300 − 30 = 270 at y = 20; x from 0
        expectRect(layout.cell(0, 0), R(0, 20, 100, 270))
    }
}
