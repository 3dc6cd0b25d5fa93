import LayoutModel
import Testing

@testable import LayoutEngine

@Suite("§7 Boundary supplementary items: alignments, extension, offsets, insets")
struct BoundaryItemTests {
    /// One 50-pt row per item, W = 400, with the given section fields.
    private func section(_ fields: String, items: Int = 1) throws -> ResolvedLayout {
        try resolve(
            """
            name: t
            section:
            \(fields)
              group:
                layout: horizontal
                size: {width: fractionalWidth(1), height: absolute(50)}
                subitems:
                  - item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}
            """, plain(400, 800), items: [items])
    }

    private func one(_ alignment: String, extra: String = "") throws -> (frame: Rect?, cell: Rect?, height: Double) {
        let layout = try section(
            """
              boundarySupplementaryItems:
                - {elementKind: b, size: {width: absolute(100), height: absolute(40)}, alignment: \(alignment)\(extra)}
            """)
        return (layout.kind("b").first?.frame, layout.cell(0, 0), layout.contentSize.height)
    }

    @Test(arguments: [
        // x = (400 − 100) × factor: leading 0, centre 150, trailing 300
        ("top", 150.0), ("topLeading", 0.0), ("topTrailing", 300.0),
    ])
    func topAlignmentsSitAtTheSectionTopAndPushContentDown(alignment: String, x: Double) throws {
        let result = try one(alignment)
        expectRect(result.frame, R(x, 0, 100, 40))
        // extends by 40: cell at y = 40, section 90
        expectRect(result.cell, R(0, 40, 400, 50))
        expectClose(result.height, 90)
    }

    @Test(arguments: [("bottom", 150.0), ("bottomLeading", 0.0), ("bottomTrailing", 300.0)])
    func bottomAlignmentsFollowTheContentAndExtendTheSection(alignment: String, x: Double) throws {
        let result = try one(alignment)
        // content 0..50; footer at 50, section 90
        expectRect(result.frame, R(x, 50, 100, 40))
        expectRect(result.cell, R(0, 0, 400, 50))
        expectClose(result.height, 90)
    }

    @Test(arguments: [("leading", 0.0), ("trailing", 300.0)])
    func sideAlignmentsInAVerticalLayoutAreCentredAlongTheSectionAndDoNotExtend(alignment: String, x: Double) throws {
        let result = try one(alignment)
        // section 0..50 (not extended); y = (50 − 40) / 2 = 5
        expectRect(result.frame, R(x, 5, 100, 40))
        expectClose(result.height, 50)
    }

    /// `estimated(0)` (valid on boundary items, issue 31): without a measured size the estimate
    /// is the size, so the header is 0 tall and takes no room: two 50-pt rows at y = 0 and 50,
    /// the section 100 tall.
    @Test func aHeaderEstimatedAtZeroIsZeroTallUntilMeasured() throws {
        let layout = try section(
            """
              boundarySupplementaryItems:
                - {elementKind: h, size: {width: fractionalWidth(1), height: estimated(0)}, alignment: top}
            """, items: 2)
        expectRect(layout.kind("h").first?.frame, R(0, 0, 400, 0))
        expectRect(layout.cell(0, 0), R(0, 0, 400, 50))
        expectRect(layout.cell(0, 1), R(0, 50, 400, 50))
        expectClose(layout.contentSize.height, 100)
    }

    @Test func nonExtendingHeaderOverlapsTheContent() throws {
        let result = try one("top", extra: ", extendsBoundary: false")
        expectRect(result.frame, R(150, 0, 100, 40))
        expectRect(result.cell, R(0, 0, 400, 50))
        expectClose(result.height, 50)
    }

    @Test func nonExtendingFooterSitsInsideTheBottomEdge() throws {
        let result = try one("bottom", extra: ", extendsBoundary: false")
        // y = contentBottom + s.B − h = 50 + 0 − 40 = 10
        expectRect(result.frame, R(150, 10, 100, 40))
        expectClose(result.height, 50)
    }

    @Test func offsetMovesTheFrameWithoutChangingTheExtension() throws {
        let result = try one("top", extra: ", offset: [5, 7]")
        expectRect(result.frame, R(155, 7, 100, 40))
        expectRect(result.cell, R(0, 40, 400, 50))
    }

    @Test func headersFollowSectionInsetsButNotTheTopInset() throws {
        let layout = try section(
            """
              contentInsets: {top: 10, leading: 20, bottom: 0, trailing: 20}
              boundarySupplementaryItems:
                - {elementKind: h, size: {width: fractionalWidth(1), height: absolute(40)}, alignment: top}
            """)
        // width = 400 − 40 = 360 at x = 20, y = 0 (s.T lies between header and content)
        expectRect(layout.kind("h").first?.frame, R(20, 0, 360, 40))
        expectRect(layout.cell(0, 0), R(20, 50, 360, 50))
    }

    @Test func supplementaryContentInsetsReferenceNoneMeasuresFromTheBounds() throws {
        let layout = try section(
            """
              contentInsets: {leading: 20, trailing: 20}
              supplementaryContentInsetsReference: none
              boundarySupplementaryItems:
                - {elementKind: h, size: {width: fractionalWidth(1), height: absolute(40)}, alignment: top}
            """)
        expectRect(layout.kind("h").first?.frame, R(0, 0, 400, 40))
    }

    @Test func boundaryItemInsetsShrinkItsBoxAndItsSlot() throws {
        let layout = try section(
            """
              boundarySupplementaryItems:
                - {elementKind: h, size: {width: fractionalWidth(1), height: absolute(40)}, alignment: top, contentInsets: {top: 4, leading: 8, bottom: 4, trailing: 8}}
            """)
        // width = 1.0 × (400 − 16) = 384 at x = 8; slot height 40 + 8 = 48, frame y = 4
        expectRect(layout.kind("h").first?.frame, R(8, 4, 384, 40))
        expectRect(layout.cell(0, 0), R(0, 48, 400, 50))
    }

    @Test func severalExtendingHeadersOverlapAndExtendByTheLargest() throws {
        let layout = try section(
            """
              boundarySupplementaryItems:
                - {elementKind: a, size: {width: fractionalWidth(1), height: absolute(40)}, alignment: top}
                - {elementKind: b, size: {width: fractionalWidth(1), height: absolute(60)}, alignment: top}
            """)
        expectRect(layout.kind("a").first?.frame, R(0, 0, 400, 40))
        expectRect(layout.kind("b").first?.frame, R(0, 0, 400, 60))
        expectRect(layout.cell(0, 0), R(0, 60, 400, 50))
    }

    @Test func boundaryItemsUseSectionIndexPathAndZIndexOne() throws {
        let layout = try section(
            """
              boundarySupplementaryItems:
                - {elementKind: h, size: {width: fractionalWidth(1), height: absolute(40)}, alignment: top}
                - {elementKind: f, size: {width: fractionalWidth(1), height: absolute(40)}, alignment: bottom, zIndex: 3}
            """)
        #expect(layout.kind("h").first?.indexPath == ElementIndexPath(section: 0, item: 0))
        #expect(layout.kind("h").first?.zIndex == 1)
        #expect(layout.kind("f").first?.zIndex == 3)
    }

    @Test func layoutLevelHeaderAndFooterExtendTheWholeContent() throws {
        let layout = try resolve(
            """
            name: t
            configuration:
              boundarySupplementaryItems:
                - {elementKind: top, size: {width: fractionalWidth(1), height: absolute(30)}, alignment: top}
                - {elementKind: end, size: {width: fractionalWidth(1), height: absolute(20)}, alignment: bottom}
            section:
              group:
                layout: horizontal
                size: {width: fractionalWidth(1), height: absolute(50)}
                subitems:
                  - item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}
            """, plain(400, 800), items: [1, 1])
        // header 0..30; sections 30..80 and 80..130; footer at 130; content 150
        expectRect(layout.kind("top").first?.frame, R(0, 0, 400, 30))
        expectRect(layout.cell(1, 0), R(0, 80, 400, 50))
        expectRect(layout.kind("end").first?.frame, R(0, 130, 400, 20))
        expectClose(layout.contentSize.height, 150)
        // layout-level items come first in the element order
        #expect(layout.all.first?.elementKind == "top")
    }
}
