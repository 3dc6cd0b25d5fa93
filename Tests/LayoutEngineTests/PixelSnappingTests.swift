import LayoutModel
import Testing

@testable import LayoutEngine

// Pixel snapping by iOS release (docs/layout-rules.md, "Pixel snapping"). Every expected number
// is worked out below in pixels: "p px → q px = r" means the value p·scale, rounded or floored as
// the rule says, divided back by the scale.
//  • iOS 16+ (floor-fractions): fractions floor from the parent's snapped size, other lengths
//    round, positions accumulate from the previous snapped frame.
//  • iOS 13–15 (round-each-frame): exact arithmetic, then each frame's x, y, width and height
//    round on their own, halves up.

private let iOS14 = IOSVersion(14)
private let iOS17 = IOSVersion(17)

/// The issue's iPhone 8 row: five fractions of 375 with no spacing.
private let iPhone8Row = """
    name: t
    section:
      group:
        layout: horizontal
        size: {width: fractionalWidth(1), height: absolute(44)}
        interItemSpacing: fixed(0)
        subitems:
          - item: {size: {width: fractionalWidth(0.2244798445859886), height: fractionalHeight(1)}}
          - item: {size: {width: fractionalWidth(0.0999484835067196), height: fractionalHeight(1)}}
          - item: {size: {width: fractionalWidth(0.2255459136606516), height: fractionalHeight(1)}}
          - item: {size: {width: fractionalWidth(0.2244798445859886), height: fractionalHeight(1)}}
          - item: {size: {width: fractionalWidth(0.2255459136606516), height: fractionalHeight(1)}}
    """

/// The issue's 4-column grid: 5-pt insets inside quarter-width squares.
private let fourColumnGrid = """
    name: t
    section:
      group:
        layout: horizontal
        size: {width: fractionalWidth(1), height: fractionalWidth(0.25)}
        subitems:
          - item:
              size: {width: fractionalWidth(0.25), height: fractionalHeight(1)}
              contentInsets: 5
    """

@Suite("Pixel snapping, iOS 16 and later: fractions floored, positions accumulated")
struct FlooringSnappingTests {
    @Test func theFourColumnGridOfTheIOS17Screenshots() throws {
        let layout = try snapped(fourColumnGrid, plain(393, 852, scale: 3, iOS: iOS17), items: [8])
        // group 1 × 393 = 1179 px; height 0.25 × 1179 = 294.75 px → 294 px = 98.
        // item 0.25 × 1179 = 294.75 px → 294 px = 98, height 1 × 98 = 98; slots at 0, 98, 196,
        // 294 (294 px each, accumulated); the frames inset by 5: x 5, 103, 201, 299, 88 × 88.
        // The row ends at 392: a 1-pt strip stays empty at the trailing edge.
        let cells = layout.cells()
        #expect(cells.map(\.x) == [5, 103, 201, 299, 5, 103, 201, 299])
        #expect(cells.map(\.width) == Array(repeating: 88, count: 8))
        #expect(cells.map(\.height) == Array(repeating: 88, count: 8))
        // rows every 98: y 5, then 98 + 5 = 103
        #expect(cells.map(\.y) == [5, 5, 5, 5, 103, 103, 103, 103])
        #expect(layout.contentSize == Extent(width: 393, height: 196))
        #expect(layout.snappingRule == .floorFractions)
    }

    @Test func theFourColumnGridRightToLeftKeepsTheStripAtTheTrailingEdge() throws {
        let layout = try snapped(fourColumnGrid, plain(393, 852, direction: .rightToLeft, scale: 3, iOS: iOS17), items: [4])
        // x' = 393 − (x + 88): 393 − 93 = 300, 393 − 191 = 202, 104, 6; the empty strip is now
        // x 0…1, the trailing edge in right-to-left.
        #expect(layout.cells().map(\.x) == [300, 202, 104, 6])
    }

    @Test func theIPhone8RowFlooredAsTodaysIOSWouldDoIt() throws {
        let layout = try snapped(iPhone8Row, plain(375, 667, scale: 2, iOS: iOS17), items: [5])
        // widths: 0.22448 × 750 = 168.36 px → 168 = 84; 0.09995 × 750 = 74.96 px → 74 = 37;
        // 0.22555 × 750 = 169.16 px → 169 = 84.5; 84; 84.5.
        // x accumulates: 0, 84, 84 + 37 = 121, 121 + 84.5 = 205.5, 205.5 + 84 = 289.5.
        let cells = layout.cells()
        #expect(cells.map(\.width) == [84, 37, 84.5, 84, 84.5])
        #expect(cells.map(\.x) == [0, 84, 121, 205.5, 289.5])
    }

    @Test func nestedFractionsFloorFromTheFlooredParent() throws {
        // Apple's NestedGroups on a 393 × 852 @3x screen (no insets across the scroll axis).
        let layout = try snapped(nestedGroupsYAML, plain(393, 852, scale: 3, iOS: iOS17), items: [6])
        // group: height 0.4 × 852 = 340.8 = 1022.4 px → 1022 px.
        // big item: 0.7 × 1179 = 825.3 px → 825 px = 275; height 1 × 1022 px; inset 10 (30 px):
        //   (30, 30, 765, 962) px = (10, 10, 255, 320.667).
        expectRect(layout.cell(0, 0), R(10, 10, 255, 962.0 / 3))
        // the column: 0.3 × 1179 = 353.7 px → 353 px; its count-2 share 1022 / 2 = 511 px each;
        // each item inset 10: width 353 − 60 = 293 px, height 511 − 60 = 451 px, at x 825 + 30
        // = 855 px, y 30 px and 511 + 30 = 541 px.
        expectRect(layout.cell(0, 1), R(285, 10, 293.0 / 3, 451.0 / 3))
        expectRect(layout.cell(0, 2), R(285, 541.0 / 3, 293.0 / 3, 451.0 / 3))
        // the second group starts one floored group height down: 1022 + 30 px
        expectRect(layout.cell(0, 3), R(10, 1052.0 / 3, 255, 962.0 / 3))
    }

    @Test func absoluteLengthsRoundAndPositionsFollowThePreviousSnappedFrame() throws {
        let layout = try snapped(
            """
            name: t
            section:
              group:
                layout: horizontal
                size: {width: absolute(431), height: absolute(50)}
                interItemSpacing: fixed(10)
                subitems:
                  - item: {size: {width: absolute(100.25), height: fractionalHeight(1)}}
            """, plain(500, 500, scale: 3, iOS: iOS17), items: [4])
        // 100.25 × 3 = 300.75 px → 301 px = 100.333 wide (not a fraction: rounded); x = 0,
        // 100.333 + 10 = 110.333, 220.667, 331 (rounding each exact position, 330.75 = 992.25 px,
        // would give 330.667): the iOS 17 renders of issue 9.
        let cells = layout.cells()
        for cell in cells { expectClose(cell.width, 301.0 / 3) }
        expectClose(cells[1].x, 331.0 / 3)
        expectClose(cells[2].x, 662.0 / 3)
        expectClose(cells[3].x, 331)
    }

    @Test func spacingIsSnappedAfterEachFlooredItem() throws {
        let layout = try snapped(spacedRow, plain(401, 500, scale: 3, iOS: iOS17), items: [3])
        // width 0.3 × 1203 px = 360.9 px → 360 px = 120 (a fourth would need 4 × 120 + 3 × 5.2
        // = 495.6 > 401). x: 0; 120 + 5.2 = 125.2 = 375.6 px → 376 px; 376 + 360 = 736 px,
        // + 15.6 px = 751.6 px → 752 px.
        let cells = layout.cells()
        #expect(cells.map(\.width) == [120, 120, 120])
        expectClose(cells[1].x, 376.0 / 3)
        expectClose(cells[2].x, 752.0 / 3)
    }

    @Test func aCountGroupsShareIsFloored() throws {
        let layout = try snapped(countOfThree, plain(375, 667, scale: 2, iOS: iOS17), items: [3])
        // (375 − 2 × 10) / 3 = 118.333 = 236.667 px → 236 px = 118; x 0, 118 + 10 = 128, 256.
        let cells = layout.cells()
        #expect(cells.map(\.width) == [118, 118, 118])
        #expect(cells.map(\.x) == [0, 128, 256])
    }

    @Test func theOrthogonalCarouselOfIssue9() throws {
        let layout = try snapped(carousel, plain(393, 852, scale: 3, iOS: iOS17), items: [4])
        // group 0.9 × 1179 px = 1061.1 px → 1061 px (§19.1: the container's width, not less the
        // insets); the share is the group's content box less two 30-px gaps, (1061 − 60) / 3 =
        // 333.667 px → 333 px = 111. Items at 60 px (the 20-pt inset), 60 + 333 + 30 = 423 px,
        // 786 px; the second group at 60 + 1061 = 1121 px.
        let cells = layout.cells()
        for cell in cells { expectClose(cell.width, 111) }
        for (cell, pixels) in zip(cells, [60.0, 423, 786, 1121]) { expectClose(cell.x, pixels / 3) }
        // the row: 20 + 2 groups of 1061 px + 20
        expectClose(layout.sections[0].orthogonal?.contentLength, 40 + 2 * 1061.0 / 3)
    }

    @Test func groupsStackOnTheirFlooredLength() throws {
        let layout = try snapped(
            """
            name: t
            section:
              group:
                layout: horizontal
                size: {width: fractionalWidth(1), height: fractionalWidth(0.4)}
                subitems:
                  - item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}
            """, plain(393, 852, scale: 3, iOS: iOS17), items: [4])
        // group height 0.4 × 1179 px = 471.6 px → 471 px = 157; the fourth group at 3 × 157 = 471
        expectRect(layout.cell(0, 3), R(0, 471, 393, 157))
        expectClose(layout.contentSize.height, 628)
    }

    @Test func aFractionalHeaderIsFlooredAndTheContentFollowsIt() throws {
        let layout = try snapped(
            """
            name: t
            section:
              boundarySupplementaryItems: [{elementKind: h, size: {width: fractionalWidth(0.333), height: absolute(10.3)}, alignment: top}]
              group:
                layout: horizontal
                size: {width: fractionalWidth(1), height: absolute(10)}
                subitems:
                  - item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}
            """, plain(100, 100, scale: 3, iOS: iOS17), items: [1])
        // header width 0.333 × 300 px = 99.9 px → 99 px = 33 (floored), height 30.9 px → 31 px
        // (rounded); centred: (100 − 33) / 2 = 33.5 = 100.5 px → 101 px; the cell below it at 31 px
        let header = try #require(layout.kind("h").first)
        expectRect(header.frame, R(101.0 / 3, 0, 33, 31.0 / 3))
        expectRect(layout.cell(0, 0), R(0, 31.0 / 3, 100, 10))
    }

    @Test func originsRoundHalvesAwayFromZero() throws {
        let layout = try snapped(badgeAtHalfPixels, plain(400, 800, scale: 3, iOS: iOS17), items: [1])
        // origin (0 − 7.5, 0 + 88.5): −22.5 px → −23 px; 265.5 px → 266 px
        let badge = try #require(layout.kind("badge").first)
        expectClose(badge.frame.x, -23.0 / 3)
        expectClose(badge.frame.y, 266.0 / 3)
    }

    @Test func supplementariesAnchorToTheirHostsSnappedFrame() throws {
        let layout = try snapped(
            """
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
            """, plain(400, 800, scale: 3, iOS: iOS17), items: [1])
        // host 100.2 = 300.6 px → 301 px; centred: (301 − 30) / 2 = 135.5 px → 136 px (the exact
        // host would give (300.6 − 30) / 2 = 135.3 px → 135 px); y = (44 − 10) / 2 = 17
        let badge = try #require(layout.kind("badge").first)
        expectClose(badge.frame.x, 136.0 / 3)
        expectClose(badge.frame.y, 17)
    }

    @Test func estimatedLengthsRound() throws {
        let layout = try snapped(estimatedRows, plain(300, 500, scale: 3, iOS: iOS17), items: [3])
        // 44.1 = 132.3 px → 132 px = 44: rows at 0, 44, 88
        #expect(layout.cells().map(\.y) == [0, 44, 88])
        #expect(layout.cells().map(\.height) == [44, 44, 44])
    }
}

@Suite("Pixel snapping, iOS 13 to 15: each frame rounded on its own")
struct RoundingEachFrameTests {
    @Test func theIPhone8RowOfTheIOS14Screenshots() throws {
        let layout = try snapped(iPhone8Row, plain(375, 667, scale: 2, iOS: iOS14), items: [5])
        // exact widths 84.17994, 37.48068, 84.57972, 84.17994, 84.57972; at @2x 168.36 → 168,
        // 74.96 → 75, 169.16 → 169 px: 84, 37.5, 84.5, 84, 84.5.
        // exact x 0, 84.17994, 121.66062, 206.24034, 290.42028; at @2x 168.36 → 168, 243.32 →
        // 243, 412.48 → 412, 580.84 → 581 px: 0, 84, 121.5, 206, 290.5 — the one-pixel gap is
        // before the last item (206 + 84 = 290), and the row ends at 375.
        let cells = layout.cells()
        #expect(cells.map(\.width) == [84, 37.5, 84.5, 84, 84.5])
        #expect(cells.map(\.x) == [0, 84, 121.5, 206, 290.5])
        #expect(cells[4].maxX == 375)
        #expect(layout.snappingRule == .roundEachFrame)
    }

    @Test func theIPhone11ProHalfPixelRoundsUp() throws {
        let layout = try snapped(seventyPercent, plain(375, 812, scale: 3, iOS: IOSVersion(13)), items: [1])
        // 0.7 × (375 − 10) = 255.5 = 766.5 px → 767 px = 255.667 (a floor would give 766 px)
        let cell = try #require(layout.cell(0, 0))
        expectClose(cell.width, 767.0 / 3)
        expectClose(cell.x, 5)
        // iOS 17 floors the same fraction: 766 px
        let today = try snapped(seventyPercent, plain(375, 812, scale: 3, iOS: iOS17), items: [1])
        expectClose(today.cell(0, 0)?.width, 766.0 / 3)
    }

    @Test func theFourColumnGridRoundsEachFrame() throws {
        let layout = try snapped(fourColumnGrid, plain(393, 852, scale: 3, iOS: iOS14), items: [8])
        // exact: columns 98.25 wide at 0, 98.25, 196.5, 294.75; frames inset by 5: x 5, 103.25,
        // 201.5, 299.75, width 88.25. At @3x: x 15, 309.75 → 310, 604.5 → 605, 899.25 → 899 px;
        // width 264.75 → 265 px. Rows 98.25 apart: y 5 and 103.25 = 309.75 px → 310 px.
        let cells = layout.cells()
        for (cell, pixels) in zip(cells, [15.0, 310, 605, 899]) { expectClose(cell.x, pixels / 3) }
        for cell in cells { expectClose(cell.width, 265.0 / 3) }
        expectClose(cells[4].y, 310.0 / 3)
        // content 2 × 98.25 = 196.5 = 589.5 px → 590 px
        expectClose(layout.contentSize.height, 590.0 / 3)
    }

    @Test func spacingAndFractionsStayExactUntilTheFrameIsRounded() throws {
        let layout = try snapped(spacedRow, plain(401, 500, scale: 3, iOS: iOS14), items: [3])
        // exact width 120.3 = 360.9 px → 361 px; exact x 0, 125.5 = 376.5 px → 377 px,
        // 251 = 753 px
        let cells = layout.cells()
        for cell in cells { expectClose(cell.width, 361.0 / 3) }
        expectClose(cells[1].x, 377.0 / 3)
        expectClose(cells[2].x, 251)
    }

    @Test func aCountGroupsShareIsExactThenRounded() throws {
        let layout = try snapped(countOfThree, plain(375, 667, scale: 2, iOS: iOS14), items: [3])
        // share (375 − 20) / 3 = 118.333 = 236.667 px → 237 px = 118.5; x 0, 128.333 = 256.667 px
        // → 257 px = 128.5, 256.667 = 513.333 px → 513 px = 256.5
        let cells = layout.cells()
        #expect(cells.map(\.width) == [118.5, 118.5, 118.5])
        #expect(cells.map(\.x) == [0, 128.5, 256.5])
    }

    @Test func theOrthogonalCarouselOfIssue9() throws {
        let layout = try snapped(carousel, plain(393, 852, scale: 3, iOS: iOS14), items: [4])
        // exact: group 353.7, items (353.7 − 20) / 3 = 111.2333 at 20, 141.2333, 262.4667, the
        // second group's first at 20 + 353.7 = 373.7. At @3x: width 333.7 → 334 px; x 60,
        // 423.7 → 424, 787.4 → 787, 1121.1 → 1121 px.
        let cells = layout.cells()
        for cell in cells { expectClose(cell.width, 334.0 / 3) }
        for (cell, pixels) in zip(cells, [60.0, 424, 787, 1121]) { expectClose(cell.x, pixels / 3) }
    }

    @Test func rightToLeftMirrorsTheExactRowThenRounds() throws {
        let layout = try snapped(iPhone8Row, plain(375, 667, direction: .rightToLeft, scale: 2, iOS: iOS14), items: [5])
        // x' = 375 − (x + w) exactly: 290.82006, 253.33938, 168.75966, 84.57972, 0; at @2x
        // 581.64 → 582, 506.68 → 507, 337.52 → 338, 169.16 → 169, 0 px
        let cells = layout.cells()
        #expect(cells.map(\.x) == [291, 253.5, 169, 84.5, 0])
        #expect(cells.map(\.width) == [84, 37.5, 84.5, 84, 84.5])
    }

    @Test func originsRoundHalvesUp() throws {
        let layout = try snapped(badgeAtHalfPixels, plain(400, 800, scale: 3, iOS: iOS14), items: [1])
        // origin (−7.5, 88.5): −22.5 px → −22 px (half up, where iOS 16+ goes away from zero);
        // 265.5 px → 266 px
        let badge = try #require(layout.kind("badge").first)
        expectClose(badge.frame.x, -22.0 / 3)
        expectClose(badge.frame.y, 266.0 / 3)
    }

    @Test func estimatedLengthsAccumulateExactly() throws {
        let layout = try snapped(estimatedRows, plain(300, 500, scale: 3, iOS: iOS14), items: [3])
        // rows at 0, 44.1, 88.2 = 0, 132.3 → 132, 264.6 → 265 px; heights 132.3 → 132 px
        let cells = layout.cells()
        expectClose(cells[1].y, 44)
        expectClose(cells[2].y, 265.0 / 3)
        for cell in cells { expectClose(cell.height, 44) }
    }

    @Test func theReleaseDecidesTheRule() {
        #expect(SnappingRule(IOSVersion(13)) == .roundEachFrame)
        #expect(SnappingRule(IOSVersion(15, 4)) == .roundEachFrame)
        #expect(SnappingRule(IOSVersion(16)) == .floorFractions)
        #expect(SnappingRule(IOSVersion(26)) == .floorFractions)
        // a release newer than the catalog knows floors like today's
        #expect(SnappingRule(IOSVersion(27)) == .floorFractions)
    }
}

@Suite("Pixel snapping: exact arithmetic and missing scales")
struct ExactArithmeticTests {
    @Test func exactIsTheDefaultEvenWithAScale() throws {
        for release in [iOS14, iOS17] {
            let layout = try resolve(iPhone8Row, plain(375, 667, scale: 2, iOS: release), items: [5])
            expectClose(layout.cells()[1].x, 0.2244798445859886 * 375)
            #expect(layout.snapping == .exact)
            #expect(layout.snappingRule == nil)
        }
    }

    @Test func snappingWithoutAScaleWarnsAndStaysExact() throws {
        let layout = try snapped(iPhone8Row, plain(375, 667), items: [5])
        expectClose(layout.cells()[1].x, 0.2244798445859886 * 375)
        #expect(layout.snapping == .exact)
        #expect(layout.warnings.map(\.rule) == ["invalid-scale"])
    }
}

/// A 15-pt badge whose origin falls on half pixels at @3x.
private let badgeAtHalfPixels = """
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
    """

/// Full-width rows estimated at 44.1 pt, one per group.
private let estimatedRows = """
    name: t
    section:
      group:
        layout: horizontal
        size: {width: fractionalWidth(1), height: estimated(44.1)}
        subitems:
          - item: {size: {width: fractionalWidth(1), height: estimated(44.1)}}
    """

/// Items 0.3 wide, 5.2 pt apart.
private let spacedRow = """
    name: t
    section:
      group:
        layout: horizontal
        size: {width: fractionalWidth(1), height: absolute(50)}
        interItemSpacing: fixed(5.2)
        subitems:
          - item: {size: {width: fractionalWidth(0.3), height: fractionalHeight(1)}}
    """

/// A count group of three, 10 pt apart.
private let countOfThree = """
    name: t
    section:
      group:
        layout: horizontal
        size: {width: fractionalWidth(1), height: absolute(100)}
        interItemSpacing: fixed(10)
        subitem: {item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}}
        count: 3
    """

/// Issue 9's carousel: an orthogonal row with insets 20 and a count group of three.
private let carousel = """
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
    """

/// One item 0.7 wide in a 5-pt-inset section.
private let seventyPercent = """
    name: t
    section:
      contentInsets: {leading: 5, trailing: 5}
      group:
        layout: horizontal
        size: {width: fractionalWidth(1), height: absolute(100)}
        subitems:
          - item: {size: {width: fractionalWidth(0.7), height: fractionalHeight(1)}}
    """

@Suite("Pixel snapping of list metrics and pinned items, under both rules")
struct ListAndPinningSnappingTests {
    private let insetGroupedWithHeader = """
        name: t
        section:
          list: {appearance: insetGrouped, headerMode: supplementary}
        """

    private func window(scale: Double, _ release: IOSVersion) -> LayoutEnvironment {
        LayoutEnvironment(width: 300, height: 500, layoutMargins: EdgeInsets(left: 16, right: 16), displayScale: scale, iOSVersion: release)
    }

    @Test(arguments: [iOS14, iOS17])
    func theTitledHeaderAtTwoAndThreeTimes(_ release: IOSVersion) throws {
        // The header is estimated at 116 px / 3 = 38.667 pt, 268 wide at x 16 (the margins).
        // @3x: 116 px whatever the rule; rows at 38.667 and 38.667 + 44 = 82.667 (116 + 132 px).
        let three = try snapped(insetGroupedWithHeader, window(scale: 3, release), items: [2])
        expectRect(three.kind(ListElementKind.header).first?.frame, R(16, 0, 268, 116.0 / 3))
        expectClose(three.cell(0, 1)?.y, 248.0 / 3)
        // @2x: 38.667 = 77.333 px → 77 px = 38.5 on iOS 16+ (rounded where it is sized; rows
        // follow at 38.5 and 82.5) and on iOS 14 (the exact 38.667 and 82.667 rounded on their
        // own: 77.33 → 77, 165.33 → 165 px): the two rules agree here.
        let two = try snapped(insetGroupedWithHeader, window(scale: 2, release), items: [2])
        expectRect(two.kind(ListElementKind.header).first?.frame, R(16, 0, 268, 38.5))
        expectRect(two.cell(0, 0), R(16, 38.5, 268, 44))
        expectRect(two.cell(0, 1), R(16, 82.5, 268, 44))
    }

    @Test(arguments: [iOS14, iOS17])
    func aPinnedHeaderIsRoundedWhereItIsReported(_ release: IOSVersion) throws {
        let plainList = """
            name: t
            section:
              list: {appearance: plain, headerMode: supplementary}
            """
        // The 28-pt header pins to the visible top: at offset 50.3 it sits at 50.3 (the section
        // ends at 28 + 3 × 44 = 160, so 160 − 28 = 132 does not clamp it); reported @2x: 100.6 px
        // → 101 px = 50.5; @3x: 150.9 px → 151 px.
        for (scale, pixels) in [(2.0, 101.0), (3.0, 151.0)] {
            let environment = LayoutEnvironment(width: 393, height: 852, displayScale: scale, iOSVersion: release)
            let layout = try snapped(plainList, environment, items: [3])
            let header = layout.elements(in: R(0, 50.3, 393, 852), scrollOffset: 50.3).first { $0.elementKind == ListElementKind.header }
            expectClose(header?.frame.y, pixels / scale)
            expectClose(header?.frame.height, 28)
        }
    }
}
