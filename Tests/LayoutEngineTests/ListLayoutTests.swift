import LayoutModel
import Testing

@testable import LayoutEngine

@Suite("List configurations: appearances and header modes")
struct ListLayoutTests {
    /// An iPhone-15-like portrait environment without safe-area top/bottom (they do not affect
    /// a vertical layout) and without a scale (exact arithmetic): margins 20, as on every @3x
    /// iPhone render.
    private let phone = LayoutEnvironment(width: 393, height: 852, layoutMargins: EdgeInsets(top: 0, left: 20, bottom: 0, right: 20))

    private func list(_ configuration: String, items: [Int] = [3], data: LayoutData? = nil) throws -> ResolvedLayout {
        let definition = try definition(
            """
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

    @Test func headerTopPaddingPutsItsPointsAboveTheHeader() throws {
        let layout = try list("{appearance: plain, headerMode: supplementary, headerTopPadding: 10}")
        // The header's slot is 10 + 28: the header sits 10 down, the first row after the slot.
        expectRect(layout.kind(ListElementKind.header).first?.frame, R(0, 10, 393, 28))
        expectRect(layout.cell(0, 0), R(0, 38, 393, 44))
        // 38 + 3 rows of 44
        expectClose(layout.contentSize.height, 170)
    }

    @Test func headerTopPaddingPadsNothingWithoutASupplementaryHeader() throws {
        let layout = try list("{appearance: plain, headerMode: firstItemInSection, headerTopPadding: 10}")
        expectRect(layout.cell(0, 0), R(0, 0, 393, 44))
        let negative = LayoutDocument.check("name: t\nsection:\n  list: {headerTopPadding: -4}", lint: false)
        #expect(negative.definition == nil)
        #expect(negative.diagnostics.map(\.description).contains { $0.contains("headerTopPadding") && $0.contains("must be ≥ 0, got -4") })
    }

    /// The grouped section spacing without a scale: 17.5 pt (docs/layout-rules.md, Lists).
    private let spacing = 17.5
    /// 116 px at @3x: a titled grouped-style header observed on device (§19.6).
    private let header = 116.0 / 3

    @Test func groupedSpacingIsSeventeenAndAHalfPointsOnThePixelGrid() {
        // 17.5 × 3 = 52.5 px rounds (halves up) to 53 px = 17.667 pt, the iOS 14.4 renders' value;
        // 17.5 × 2 = 35 px is already whole; at @1x 17.5 rounds to 18.
        expectClose(ListMetrics.groupedSectionSpacing(scale: 3), 53.0 / 3)
        expectClose(ListMetrics.groupedSectionSpacing(scale: 2), 17.5)
        expectClose(ListMetrics.groupedSectionSpacing(scale: 1), 18)
        expectClose(ListMetrics.groupedSectionSpacing(scale: nil), 17.5)
        expectClose(ListMetrics.groupedSectionSpacing(scale: 0), 17.5)
    }

    @Test func groupedHasOneSpacingAboveAndBelowAHeaderlessSection() throws {
        let layout = try list("{appearance: grouped}")
        // the first row one spacing down; the section ends one spacing below its last row:
        // 17.5 + 3 × 44 + 17.5 = 167
        expectRect(layout.cell(0, 0), R(0, spacing, 393, 44))
        expectClose(layout.contentSize.height, 167)
    }

    @Test func groupedHeaderAndFooterAre38AndTwoThirdsPointsAndNotPinned() throws {
        let layout = try list("{appearance: grouped, headerMode: supplementary, footerMode: supplementary}")
        // header 0..38.667, rows 38.667..170.667 (3 × 44), footer 170.667..209.333; the header
        // and the footer bring their own space, so no spacing above or below (chosen for the footer)
        expectRect(layout.kind(ListElementKind.header).first?.frame, R(0, 0, 393, header))
        expectRect(layout.cell(0, 0), R(0, header, 393, 44))
        expectRect(layout.kind(ListElementKind.footer).first?.frame, R(0, header + 132, 393, header))
        expectClose(layout.contentSize.height, header + 132 + header)
        let atOffset = layout.elements(in: R(0, 20, 393, 852), scrollOffset: 20).first { $0.elementKind == ListElementKind.header }
        #expect(atOffset?.frame.y == 0)
    }

    @Test func groupedHeaderSectionStillHasTheSpacingBelowIt() throws {
        let layout = try list("{appearance: grouped, headerMode: supplementary}")
        // header 0..38.667, rows to 38.667 + 132 = 170.667, then 17.5 below the last row
        expectClose(layout.contentSize.height, header + 132 + spacing)
    }

    @Test func insetGroupedRowsAreInsetByTheLayoutMargins() throws {
        let layout = try list("{appearance: insetGrouped, headerMode: supplementary}")
        // x = 20, width 393 − 40 = 353; header follows the same insets
        expectRect(layout.kind(ListElementKind.header).first?.frame, R(20, 0, 353, header))
        expectRect(layout.cell(0, 0), R(20, header, 353, 44))
    }

    @Test func insetGroupedMatchesTheDeviceRecording() throws {
        // §19.6: a SwiftUI List (UIKit's insetGrouped list) in a 300 × 500 window, margins 16: a
        // titled section, then one without a header.
        let definition = try definition(
            """
            name: t
            sections:
              - list: {appearance: insetGrouped, headerMode: supplementary}
              - list: {appearance: insetGrouped}
            """)
        let window = LayoutEnvironment(width: 300, height: 500, layoutMargins: EdgeInsets(left: 16, right: 16))
        let layout = try LayoutResolver.resolve(definition, environment: window, data: LayoutData(itemCounts: [2, 1]))
        // header 38.67 tall (x 16, 268 wide); rows at x 16, 300 − 32 = 268 wide, 44 high
        expectRect(layout.kind(ListElementKind.header).first?.frame, R(16, 0, 268, header))
        expectRect(layout.cell(0, 0), R(16, header, 268, 44))
        expectRect(layout.cell(0, 1), R(16, header + 44, 268, 44))
        // the next section's first row two spacings below the last row (ends at 38.667 + 88):
        // the first section's below, the second's above; 17.5 each without a scale
        expectRect(layout.cell(1, 0), R(16, header + 88 + 2 * spacing, 268, 44))
        // at @3x each spacing is 53 px: 106 px between the sections, the recording's value, so
        // the row is at 116 + 2 × 132 + 106 = 486 px
        var atThree = window
        atThree.displayScale = 3
        let snapped = try LayoutResolver.resolve(definition, environment: atThree, data: LayoutData(itemCounts: [2, 1]), snapping: .snapped)
        expectClose(snapped.cell(1, 0)?.y, (116.0 + 264 + 106) / 3)
    }

    @Test func sidebarMatchesInsetGroupedGeometry() throws {
        let layout = try list("{appearance: sidebar}")
        expectRect(layout.cell(0, 0), R(20, spacing, 353, 44))
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
