import LayoutModel
import Testing

@testable import LayoutEngine

@Suite("§3.7 custom groups from frame expressions")
struct CustomGroupTests {
    @Test func repeatedFramesUseGroupSizeAndIndex() throws {
        // The staircase: height 120, spacing 8, three items.
        let layout = try resolve(
            """
            name: staircase
            section:
              group:
                layout: custom
                size: {width: fractionalWidth(1), height: absolute(120)}
                repeat:
                  count: 3
                  frame: {x: "i * ((width - 16) / 3 + 8)", y: "i * height / 3", width: "(width - 16) / 3", height: "height / 3"}
            """, plain(400, 800), items: [4])
        // width var = 400: w = 384 / 3 = 128; x_i = i × 136; y_i = i × 40; h = 40
        expectRect(layout.cell(0, 0), R(0, 0, 128, 40))
        expectRect(layout.cell(0, 1), R(136, 40, 128, 40))
        expectRect(layout.cell(0, 2), R(272, 80, 128, 40))
        // item 3 = group 2, frame 0, group at y = 120
        expectRect(layout.cell(0, 3), R(0, 120, 128, 40))
    }

    @Test func framesAreOffsetByGroupInsetsAndKeepTheirZIndex() throws {
        let layout = try resolve(
            """
            name: t
            section:
              group:
                layout: custom
                size: {width: absolute(200), height: absolute(100)}
                contentInsets: {top: 4, leading: 6}
                customItems:
                  - {x: 0, y: 0, width: "width / 2", height: "height", zIndex: 5}
                  - {x: "width / 2", y: 10, width: 20, height: 20}
            """, plain(400, 800), items: [2])
        // width/height = the group size (200 × 100); origin moved by (6, 4)
        let cells = layout.all.filter { $0.category == .cell }
        expectRect(cells[0].frame, R(6, 4, 100, 100))
        #expect(cells[0].zIndex == 5)
        expectRect(cells[1].frame, R(106, 14, 20, 20))
        #expect(cells[1].zIndex == 0)
    }

    @Test func nonFiniteFrameIsAResolveErrorNamingThePath() throws {
        // A fractional width keeps the group's size unknown to validation (which refuses this
        // frame outright for an absolute-sized group), so the resolver meets it: height is
        // 100, so x = width / 0. (`height - height`, zero at every size, validation refuses.)
        let definition = try definition(
            """
            name: t
            section:
              group:
                layout: custom
                size: {width: fractionalWidth(0.5), height: absolute(100)}
                customItems:
                  - {x: "width / (height - 100)", y: 0, width: 10, height: 10}
            """)
        do {
            _ = try LayoutResolver.resolve(definition, environment: plain(400, 800), data: LayoutData(itemCounts: [1]))
            Issue.record("expected an error")
        } catch {
            #expect(error.description.contains("section.group.customItems[0].x"))
        }
    }
}
