import LayoutModel
import Testing

@testable import LayoutEngine

@Suite("§6 Supplementary items anchored to items and groups")
struct AnchorTests {
    /// One 120 × 120 item with insets 10 → final frame (10, 10, 100, 100); a 20 × 20 badge.
    private func badge(_ anchor: String, itemAnchor: String? = nil, size: String = "{width: absolute(20), height: absolute(20)}") throws -> Rect? {
        let layout = try resolve(
            """
            name: t
            section:
              group:
                layout: horizontal
                size: {width: absolute(120), height: absolute(120)}
                subitems:
                  - item:
                      size: {width: absolute(120), height: absolute(120)}
                      contentInsets: 10
                      supplementaryItems:
                        - elementKind: badge
                          size: \(size)
                          containerAnchor: \(anchor)
            \(itemAnchor.map { "              itemAnchor: \($0)" } ?? "")
            """, plain(400, 800), items: [1])
        return layout.kind("badge").first?.frame
    }

    @Test(arguments: [
        // origin = host.min + (host.size − 20) × factor, host = (10, 10, 100, 100), 100 − 20 = 80
        ("[top, leading]", 10.0, 10.0), ("[top]", 50.0, 10.0), ("[top, trailing]", 90.0, 10.0),
        ("[leading]", 10.0, 50.0), ("[]", 50.0, 50.0), ("[trailing]", 90.0, 50.0),
        ("[bottom, leading]", 10.0, 90.0), ("[bottom]", 50.0, 90.0), ("[bottom, trailing]", 90.0, 90.0),
    ])
    func everyAnchorPositionSitsInsideTheHostsFinalFrame(edges: String, x: Double, y: Double) throws {
        expectRect(try badge("{edges: \(edges)}"), R(x, y, 20, 20))
    }

    /// Two opposite edges give the anchor point 0.5 on their axis, as none does: UIKit's
    /// `NSCollectionLayoutAnchor` (decompiled; layout-rules.md) keeps the badge at its own size,
    /// centred between them. The public sample's `[bottom, leading, trailing]` with a fractional
    /// offset of (0, 0.3): x 10 + 80 × 0.5 = 50, y 10 + 80 + 0.3 × 20 = 96.
    @Test(arguments: [
        ("[bottom, leading, trailing]", 50.0, 90.0), ("[top, bottom]", 50.0, 50.0), ("[top, leading, bottom, trailing]", 50.0, 50.0),
        ("[top, bottom, trailing]", 90.0, 50.0),
    ])
    func oppositeEdgesCentreTheBadgeOnTheirAxis(edges: String, x: Double, y: Double) throws {
        expectRect(try badge("{edges: \(edges)}"), R(x, y, 20, 20))
    }

    @Test func theSamplesBottomBarKeepsItsOwnWidth() throws {
        // 60 wide: x 10 + (100 − 60) × 0.5 = 30; y as above.
        expectRect(
            try badge("{edges: [bottom, leading, trailing], fractionalOffset: [0, 0.3]}", size: "{width: absolute(60), height: absolute(20)}"),
            R(30, 96, 60, 20))
    }

    @Test(arguments: [
        // fractional (0.3, −0.3) of the badge's 20 pt = (+6, −6)
        ("[top, leading]", 16.0, 4.0), ("[top]", 56.0, 4.0), ("[top, trailing]", 96.0, 4.0),
        ("[leading]", 16.0, 44.0), ("[]", 56.0, 44.0), ("[trailing]", 96.0, 44.0),
        ("[bottom, leading]", 16.0, 84.0), ("[bottom]", 56.0, 84.0), ("[bottom, trailing]", 96.0, 84.0),
    ])
    func fractionalOffsetIsAFractionOfTheBadgesOwnSize(edges: String, x: Double, y: Double) throws {
        expectRect(try badge("{edges: \(edges), fractionalOffset: [0.3, -0.3]}"), R(x, y, 20, 20))
    }

    @Test func absoluteOffsetIsInPoints() throws {
        // top-trailing (90, 10) + (5, −7)
        expectRect(try badge("{edges: [top, trailing], absoluteOffset: [5, -7]}"), R(95, 3, 20, 20))
    }

    @Test func itemAnchorAlignsAPointOfTheBadgeWithAPointOfTheHost() throws {
        // container top-trailing point = (10 + 100, 10) = (110, 10); the badge's bottom-leading
        // corner goes there: origin = (110 − 0, 10 − 20) = (110, −10)
        expectRect(try badge("{edges: [top, trailing]}", itemAnchor: "{edges: [bottom, leading]}"), R(110, -10, 20, 20))
    }

    @Test func badgeSizeResolvesAgainstTheHostFrame() throws {
        // fractionalWidth(0.25) of the 100-pt host = 25; top-leading → (10, 10)
        expectRect(try badge("{edges: [top, leading]}", size: "{width: fractionalWidth(0.25), height: fractionalWidth(0.25)}"), R(10, 10, 25, 25))
    }

    @Test func badgesCarryTheHostItemsIndexPathAndGroupBadgesTheFirstItems() throws {
        let layout = try resolve(
            """
            name: t
            section:
              group:
                layout: horizontal
                size: {width: absolute(200), height: absolute(50)}
                supplementaryItems:
                  - {elementKind: group-badge, size: {width: absolute(10), height: absolute(10)}, containerAnchor: {edges: [top, leading]}}
                subitems:
                  - item:
                      size: {width: absolute(100), height: absolute(50)}
                      supplementaryItems:
                        - {elementKind: badge, size: {width: absolute(10), height: absolute(10)}, containerAnchor: {edges: [top, trailing]}}
                        - {elementKind: dot, size: {width: absolute(4), height: absolute(4)}, containerAnchor: {edges: [bottom]}}
            """, plain(400, 800), items: [3])
        let badges = layout.kind("badge")
        #expect(badges.map(\.indexPath.item) == [0, 1, 2])
        // item 2 is in group 2 (y = 50): badge at (100 − 10, 50)
        expectRect(badges[2].frame, R(90, 50, 10, 10))
        #expect(layout.kind("dot").count == 3)
        let groupBadges = layout.kind("group-badge")
        #expect(groupBadges.map(\.indexPath.item) == [0, 2])
        expectRect(groupBadges[1].frame, R(0, 50, 10, 10))
        #expect(badges.allSatisfy { $0.zIndex == 1 })
        // order: cell, its badges, …, then the group badge
        #expect(layout.all.prefix(7).map { $0.elementKind ?? "cell" } == ["cell", "badge", "dot", "cell", "badge", "dot", "group-badge"])
    }
}
