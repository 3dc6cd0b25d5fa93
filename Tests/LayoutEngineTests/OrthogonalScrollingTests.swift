import LayoutModel
import Testing

@testable import LayoutEngine

@Suite("§9 Orthogonal scrolling sections: frames, extent, snap offsets")
struct OrthogonalScrollingTests {
    /// Groups fw0.8 × abs100, interGroupSpacing 10, section insets leading/trailing 20; W = 400.
    /// §19.1: along the row the fraction measures the container, not less the insets:
    /// gw = 0.8 × 400 = 320, pitch = 330. The insets still offset the row (first x = 20).
    private func row(_ behavior: String, items: Int = 4, direction: LayoutDirection = .leftToRight) throws -> ResolvedLayout {
        try resolve(
            """
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
        // x = 20 + g × 330: 20, 350, 680, 1010; all at y = 0
        #expect(layout.cells().map(\.x) == [20, 350, 680, 1010])
        #expect(layout.cells().allSatisfy { $0.y == 0 && $0.height == 100 })
        // the section is one row tall
        expectClose(layout.contentSize.height, 100)
        let orthogonal = try #require(layout.sections[0].orthogonal)
        // extent = 20 + 4 × 320 + 3 × 10 + 20 = 1350
        expectClose(orthogonal.contentLength, 1350)
        #expect(orthogonal.axis == .horizontal)
        #expect(orthogonal.snapOffsets.isEmpty)
    }

    @Test func pagingSnapsToMultiplesOfTheBoundsWidth() throws {
        let orthogonal = try #require(try row("paging").sections[0].orthogonal)
        // max offset = 1350 − 400 = 950; pages 0, 400, 800, then the end 950
        #expect(Array(orthogonal.snapOffsets) == [0, 400, 800, 950])
    }

    @Test func groupPagingSnapsToGroupPlusSpacing() throws {
        let orthogonal = try #require(try row("groupPaging").sections[0].orthogonal)
        // 0, 330, 660 (990 > 950), then 950
        #expect(Array(orthogonal.snapOffsets) == [0, 330, 660, 950])
    }

    @Test func continuousGroupLeadingBoundarySnapsToGroupLeadingEdges() throws {
        let layout = try row("continuousGroupLeadingBoundary")
        #expect(layout.cells().map(\.x) == [20, 350, 680, 1010])
        #expect(Array(try #require(layout.sections[0].orthogonal).snapOffsets) == [0, 330, 660, 950])
    }

    @Test func groupPagingCentredCentresEachGroupInTheContentBox() throws {
        let layout = try row("groupPagingCentered")
        // centred in the content box 400 − 40 = 360: first x = 20 + (360 − 320) / 2 = 40; then + 330
        #expect(layout.cells().map(\.x) == [40, 370, 700, 1030])
        let orthogonal = try #require(layout.sections[0].orthogonal)
        // extent = 40 + (4 × 320 + 3 × 10 = 1310) + 20 + 20 = 1390; max = 990 = 3 × 330
        expectClose(orthogonal.contentLength, 1390)
        #expect(Array(orthogonal.snapOffsets) == [0, 330, 660, 990])
    }

    @Test func noneStacksGroupsVertically() throws {
        let layout = try row("none")
        #expect(layout.cells().map(\.y) == [0, 110, 220, 330])
        #expect(layout.sections[0].orthogonal == nil)
    }

    @Test func headersDoNotScrollWithTheRowAndBackgroundSpansTheSection() throws {
        let layout = try resolve(
            """
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
        // x' = 400 − (x + 320): 60, −270, −600, −930
        #expect(layout.cells().map(\.x) == [60, -270, -600, -930])
    }

    @Test func hugeRowsKeepSnapOffsetsCompact() throws {
        let layout = try row("groupPaging", items: 5_000_000)
        let offsets = try #require(layout.sections[0].orthogonal).snapOffsets
        // 5,000,000 groups: offsets k × 330 for k < 4,999,999 plus the end; stored as runs
        #expect(offsets.count == 5_000_000)
        #expect(offsets[1_000_000] == 330_000_000)
    }

    @Test func appStoreStyleColumnsAreSpacedByTheGroupsTrailingEdgeSpacing() throws {
        // presets.md: items 110×45, 110×65, 110×85 in a vertical group 110×205 with fixed 5
        // spacing, trailing edge spacing 10, continuousGroupLeadingBoundary.
        let layout = try resolve(
            """
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
