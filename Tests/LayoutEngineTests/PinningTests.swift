import LayoutModel
import Testing

@testable import LayoutEngine

@Suite("§7 pinToVisibleBounds at scroll offsets")
struct PinningTests {
    /// Sections of a pinned 40-pt header + 3 rows of 50 = 190 pt each; viewport 400 × 300.
    private func layout(footer: Bool = false) throws -> ResolvedLayout {
        let footerItem =
            footer
            ? "\n    - {elementKind: f, size: {width: fractionalWidth(1), height: absolute(30)}, alignment: bottom, pinToVisibleBounds: true}" : ""
        return try resolve(
            """
            name: t
            section:
              boundarySupplementaryItems:
                - {elementKind: h, size: {width: fractionalWidth(1), height: absolute(40)}, alignment: top, pinToVisibleBounds: true}\(footerItem)
              group:
                layout: horizontal
                size: {width: fractionalWidth(1), height: absolute(50)}
                subitems:
                  - item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}
            """, plain(400, 300), items: [3, 3])
    }

    private func headers(_ layout: ResolvedLayout, at offset: Double) -> [Double] {
        layout.elements(in: R(0, offset, 400, 300), scrollOffset: offset).filter { $0.elementKind == "h" }.map(\.frame.y)
    }

    @Test func pinnedHeadersStayAtTheirPlaceAtOffsetZero() throws {
        let layout = try layout()
        // section 0: 0..190; section 1: 190..380; both headers visible in 0..300
        #expect(headers(layout, at: 0) == [0, 190])
        // forEachElement reports natural positions
        #expect(layout.kind("h").map(\.frame.y) == [0, 190])
    }

    @Test func pinnedHeaderFollowsTheVisibleTop() throws {
        let layout = try layout()
        // offset 100: header 0 at max(0, min(100, 190 − 40 = 150)) = 100; header 1 stays 190
        #expect(headers(layout, at: 100) == [100, 190])
    }

    @Test func pinnedHeaderStopsAtTheEndOfItsSection() throws {
        let layout = try layout()
        // offset 170: header 0 clamps at 150 (section end 190 − 40)
        #expect(headers(layout, at: 170) == [150, 190])
        // offset 250: header 0 (150..190) is above the visible rect; header 1 at min(250, 380 − 40) = 250
        #expect(headers(layout, at: 250) == [250])
    }

    @Test func pinnedFooterSticksToTheVisibleBottom() throws {
        let layout = try layout(footer: true)
        // section 0: header 0..40, rows 40..190, footer natural y = 190, section end 220
        // offset 0, visible 0..300: footer y = min(190, max(300 − 30, 0)) = 190 (already visible)
        let atZero = layout.elements(in: R(0, 0, 400, 300), scrollOffset: 0).filter { $0.elementKind == "f" }
        #expect(atZero.first?.frame.y == 190)
        // a shorter viewport would pull it up: check with offset −150 (visible −150..150):
        // y = min(190, max(150 − 30 = 120, hostStart 0, header end 40)) = 120
        let pulled = layout.elements(in: R(0, -150, 400, 300), scrollOffset: -150).filter { $0.elementKind == "f" }
        #expect(pulled.first?.frame.y == 120)
    }

    @Test func pinnedLayoutHeaderStaysOnTopOfTheWholeContent() throws {
        let layout = try resolve(
            """
            name: t
            configuration:
              boundarySupplementaryItems:
                - {elementKind: top, size: {width: fractionalWidth(1), height: absolute(30)}, alignment: top, pinToVisibleBounds: true}
            section:
              group:
                layout: horizontal
                size: {width: fractionalWidth(1), height: absolute(50)}
                subitems:
                  - item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}
            """, plain(400, 300), items: [20])
        // content = 30 + 20 × 50 = 1030; at offset 500 the header sits at 500
        let pinned = layout.elements(in: R(0, 500, 400, 300), scrollOffset: 500).filter { $0.elementKind == "top" }
        #expect(pinned.first?.frame.y == 500)
    }
}
