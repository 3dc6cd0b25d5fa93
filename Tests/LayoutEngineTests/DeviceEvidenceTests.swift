import LayoutModel
import Testing

@testable import LayoutEngine

// The rules of layout-semantics.md §19 (simulator renders of plain UIKit layouts), each with
// the worked example and the variations that pin the rule down. Expected frames are
// derived by hand from the rule; the comments show the arithmetic.

@Suite("§19.1 Section insets and the group's fractional container")
struct SectionInsetsContainerEvidenceTests {
    @Test func verticalSectionFractionalHeightMeasuresTheContainerHeight() throws {
        let layout = try resolve(
            """
            name: t
            section:
              contentInsets: 10
              group:
                layout: horizontal
                size: {width: fractionalWidth(1.0), height: fractionalHeight(0.5)}
                subitems:
                  - item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}
            """, plain(393, 700), items: [2])
        // width: 393 − 10 − 10 = 373 (insets across the scroll axis shrink it);
        // height: 0.5 × 700 = 350 (before: 0.5 × (700 − 20) = 340); offset by the insets to (10, 10)
        expectRect(layout.cell(0, 0), R(10, 10, 373, 350))
        // the next group follows at 10 + 350; the section is 10 + 2 × 350 + 10 = 720 tall
        expectRect(layout.cell(0, 1), R(10, 360, 373, 350))
        expectClose(layout.contentSize.height, 720)
    }

    @Test func orthogonalRowFractionalWidthMeasuresTheContainerWidth() throws {
        let layout = try resolve(
            """
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
            """, plain(393, 852), items: [4])
        // group 0.9 × 393 = 353.7 wide (before: 0.9 × (393 − 40) = 317.7); items
        // (353.7 − 2 × 10) / 3 = 111.2333… wide at x = 20, 20 + 121.2333 = 141.2333, 262.4667
        // (before: 99.23 wide), y = the top inset 20
        let width = (353.7 - 20) / 3
        expectRect(layout.cell(0, 0), R(20, 20, width, 120))
        expectRect(layout.cell(0, 1), R(20 + width + 10, 20, width, 120))
        expectRect(layout.cell(0, 2), R(20 + 2 * (width + 10), 20, width, 120))
        // the second group starts after the first: 20 + 353.7 (no interGroupSpacing)
        expectRect(layout.cell(0, 3), R(373.7, 20, width, 120))
        // row extent 20 + 2 × 353.7 + 20 = 747.4
        expectClose(layout.sections[0].orthogonal?.contentLength, 747.4)
    }

    @Test func orthogonalRowTopAndBottomInsetsStillShrinkFractionalHeight() throws {
        let layout = try resolve(
            """
            name: t
            section:
              orthogonalScrollingBehavior: continuous
              contentInsets: {top: 20, leading: 10, bottom: 20, trailing: 10}
              group:
                layout: horizontal
                size: {width: fractionalWidth(0.5), height: fractionalHeight(0.5)}
                subitems:
                  - item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}
            """, plain(393, 700), items: [1])
        // across the row: 0.5 × (700 − 40) = 330; along it: 0.5 × 393 = 196.5
        expectRect(layout.cell(0, 0), R(10, 20, 196.5, 330))
    }

    @Test func horizontalLayoutsSwapTheAxes() throws {
        let layout = try resolve(
            """
            name: t
            configuration: {scrollDirection: horizontal}
            section:
              contentInsets: 10
              group:
                layout: vertical
                size: {width: fractionalWidth(0.5), height: fractionalHeight(1)}
                subitems:
                  - item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}
            """, plain(400, 800), items: [2])
        // the groups advance along x: fractionalWidth measures the container's 400 → 200;
        // fractionalHeight measures 800 − 20 = 780 across it
        expectRect(layout.cell(0, 0), R(10, 10, 200, 780))
        expectRect(layout.cell(0, 1), R(210, 10, 200, 780))
    }

    @Test func theContainerIsStillLessTheReferenceInsetsAcrossTheScrollAxis() throws {
        let definition = try definition(
            """
            name: t
            section:
              orthogonalScrollingBehavior: continuous
              contentInsets: {leading: 20, trailing: 20}
              group:
                layout: horizontal
                size: {width: fractionalWidth(0.5), height: absolute(50)}
                subitems:
                  - item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}
            """)
        // A 48-pt safe area on each side (a landscape phone): the container is 852 − 96 = 756,
        // so the group is 0.5 × 756 = 378 at x = 48 + 20 (chosen: no render had reference
        // insets along the row)
        let environment = LayoutEnvironment(width: 852, height: 393, safeArea: EdgeInsets(left: 48, right: 48))
        let layout = try LayoutResolver.resolve(definition, environment: environment, data: LayoutData(itemCounts: [1]))
        expectRect(layout.cell(0, 0), R(68, 0, 378, 50))
    }
}

@Suite("§19.2 Count groups: the children's container less the gaps")
struct CountGroupContainerEvidenceTests {
    @Test func aCrossDimensionThatIsAFractionOfTheMainAxisLosesTheGaps() throws {
        let layout = try resolve(
            """
            name: t
            section:
              group:
                layout: horizontal
                size: {width: absolute(320), height: absolute(100)}
                contentInsets: {leading: 10, trailing: 10}
                interItemSpacing: fixed(12)
                subitem: {item: {size: {width: fractionalWidth(1), height: fractionalWidth(0.3333333333333333)}}}
                count: 3
            """, plain(400, 800), items: [3])
        // content box 320 − 20 = 300; children's container 300 − 2 × 12 = 276 wide;
        // each item (276) / 3 = 92 wide and 1/3 × 276 = 92 high (before: 1/3 × 300 = 100)
        expectRect(layout.cell(0, 0), R(10, 0, 92, 92))
        expectRect(layout.cell(0, 1), R(114, 0, 92, 92))  // 10 + 92 + 12
        expectRect(layout.cell(0, 2), R(218, 0, 92, 92))  // 114 + 104
    }

    @Test func verticalCountGroupsLoseTheGapsFromTheirHeight() throws {
        let layout = try resolve(
            """
            name: t
            section:
              group:
                layout: vertical
                size: {width: absolute(200), height: absolute(300)}
                interItemSpacing: fixed(12)
                subitem: {item: {size: {width: fractionalHeight(0.3333333333333333), height: fractionalHeight(1)}}}
                count: 3
            """, plain(400, 800), items: [3])
        // container 200 × (300 − 24 = 276): each child 92 high, and 1/3 × 276 = 92 wide
        expectRect(layout.cell(0, 0), R(0, 0, 92, 92))
        expectRect(layout.cell(0, 2), R(0, 208, 92, 92))  // 2 × (92 + 12)
    }

    @Test func theCrossAxisKeepsTheWholeContentBox() throws {
        let layout = try resolve(
            """
            name: t
            section:
              group:
                layout: horizontal
                size: {width: absolute(300), height: absolute(100)}
                interItemSpacing: fixed(12)
                subitem: {item: {size: {width: fractionalWidth(1), height: fractionalHeight(0.5)}}}
                count: 3
            """, plain(400, 800), items: [1])
        // heights measure the group's full 100 across its main axis: 50; widths (300 − 24) / 3
        expectRect(layout.cell(0, 0), R(0, 0, 92, 50))
    }

    @Test func nestedGroupsInACountGroupMeasureTheReducedContainer() throws {
        let layout = try resolve(
            """
            name: t
            section:
              group:
                layout: horizontal
                size: {width: absolute(300), height: absolute(200)}
                interItemSpacing: fixed(12)
                subitem:
                  group:
                    layout: vertical
                    size: {width: fractionalWidth(1), height: fractionalWidth(0.5)}
                    subitems:
                      - item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}
                count: 3
            """, plain(400, 800), items: [3])
        // each nested group 92 wide and 0.5 × 276 = 138 high; its item fills it
        expectRect(layout.cell(0, 0), R(0, 0, 92, 138))
        expectRect(layout.cell(0, 1), R(104, 0, 92, 138))
    }

    @Test func repeatingSubitemChildrenStillMeasureTheWholeContentBox() throws {
        let layout = try resolve(
            """
            name: t
            section:
              group:
                layout: horizontal
                size: {width: absolute(300), height: absolute(100)}
                interItemSpacing: fixed(12)
                repeatingSubitem: {item: {size: {width: fractionalWidth(0.3333333333333333), height: fractionalWidth(0.3333333333333333)}}}
                count: 3
            """, plain(400, 800), items: [3])
        // chosen (no render): iOS 16's repeatingSubitem sizes each copy against the content box,
        // 1/3 × 300 = 100 × 100, and they overflow: x = 0, 112, 224
        expectRect(layout.cell(0, 0), R(0, 0, 100, 100))
        expectRect(layout.cell(0, 2), R(224, 0, 100, 100))
    }
}

@Suite("§19.3 Supplementary items on a group anchor inside its contentInsets")
struct GroupSupplementaryEvidenceTests {
    @Test func aTrailingBadgeSitsAtTheInsetEdge() throws {
        let layout = try resolve(
            """
            name: t
            section:
              group:
                layout: horizontal
                size: {width: fractionalWidth(1), height: absolute(100)}
                contentInsets: {trailing: 30}
                supplementaryItems:
                  - elementKind: badge
                    size: {width: absolute(24), height: absolute(40)}
                    containerAnchor: {edges: [trailing], fractionalOffset: [1, 0]}
                subitems:
                  - item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}
            """, plain(393, 852), items: [1])
        // host = (0, 0, 393 − 30, 100) = (0, 0, 363, 100); x = 0 + (363 − 24) × 1 + 1 × 24 = 363
        // (before: 393); y centred: (100 − 40) × 0.5 + 0 × 40 = 30
        let badge = try #require(layout.kind("badge").first)
        expectRect(badge.frame, R(363, 30, 24, 40))
        #expect(badge.indexPath == ElementIndexPath(section: 0, item: 0))
    }

    @Test func fractionalSizesMeasureTheInsetFrame() throws {
        let layout = try resolve(
            """
            name: t
            section:
              group:
                layout: horizontal
                size: {width: absolute(200), height: absolute(100)}
                contentInsets: {top: 10, leading: 20, bottom: 30, trailing: 40}
                supplementaryItems:
                  - elementKind: badge
                    size: {width: fractionalWidth(0.5), height: fractionalHeight(0.5)}
                    containerAnchor: {edges: [top, leading]}
                subitems:
                  - item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}
            """, plain(400, 800), items: [1])
        // host = (20, 10, 200 − 60, 100 − 40) = (20, 10, 140, 60); badge 70 × 30 at its corner
        expectRect(layout.kind("badge").first?.frame, R(20, 10, 70, 30))
    }
}

@Suite("§19.4 An empty section collapses")
struct EmptySectionEvidenceTests {
    private let threeSections = """
        name: t
        configuration: {interSectionSpacing: 10}
        section:
          contentInsets: 10
          decorationItems: [{elementKind: bg, contentInsets: 5}]
          group:
            layout: horizontal
            size: {width: fractionalWidth(1), height: absolute(50)}
            subitems:
              - item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}
        """

    @Test func withoutItemsOrBoundaryItemsItTakesNoLength() throws {
        let layout = try resolve(threeSections, plain(400, 800), items: [1, 0, 1])
        // section 0: 10 + 50 + 10 = 0…70; spacing 10 → section 1 at 80, no insets, no length;
        // spacing 10 still applies → section 2 at 90, its cell at 100; content 90 + 70 = 160
        expectRect(layout.sections[1].frame, R(0, 80, 400, 0))
        expectRect(layout.cell(2, 0), R(10, 100, 380, 50))
        expectClose(layout.contentSize.height, 160)
    }

    @Test func itsBackgroundHasNothingToCover() throws {
        let layout = try resolve(threeSections, plain(400, 800), items: [1, 0, 1])
        let backgrounds = layout.kind("bg").map(\.frame)
        // section 0: (0, 0, 400, 70) inset 5 → (5, 5, 390, 60)
        expectRect(backgrounds[0], R(5, 5, 390, 60))
        // section 1: (0, 80, 400, 0) inset 5 → x 5, width 390, y 85, height −10 → 0
        expectRect(backgrounds[1], R(5, 85, 390, 0))
    }

    @Test func anEmptyListSectionLosesItsTopPadding() throws {
        let layout = try resolve(
            """
            name: t
            section:
              list: {appearance: grouped}
            """, plain(400, 800), items: [1, 0, 1])
        // grouped sections without a header are padded on top; an empty one has no insets:
        // section 1 is as long as nothing, and section 2 starts where section 0 ended
        #expect(layout.sections[1].frame.height == 0)
        #expect(layout.sections[2].frame.minY == layout.sections[0].frame.maxY)
    }

    @Test func anOrthogonalEmptySectionCollapsesToo() throws {
        let layout = try resolve(
            """
            name: t
            section:
              orthogonalScrollingBehavior: continuous
              contentInsets: 20
              boundarySupplementaryItems: [{elementKind: h, size: {width: fractionalWidth(1), height: absolute(30)}, alignment: top}]
              group:
                layout: horizontal
                size: {width: absolute(100), height: absolute(100)}
                subitems:
                  - item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}
            """, plain(400, 800), items: [0])
        // no insets: the header spans the whole 400 and is all there is (30 long); the row has
        // only the (absent) insets: 0 + 0 + 0 + 0
        expectRect(layout.kind("h").first?.frame, R(0, 0, 400, 30))
        expectClose(layout.contentSize.height, 30)
        expectClose(layout.sections[0].orthogonal?.contentLength, 0)
    }
}
