import LayoutModel
import Testing

@testable import LayoutEngine

@Suite("Group kinds: subitems, count, repeatingSubitem, nesting")
struct GroupKindTests {
    @Test func nestedGroupsPresetPlacesLeadingItemThenTrailingPair() throws {
        // iPhone 15 bounds 393 × 852, no insets (plain environment).
        let layout = try resolve(nestedGroupsYAML, plain(393, 852), items: [6])
        let cells = layout.cells()
        #expect(cells.count == 6)
        // group height = 0.4 × 852 = 340.8; group width 393.
        // leading item slot = 0.7 × 393 = 275.1 × 340.8, inset 10 → (10, 10, 255.1, 320.8)
        expectRect(cells[0], R(10, 10, 255.1, 320.8))
        // trailing group: x = 275.1, width 0.3 × 393 = 117.9, height 340.8; count 2 → each slot
        // 340.8 / 2 = 170.4 high (item's fractionalHeight(0.3) ignored), inset 10:
        // (285.1, 10, 97.9, 150.4) and (285.1, 180.4, 97.9, 150.4)
        expectRect(cells[1], R(285.1, 10, 97.9, 150.4))
        expectRect(cells[2], R(285.1, 180.4, 97.9, 150.4))
        // second group starts at y = 340.8
        expectRect(cells[3], R(10, 350.8, 255.1, 320.8))
        // contentSize height = 2 groups × 340.8 = 681.6
        expectClose(layout.contentSize.height, 681.6)
        #expect(layout.sections[0].groupCount == 2)
    }
}

@Suite("§3.1–3.2 subitems stop at the first misfit; count and repeatingSubitem")
struct GroupFittingTests {
    @Test func subitemsCycleUntilTheBoxIsFull() throws {
        let layout = try resolve(
            """
            name: t
            section:
              group:
                layout: horizontal
                size: {width: fractionalWidth(1), height: absolute(50)}
                subitems:
                  - item: {size: {width: absolute(100), height: fractionalHeight(1)}}
                  - item: {size: {width: absolute(50), height: fractionalHeight(1)}}
            """, plain(400, 800), items: [6])
        // a b a b a: 100 + 50 + 100 + 50 + 100 = 400 ≤ 400; the next b would end at 450
        // x = 0, 100, 150, 250, 300; item 5 starts group 2 as an 'a'
        let cells = layout.cells()
        expectRect(cells[0], R(0, 0, 100, 50))
        expectRect(cells[1], R(100, 0, 50, 50))
        expectRect(cells[2], R(150, 0, 100, 50))
        expectRect(cells[3], R(250, 0, 50, 50))
        expectRect(cells[4], R(300, 0, 100, 50))
        expectRect(cells[5], R(0, 50, 100, 50))
    }

    @Test func noLaterSubitemIsTriedAfterTheFirstMisfit() throws {
        let layout = try resolve(
            """
            name: t
            section:
              group:
                layout: horizontal
                size: {width: fractionalWidth(1), height: absolute(50)}
                subitems:
                  - item: {size: {width: fractionalWidth(0.6), height: fractionalHeight(1)}}
                  - item: {size: {width: fractionalWidth(0.6), height: fractionalHeight(1)}}
                  - item: {size: {width: fractionalWidth(0.3), height: fractionalHeight(1)}}
            """, plain(400, 800), items: [2])
        // a = 240 fits; b would end at 480 > 400, so the group ends: c (120) is never tried.
        // Item 1 is the next group's first child, sized like a: (0, 50, 240, 50)
        expectRect(layout.cell(0, 0), R(0, 0, 240, 50))
        expectRect(layout.cell(0, 1), R(0, 50, 240, 50))
    }

    @Test func twoHalfWidthItemsWithFixedSpacingFitOnlyOnePerGroup() throws {
        let layout = try resolve(
            """
            name: t
            section:
              group:
                layout: horizontal
                size: {width: fractionalWidth(1), height: absolute(44)}
                interItemSpacing: fixed(10)
                subitems:
                  - item: {size: {width: fractionalWidth(0.5), height: fractionalHeight(1)}}
            """, plain(375, 667), items: [2])
        // 187.5 + 10 + 187.5 = 385 > 375 → one item per group
        expectRect(layout.cell(0, 0), R(0, 0, 187.5, 44))
        expectRect(layout.cell(0, 1), R(0, 44, 187.5, 44))
    }

    @Test func countDividesTheInsetBoxEquallyIgnoringTheItemsMainDimension() throws {
        // The seed's two-column list: group abs44, count 2, fixed 10, group insets 0/10/0/10,
        // interGroupSpacing 10, section insets 0/10/20/10; the item's fractionalWidth(0.1) is ignored.
        let layout = try resolve(
            """
            name: two-column
            section:
              interGroupSpacing: 10
              contentInsets: {top: 0, leading: 10, bottom: 20, trailing: 10}
              group:
                layout: horizontal
                size: {width: fractionalWidth(1.0), height: absolute(44)}
                interItemSpacing: fixed(10)
                contentInsets: {top: 0, leading: 10, bottom: 0, trailing: 10}
                subitem: {item: {size: {width: fractionalWidth(0.1), height: fractionalHeight(1.0)}}}
                count: 2
            """, plain(393, 852), items: [3])
        // section box = 393 − 20 = 373; group CB = 373 − 20 = 353; each = (353 − 10) / 2 = 171.5
        // item 0 x = 10 (section) + 10 (group) = 20; item 1 x = 20 + 171.5 + 10 = 201.5
        expectRect(layout.cell(0, 0), R(20, 0, 171.5, 44))
        expectRect(layout.cell(0, 1), R(201.5, 0, 171.5, 44))
        // group 2 at y = 44 + 10 = 54; partial group keeps full height → section = 54 + 44 + 20 = 118
        expectRect(layout.cell(0, 2), R(20, 54, 171.5, 44))
        expectClose(layout.contentSize.height, 118)
    }

    @Test func repeatingSubitemKeepsItsOwnSizeWithoutFitCheck() throws {
        let layout = try resolve(
            """
            name: t
            section:
              group:
                layout: horizontal
                size: {width: absolute(300), height: absolute(44)}
                repeatingSubitem: {item: {size: {width: absolute(100), height: fractionalHeight(1)}}}
                count: 5
            """, plain(400, 800), items: [5])
        // five copies at 100 each, x = 0, 100, …, 400 — overflowing the 300-pt group as documented
        expectRect(layout.cell(0, 4), R(400, 0, 100, 44))
        #expect(layout.sections[0].groupCount == 1)
    }

    @Test func deeplyNestedGroupsNumberLeavesDepthFirst() throws {
        let layout = try resolve(
            """
            name: t
            section:
              group:
                layout: horizontal
                size: {width: absolute(200), height: absolute(100)}
                subitem:
                  group:
                    layout: vertical
                    size: {width: fractionalWidth(0.5), height: fractionalHeight(1)}
                    subitem:
                      group:
                        layout: horizontal
                        size: {width: fractionalWidth(1), height: fractionalHeight(0.5)}
                        subitem: {item: {size: {width: fractionalWidth(0.5), height: fractionalHeight(1)}}}
                        count: 2
                    count: 2
                count: 2
            """, plain(400, 800), items: [8])
        // outer: 2 columns of 100 × 100; each column: 2 rows of 100 × 50; each row: 2 cells 50 × 50
        // depth-first: items 0,1 = column 0 row 0; 2,3 = column 0 row 1; 4..7 = column 1
        expectRect(layout.cell(0, 1), R(50, 0, 50, 50))
        expectRect(layout.cell(0, 2), R(0, 50, 50, 50))
        expectRect(layout.cell(0, 4), R(100, 0, 50, 50))
        expectRect(layout.cell(0, 7), R(150, 50, 50, 50))
    }

    @Test func groupWhereNothingFitsPlacesTheFirstChildAndWarns() throws {
        let layout = try resolve(
            """
            name: t
            section:
              group:
                layout: horizontal
                size: {width: fractionalWidth(1), height: absolute(44)}
                subitems:
                  - item: {size: {width: absolute(500), height: fractionalHeight(1)}}
            """, plain(400, 800), items: [2])
        // 500 > 400: the child is placed anyway, one per group
        expectRect(layout.cell(0, 0), R(0, 0, 500, 44))
        expectRect(layout.cell(0, 1), R(0, 44, 500, 44))
        #expect(layout.warnings.contains { $0.rule == "nothing-fits" && $0.path?.description == "section.group" })
    }

    @Test func countGroupWithoutRoomIsAResolveError() throws {
        let definition = try definition(
            """
            name: t
            section:
              group:
                layout: horizontal
                size: {width: fractionalWidth(0.1), height: absolute(44)}
                interItemSpacing: fixed(30)
                subitem: {item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}}
                count: 3
            """)
        // group width 0.1 × 400 = 40 < 2 gaps × 30 = 60 → "no room for this group"
        #expect(throws: ResolveError.self) {
            try LayoutResolver.resolve(definition, environment: plain(400, 800), data: LayoutData(itemCounts: [1]))
        }
        do {
            _ = try LayoutResolver.resolve(definition, environment: plain(400, 800), data: LayoutData(itemCounts: [1]))
        } catch {
            #expect(error.description.contains("section.group"))
            #expect(error.description.contains("no room"))
        }
    }
}
