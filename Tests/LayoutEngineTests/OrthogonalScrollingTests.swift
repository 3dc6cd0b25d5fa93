import Testing
import LayoutModel
@testable import LayoutEngine

@Suite("§9 Orthogonal scrolling sections: frames, extent, snap offsets")
struct OrthogonalScrollingTests {
    /// Groups fw0.8 × abs100, interGroupSpacing 10, section insets leading/trailing 20; W = 400.
    /// box width = 400 − 40 = 360 → gw = 0.8 × 360 = 288, pitch = 298.
    private func row(_ behavior: String, items: Int = 4, direction: LayoutDirection = .leftToRight) throws -> ResolvedLayout {
        try resolve("""
        name: t
        section:
          orthogonalScrollingBehavior: \(behavior)
          interGroupSpacing: 10
          contentInsets: {leading: 20, trailing: 20}
          group:
            layout: horizontal
            size: {width: fractionalWidth(0.8), height: absolute(100)}
            subitems:
              - item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}
        """, plain(400, 800, direction: direction), items: [items])
    }

    @Test func continuousRowLaysGroupsAlongXAtOffsetZero() throws {
        let layout = try row("continuous")
        // x = 20 + g × 298: 20, 318, 616, 914; all at y = 0
        #expect(layout.cells().map(\.x) == [20, 318, 616, 914])
        #expect(layout.cells().allSatisfy { $0.y == 0 && $0.height == 100 })
        // the section is one row tall
        expectClose(layout.contentSize.height, 100)
        let orthogonal = try #require(layout.sections[0].orthogonal)
        // extent = 20 + 4 × 288 + 3 × 10 + 20 = 1222
        expectClose(orthogonal.contentLength, 1222)
        #expect(orthogonal.axis == .horizontal)
        #expect(orthogonal.snapOffsets.isEmpty)
    }

    @Test func pagingSnapsToMultiplesOfTheBoundsWidth() throws {
        let orthogonal = try #require(try row("paging").sections[0].orthogonal)
        // max offset = 1222 − 400 = 822; pages 0, 400, 800, then the end 822
        #expect(Array(orthogonal.snapOffsets) == [0, 400, 800, 822])
    }

    @Test func groupPagingSnapsToGroupPlusSpacing() throws {
        let orthogonal = try #require(try row("groupPaging").sections[0].orthogonal)
        // 0, 298, 596 (894 > 822), then 822
        #expect(Array(orthogonal.snapOffsets) == [0, 298, 596, 822])
    }

    @Test func continuousGroupLeadingBoundarySnapsToGroupLeadingEdges() throws {
        let layout = try row("continuousGroupLeadingBoundary")
        #expect(layout.cells().map(\.x) == [20, 318, 616, 914])
        #expect(Array(try #require(layout.sections[0].orthogonal).snapOffsets) == [0, 298, 596, 822])
    }

    @Test func groupPagingCentredCentresEachGroupInTheContentBox() throws {
        let layout = try row("groupPagingCentered")
        // first x = 20 + (360 − 288) / 2 = 56; then + 298
        #expect(layout.cells().map(\.x) == [56, 354, 652, 950])
        let orthogonal = try #require(layout.sections[0].orthogonal)
        // extent = 56 + (4 × 288 + 3 × 10 = 1182) + 36 + 20 = 1294; max = 894 = 3 × 298
        expectClose(orthogonal.contentLength, 1294)
        #expect(Array(orthogonal.snapOffsets) == [0, 298, 596, 894])
    }

    @Test func noneStacksGroupsVertically() throws {
        let layout = try row("none")
        #expect(layout.cells().map(\.y) == [0, 110, 220, 330])
        #expect(layout.sections[0].orthogonal == nil)
    }

    @Test func headersDoNotScrollWithTheRowAndBackgroundSpansTheSection() throws {
        let layout = try resolve("""
        name: t
        section:
          orthogonalScrollingBehavior: continuous
          contentInsets: {top: 5, bottom: 5}
          boundarySupplementaryItems: [{elementKind: h, size: {width: fractionalWidth(1), height: absolute(30)}, alignment: top}]
          decorationItems: [{elementKind: bg}]
          group:
            layout: horizontal
            size: {width: absolute(300), height: absolute(100)}
            subitems:
              - item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}
        """, plain(400, 800), items: [3])
        // header 0..30; row at y = 30 + 5 = 35; section = 30 + 5 + 100 + 5 = 140
        expectRect(layout.kind("h").first?.frame, R(0, 0, 400, 30))
        #expect(layout.cells().map(\.y) == [35, 35, 35])
        expectRect(layout.kind("bg").first?.frame, R(0, 0, 400, 140))
    }

    @Test func rightToLeftRowsStartAtTheRight() throws {
        let layout = try row("continuous", direction: .rightToLeft)
        // x' = 400 − (x + 288): 92, −206, −504, −802
        #expect(layout.cells().map(\.x) == [92, -206, -504, -802])
    }

    @Test func hugeRowsKeepSnapOffsetsCompact() throws {
        let layout = try row("groupPaging", items: 5_000_000)
        let offsets = try #require(layout.sections[0].orthogonal).snapOffsets
        // 5,000,000 groups: offsets k × 298 for k < 4,999,999 plus the end; stored as runs
        #expect(offsets.count == 5_000_000)
        #expect(offsets[1_000_000] == 298_000_000)
    }

    @Test func appStoreStyleColumnsAreSpacedByTheGroupsTrailingEdgeSpacing() throws {
        // presets.md: items 110×45, 110×65, 110×85 in a vertical group 110×205 with fixed 5
        // spacing, trailing edge spacing 10, continuousGroupLeadingBoundary.
        let layout = try resolve("""
        name: app-store-answer
        section:
          orthogonalScrollingBehavior: continuousGroupLeadingBoundary
          group:
            layout: vertical
            size: {width: absolute(110), height: absolute(205)}
            interItemSpacing: fixed(5)
            edgeSpacing: {trailing: fixed(10)}
            subitems:
              - item: {size: {width: absolute(110), height: absolute(45)}}
              - item: {size: {width: absolute(110), height: absolute(65)}}
              - item: {size: {width: absolute(110), height: absolute(85)}}
        """, plain(393, 852), items: [12])
        // y = 0, 45 + 5 = 50, 50 + 65 + 5 = 120 (ends at 205); columns every 110 + 10 = 120
        expectRect(layout.cell(0, 0), R(0, 0, 110, 45))
        expectRect(layout.cell(0, 1), R(0, 50, 110, 65))
        expectRect(layout.cell(0, 2), R(0, 120, 110, 85))
        expectRect(layout.cell(0, 3), R(120, 0, 110, 45))
        let orthogonal = try #require(layout.sections[0].orthogonal)
        // 4 columns: 3 × 120 + 110 + 10 (trailing edge spacing) = 480; max offset 480 − 393 = 87
        expectClose(orthogonal.contentLength, 480)
        #expect(Array(orthogonal.snapOffsets) == [0, 87])
        expectClose(layout.contentSize.height, 205)
    }
}
