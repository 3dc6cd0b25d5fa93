import LayoutModel
import Testing

@testable import LayoutEngine

@Suite("§10 Estimated sizes, with and without measurements")
struct EstimatedSizeTests {
    private let rows = """
        name: t
        section:
          group:
            layout: horizontal
            size: {width: fractionalWidth(1), height: estimated(50)}
            subitems:
              - item: {size: {width: fractionalWidth(1), height: estimated(50)}}
        """

    @Test func unmeasuredItemsUseTheEstimate() throws {
        let layout = try resolve(rows, plain(400, 800), items: [3])
        #expect(layout.cells().map(\.y) == [0, 50, 100])
        expectClose(layout.contentSize.height, 150)
    }

    @Test func measuredItemResizesOnlyItsGroup() throws {
        let data = LayoutData(sections: [.init(itemCount: 3, measuredItems: [1: MeasuredSize(height: 80)])])
        let layout = try LayoutResolver.resolve(try definition(rows), environment: plain(400, 800), data: data)
        // 0..50, 50..130, 130..180
        #expect(layout.cells().map(\.y) == [0, 50, 130])
        expectRect(layout.cell(0, 1), R(0, 50, 400, 80))
        expectClose(layout.contentSize.height, 180)
        #expect(layout.sections[0].groupCount == 3)
    }

    @Test func measuredWidthsRewrapAFlowLayoutPerGroup() throws {
        let definition = try definition(
            """
            name: t
            section:
              group:
                layout: horizontal
                size: {width: fractionalWidth(1), height: absolute(40)}
                subitems:
                  - item: {size: {width: estimated(100), height: fractionalHeight(1)}}
            """)
        // template: 4 × 100 = 400 per group. Item 1 measures 250 wide:
        // group 0: 100 + 250 = 350, + 100 = 450 > 400 → items 0–1; group 1: items 2–5; group 2: item 6
        let data = LayoutData(sections: [.init(itemCount: 7, measuredItems: [1: MeasuredSize(width: 250)])])
        let layout = try LayoutResolver.resolve(definition, environment: plain(400, 800), data: data)
        expectRect(layout.cell(0, 1), R(100, 0, 250, 40))
        expectRect(layout.cell(0, 2), R(0, 40, 100, 40))
        expectRect(layout.cell(0, 5), R(300, 40, 100, 40))
        expectRect(layout.cell(0, 6), R(0, 80, 100, 40))
        #expect(layout.sections[0].groupCount == 3)
        expectClose(layout.contentSize.height, 120)
        #expect(layout.elementCount == 7)
    }

    @Test func estimatedGroupFitsItsChildren() throws {
        let layout = try resolve(
            """
            name: t
            section:
              group:
                layout: vertical
                size: {width: fractionalWidth(1), height: estimated(100)}
                interItemSpacing: fixed(4)
                contentInsets: {top: 3, bottom: 5}
                repeatingSubitem: {item: {size: {width: fractionalWidth(1), height: absolute(30)}}}
                count: 2
            """, plain(400, 800), items: [3])
        // group height = 3 + 30 + 4 + 30 + 5 = 72 (not the 100 estimate); items at 3 and 37
        #expect(layout.cells().map(\.y) == [3, 37, 75])
        expectClose(layout.contentSize.height, 144)
    }

    @Test func estimatedHeaderUsesTheMeasuredHeightOfItsKind() throws {
        let definition = try definition(
            """
            name: t
            section:
              boundarySupplementaryItems:
                - {elementKind: header, size: {width: fractionalWidth(1), height: estimated(44)}, alignment: top}
              group:
                layout: horizontal
                size: {width: fractionalWidth(1), height: absolute(50)}
                subitems:
                  - item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}
            """)
        let data = LayoutData(sections: [.init(itemCount: 1, measuredSupplementaries: ["header": MeasuredSize(height: 70)])])
        let layout = try LayoutResolver.resolve(definition, environment: plain(400, 800), data: data)
        expectRect(layout.kind("header").first?.frame, R(0, 0, 400, 70))
        expectRect(layout.cell(0, 0), R(0, 70, 400, 50))
    }

    @Test func measurementsOnNonEstimatedAxesAreIgnored() throws {
        let data = LayoutData(sections: [.init(itemCount: 2, measuredItems: [0: MeasuredSize(width: 10, height: 10)])])
        let layout = try LayoutResolver.resolve(try definition(nestedGroupsYAML), environment: plain(393, 852), data: data)
        expectRect(layout.cell(0, 0), R(10, 10, 255.1, 320.8))
    }
}

@Suite("§10 uniformAcrossSiblings")
struct UniformAcrossSiblingsTests {
    @Test func siblingsGrowToTheLargestEstimate() throws {
        let layout = try resolve(
            """
            name: t
            section:
              group:
                layout: horizontal
                size: {width: fractionalWidth(1), height: estimated(40)}
                subitems:
                  - item: {size: {width: fractionalWidth(0.5), height: uniformAcrossSiblings(40)}}
                  - item: {size: {width: fractionalWidth(0.5), height: uniformAcrossSiblings(70)}}
            """, plain(400, 800), items: [2])
        // both 70; the group fits them: 70
        expectRect(layout.cell(0, 0), R(0, 0, 200, 70))
        expectRect(layout.cell(0, 1), R(200, 0, 200, 70))
        expectClose(layout.contentSize.height, 70)
    }

    @Test func outermostGroupSharesTheLargestMeasuredSizeAcrossTheSection() throws {
        let definition = try definition(
            """
            name: t
            section:
              group:
                layout: horizontal
                size: {width: fractionalWidth(1), height: estimated(50)}
                subitems:
                  - item: {size: {width: fractionalWidth(0.5), height: uniformAcrossSiblings(50)}}
            """)
        // item 0 measures 80, item 1 60: group 0 → 80; items 2–3 are unmeasured (50) but share
        // the section-wide largest, 80 → rows at 0 and 80, content 160
        let data = LayoutData(sections: [.init(itemCount: 4, measuredItems: [0: MeasuredSize(height: 80), 1: MeasuredSize(height: 60)])])
        let layout = try LayoutResolver.resolve(definition, environment: plain(400, 800), data: data)
        expectRect(layout.cell(0, 1), R(200, 0, 200, 80))
        expectRect(layout.cell(0, 2), R(0, 80, 200, 80))
        expectClose(layout.contentSize.height, 160)
    }
}
