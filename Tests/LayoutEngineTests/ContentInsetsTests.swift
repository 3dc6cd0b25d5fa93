import LayoutModel
import Testing

@testable import LayoutEngine

@Suite("§3.5 contentInsets at item, group and section level")
struct ContentInsetsTests {
    @Test func itemInsetsShrinkTheFinalFrameNotTheGroup() throws {
        // Apple's example: three 20 × 20 items with 2 pt insets are 16 × 16, the group unchanged.
        let layout = try resolve(
            """
            name: t
            section:
              group:
                layout: horizontal
                size: {width: absolute(60), height: absolute(20)}
                subitems:
                  - item: {size: {width: absolute(20), height: absolute(20)}, contentInsets: 2}
            """, plain(400, 800), items: [4])
        expectRect(layout.cell(0, 0), R(2, 2, 16, 16))
        expectRect(layout.cell(0, 2), R(42, 2, 16, 16))
        // group height stays 20: item 3 starts group 2 at y = 20 + 2
        expectRect(layout.cell(0, 3), R(2, 22, 16, 16))
    }

    @Test func groupInsetsShrinkTheBoxChildrenAreLaidOutIn() throws {
        let layout = try resolve(
            """
            name: t
            section:
              group:
                layout: horizontal
                size: {width: fractionalWidth(1), height: absolute(100)}
                contentInsets: {top: 5, leading: 10, bottom: 15, trailing: 20}
                subitems:
                  - item: {size: {width: fractionalWidth(0.5), height: fractionalHeight(1)}}
            """, plain(400, 800), items: [3])
        // CB = (400 − 30) × (100 − 20) = 370 × 80 at (10, 5); items 185 × 80
        expectRect(layout.cell(0, 0), R(10, 5, 185, 80))
        expectRect(layout.cell(0, 1), R(195, 5, 185, 80))
        // the group's own frame (100 high) sets the pitch: item 2 at y = 100 + 5
        expectRect(layout.cell(0, 2), R(10, 105, 185, 80))
    }

    @Test func sectionInsetsPlaceTheFirstGroupAndPadTheSection() throws {
        let layout = try resolve(
            """
            name: t
            section:
              contentInsets: {top: 10, leading: 20, bottom: 30, trailing: 40}
              group:
                layout: horizontal
                size: {width: fractionalWidth(1), height: absolute(50)}
                subitems:
                  - item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}
            """, plain(400, 800), items: [2])
        // box width = 400 − 60 = 340; groups at (20, 10) and (20, 60); section = 10 + 100 + 30 = 140
        expectRect(layout.cell(0, 0), R(20, 10, 340, 50))
        expectRect(layout.cell(0, 1), R(20, 60, 340, 50))
        expectClose(layout.contentSize.height, 140)
        expectRect(layout.sections[0].frame, R(0, 0, 400, 140))
        expectRect(layout.sections[0].contentFrame, R(20, 10, 340, 100))
    }

    @Test func itemInsetsAreIgnoredOnEstimatedAxes() throws {
        let layout = try resolve(
            """
            name: t
            section:
              group:
                layout: horizontal
                size: {width: fractionalWidth(1), height: estimated(50)}
                subitems:
                  - item: {size: {width: fractionalWidth(1), height: estimated(50)}, contentInsets: 10}
            """, plain(400, 800), items: [1])
        // width is fractional → inset to (10, 380); height is estimated → insets ignored: (0, 50)
        expectRect(layout.cell(0, 0), R(10, 0, 380, 50))
    }

    @Test func sectionInsetsWiderThanTheContainerAreAResolveError() throws {
        let definition = try definition(
            """
            name: t
            section:
              contentInsets: {leading: 300, trailing: 300}
              group:
                layout: horizontal
                size: {width: fractionalWidth(1), height: absolute(50)}
                subitems:
                  - item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}
            """)
        // 400 − 600 < 0
        #expect(throws: ResolveError.self) {
            try LayoutResolver.resolve(definition, environment: plain(400, 800), data: LayoutData(itemCounts: [1]))
        }
    }

    @Test func sectionInsetsLongerThanTheScrollAxisDoNotShrinkFractionsThere() throws {
        let layout = try resolve(
            """
            name: t
            section:
              contentInsets: {top: 500, bottom: 500}
              group:
                layout: horizontal
                size: {width: fractionalWidth(1), height: fractionalHeight(0.1)}
                subitems:
                  - item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}
            """, plain(400, 800), items: [1])
        // §19.1: fractionalHeight measures the container's 800, not 800 − 1000: 0.1 × 800 = 80 at
        // y = 500; section = 500 + 80 + 500 = 1080; nothing resolves against a negative length
        expectRect(layout.cell(0, 0), R(0, 500, 400, 80))
        expectClose(layout.contentSize.height, 1080)
        #expect(layout.warnings.isEmpty)
    }

    @Test func anOrthogonalRowsInsetsLongerThanTheScrollAxisOnlyWarn() throws {
        let layout = try resolve(
            """
            name: t
            section:
              orthogonalScrollingBehavior: continuous
              contentInsets: {top: 500, bottom: 500}
              group:
                layout: horizontal
                size: {width: absolute(100), height: absolute(50)}
                subitems:
                  - item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}
            """, plain(400, 800), items: [1])
        // Across an orthogonal row the insets still shrink fractions: 800 − 1000 < 0, so they
        // would resolve against 0 (warned); the 50-pt group needs none of it: y = 500, 1050
        expectRect(layout.cell(0, 0), R(0, 500, 100, 50))
        expectClose(layout.contentSize.height, 1050)
        #expect(layout.warnings.contains { $0.rule == "insets-exceed-container" })
    }
}
