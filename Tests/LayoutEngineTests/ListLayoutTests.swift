import Testing
import LayoutModel
@testable import LayoutEngine

@Suite("List configurations: appearances and header modes")
struct ListLayoutTests {
    /// An iPhone-15-like portrait environment without safe-area top/bottom (they do not affect
    /// a vertical layout): margins 16.
    private let phone = LayoutEnvironment(width: 393, height: 852, layoutMargins: EdgeInsets(top: 0, left: 16, bottom: 0, right: 16))

    private func list(_ configuration: String, items: [Int] = [3], data: LayoutData? = nil) throws -> ResolvedLayout {
        let definition = try definition("""
        name: t
        section:
          list: \(configuration)
        """)
        return try LayoutResolver.resolve(definition, environment: phone, data: data ?? LayoutData(itemCounts: items))
    }

    @Test func plainRowsAre44PointsEdgeToEdge() throws {
        let layout = try list("{appearance: plain}", items: [94])
        expectRect(layout.cell(0, 1), R(0, 44, 393, 44))
        // IBP's list test on UIKit: 94 rows → 44 × 94 = 4136
        expectClose(layout.contentSize.height, 4136)
    }

    @Test func plainHeaderIsA28PointPinnedHeaderOfUIKitsKind() throws {
        let layout = try list("{appearance: plain, headerMode: supplementary}")
        let header = try #require(layout.kind(ListElementKind.header).first)
        expectRect(header.frame, R(0, 0, 393, 28))
        expectRect(layout.cell(0, 0), R(0, 28, 393, 44))
        // pinned: at offset 50 it sits at 50 (section 28 + 132 = 160 → clamp 160 − 28 = 132)
        let pinned = layout.elements(in: R(0, 50, 393, 852), scrollOffset: 50).first { $0.elementKind == ListElementKind.header }
        #expect(pinned?.frame.y == 50)
    }

    @Test func groupedStartsThirtyFivePointsDownWithoutHeader() throws {
        let layout = try list("{appearance: grouped}")
        expectRect(layout.cell(0, 0), R(0, 35, 393, 44))
    }

    @Test func groupedHeaderAndFooterAre38PointsAndNotPinned() throws {
        let layout = try list("{appearance: grouped, headerMode: supplementary, footerMode: supplementary}")
        // header 0..38, rows 38..170, footer 170..208
        expectRect(layout.kind(ListElementKind.header).first?.frame, R(0, 0, 393, 38))
        expectRect(layout.cell(0, 0), R(0, 38, 393, 44))
        expectRect(layout.kind(ListElementKind.footer).first?.frame, R(0, 170, 393, 38))
        let atOffset = layout.elements(in: R(0, 20, 393, 852), scrollOffset: 20).first { $0.elementKind == ListElementKind.header }
        #expect(atOffset?.frame.y == 0)
    }

    @Test func insetGroupedRowsAreInsetByTheLayoutMargins() throws {
        let layout = try list("{appearance: insetGrouped, headerMode: supplementary}")
        // x = 16, width 393 − 32 = 361; header follows the same insets
        expectRect(layout.kind(ListElementKind.header).first?.frame, R(16, 0, 361, 38))
        expectRect(layout.cell(0, 0), R(16, 38, 361, 44))
    }

    @Test func sidebarMatchesInsetGroupedGeometry() throws {
        let layout = try list("{appearance: sidebar}")
        expectRect(layout.cell(0, 0), R(16, 35, 361, 44))
    }

    @Test func sidebarPlainIsEdgeToEdgeWithoutPadding() throws {
        let layout = try list("{appearance: sidebarPlain}")
        expectRect(layout.cell(0, 0), R(0, 0, 393, 44))
    }

    @Test func firstItemInSectionHeaderModeKeepsTheHeaderAsARow() throws {
        let layout = try list("{appearance: plain, headerMode: firstItemInSection}")
        #expect(layout.kind(ListElementKind.header).isEmpty)
        expectRect(layout.cell(0, 0), R(0, 0, 393, 44))
        #expect(layout.cells().count == 3)
    }

    @Test func measuredRowsReplaceTheEstimate() throws {
        let data = LayoutData(sections: [.init(itemCount: 3, measuredItems: [1: MeasuredSize(height: 60)])])
        let layout = try list("{appearance: plain}", data: data)
        // 0..44, 44..104, 104..148
        #expect(layout.cells().map(\.y) == [0, 44, 104])
        expectClose(layout.contentSize.height, 148)
    }
}
