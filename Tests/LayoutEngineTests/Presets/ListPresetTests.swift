import LayoutModel
import Testing

@testable import LayoutEngine

// List presets. List metrics (docs/layout-rules.md, Lists): rows full width, estimated(44);
// plain, grouped and sidebarPlain run edge to edge within the safe area; insetGrouped and sidebar
// use the layout margins (20 pt on @3x iPhones and iPads, 16 on @2x iPhones); grouped,
// insetGrouped and sidebar sections have the section spacing S (17.5 pt on the pixel grid: 53 px
// = 17.667 pt at @3x, 17.5 at @2x) above them without a supplementary header and below them
// without a supplementary footer; headerMode firstItemInSection has the geometry of none;
// supplementary headers/footers are estimated 28 (plain, sidebarPlain) or 116 px / 3 = 38.667.
// Most tests run on an iPhone 15: 393 × 852 @3x, safe area 59/34 (top/bottom only), margins 20,
// resolved exactly (the spacing is still the @3x one: the scale is the environment's).

@Suite("Presets: lists")
struct ListPresetTests {
    private func iPhone15() throws -> LayoutEnvironment {
        try #require(Device.named("iphone-15")).environment()
    }

    // MARK: list

    /// A group-based list: 390 × 44 rows (absolute), no insets.
    @Test func list() throws {
        let layout = try Preset.resolve("list", phone390, [5])
        expectFrame(layout.item(0, 0), 0, 0, 390, 44)
        expectFrame(layout.item(0, 1), 0, 44, 390, 44)
        expectFrame(layout.item(0, 4), 0, 176, 390, 44)  // 4 × 44
        expectContentSize(layout, 390, 220)  // 5 × 44
    }

    // MARK: list-custom-cells

    /// A plain list: rows 390 × estimated 44; item 2 measured at 60 pt.
    @Test func listCustomCells() throws {
        let data = LayoutData(sections: [.init(itemCount: 9, measuredItems: [2: MeasuredSize(height: 60)])])
        let layout = try Preset.resolve("list-custom-cells", phone390, data: data)
        expectFrame(layout.item(0, 0), 0, 0, 390, 44)
        expectFrame(layout.item(0, 1), 0, 44, 390, 44)
        expectFrame(layout.item(0, 2), 0, 88, 390, 60)
        expectFrame(layout.item(0, 3), 0, 148, 390, 44)  // 88 + 60
        expectFrame(layout.item(0, 8), 0, 368, 390, 44)  // 148 + 5 × 44
        #expect(layout.elements(ofKind: ListElementKind.header).isEmpty)
        expectContentSize(layout, 390, 412)  // 368 + 44
    }

    // MARK: list-inset-grouped

    /// insetGrouped: rows x = 20, width 393 − 2 × 20 = 353; S = 17.667 above the first row of
    /// each section and below its last; interSectionSpacing 0.
    @Test func listInsetGrouped() throws {
        let layout = try Preset.resolve("list-inset-grouped", try iPhone15(), [3, 2])
        expectFrame(layout.item(0, 0), 20, 17.666667, 353, 44)
        expectFrame(layout.item(0, 1), 20, 61.666667, 353, 44)
        expectFrame(layout.item(0, 2), 20, 105.666667, 353, 44)
        // section 0: 0 … 105.667 + 44 + 17.667 = 167.333, across the margins
        expectFrame(layout.sections[0].frame, 20, 0, 353, 167.333333)
        expectFrame(layout.item(1, 0), 20, 185, 353, 44)  // 167.333 + 17.667
        expectFrame(layout.item(1, 1), 20, 229, 353, 44)
        expectContentSize(layout, 393, 290.666667)  // 229 + 44 + 17.667
    }

    // MARK: list-appearance-*

    /// plain with firstItemInSection: edge to edge (the iPhone's side safe area is 0), no padding,
    /// no boundary items; 4 rows per section → 176 per section.
    @Test func listAppearancePlain() throws {
        try expectEdgeToEdgeUnpadded("list-appearance-plain")
    }

    /// sidebarPlain: the same geometry as plain.
    @Test func listAppearanceSidebarPlain() throws {
        try expectEdgeToEdgeUnpadded("list-appearance-sidebar-plain")
    }

    /// grouped: edge to edge, S = 17.667 above and below each section (firstItemInSection is not
    /// a supplementary header) → each section 17.667 + 4 × 44 + 17.667 = 211.333.
    @Test func listAppearanceGrouped() throws {
        try expectPadded("list-appearance-grouped", x: 0, width: 393)
    }

    /// insetGrouped: margins (x 20, width 353) and the spacing.
    @Test func listAppearanceInsetGrouped() throws {
        try expectPadded("list-appearance-inset-grouped", x: 20, width: 353)
    }

    /// sidebar: margins (x 20, width 353) and the spacing.
    @Test func listAppearanceSidebar() throws {
        try expectPadded("list-appearance-sidebar", x: 20, width: 353)
    }

    private func expectEdgeToEdgeUnpadded(_ name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let layout = try Preset.resolve(name, try iPhone15(), [4, 4], sourceLocation: sourceLocation)
        expectFrame(layout.item(0, 0), 0, 0, 393, 44, sourceLocation: sourceLocation)  // the "header" item is a row
        expectFrame(layout.item(0, 1), 0, 44, 393, 44, sourceLocation: sourceLocation)
        expectFrame(layout.item(0, 3), 0, 132, 393, 44, sourceLocation: sourceLocation)  // 3 × 44
        expectFrame(layout.item(1, 0), 0, 176, 393, 44, sourceLocation: sourceLocation)  // 4 × 44
        expectFrame(layout.item(1, 3), 0, 308, 393, 44, sourceLocation: sourceLocation)  // 176 + 132
        #expect(layout.elements(ofKind: ListElementKind.header).isEmpty, sourceLocation: sourceLocation)
        #expect(layout.elements(ofKind: ListElementKind.footer).isEmpty, sourceLocation: sourceLocation)
        expectContentSize(layout, 393, 352, sourceLocation: sourceLocation)  // 2 × 176
    }

    private func expectPadded(_ name: String, x: Double, width: Double, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let layout = try Preset.resolve(name, try iPhone15(), [4, 4], sourceLocation: sourceLocation)
        expectFrame(layout.item(0, 0), x, 17.666667, width, 44, sourceLocation: sourceLocation)
        expectFrame(layout.item(0, 1), x, 61.666667, width, 44, sourceLocation: sourceLocation)
        expectFrame(layout.item(0, 3), x, 149.666667, width, 44, sourceLocation: sourceLocation)  // 17.667 + 3 × 44
        // section 1 at 211.333: first row S below, at 229
        expectFrame(layout.item(1, 0), x, 229, width, 44, sourceLocation: sourceLocation)
        expectFrame(layout.item(1, 3), x, 361, width, 44, sourceLocation: sourceLocation)  // 229 + 132
        #expect(layout.elements(ofKind: ListElementKind.header).isEmpty, sourceLocation: sourceLocation)
        expectContentSize(layout, 393, 422.666667, sourceLocation: sourceLocation)  // 2 × 211.333
    }

    // MARK: outline-sidebar

    /// A sidebar list of 6 rows: margins (x 20, width 353), S = 17.667 above and below.
    @Test func outlineSidebar() throws {
        let layout = try Preset.resolve("outline-sidebar", try iPhone15(), [6])
        expectFrame(layout.item(0, 0), 20, 17.666667, 353, 44)
        expectFrame(layout.item(0, 5), 20, 237.666667, 353, 44)  // 17.667 + 5 × 44
        expectContentSize(layout, 393, 299.333333)  // 237.667 + 44 + 17.667
    }

    /// On an iPad 11-inch (834 wide @2x, margins 20): rows x 20, width 834 − 40 = 794; S at @2x
    /// is 35 px = 17.5.
    @Test func outlineSidebarOnIPad() throws {
        let iPad = try #require(Device.named("ipad-11")).environment()
        let layout = try Preset.resolve("outline-sidebar", iPad, [6])
        expectFrame(layout.item(0, 0), 20, 17.5, 794, 44)
        expectFrame(layout.item(0, 5), 20, 237.5, 794, 44)  // 17.5 + 5 × 44
        expectContentSize(layout, 834, 299)  // 237.5 + 44 + 17.5
    }

    // MARK: seed-list-inset-grouped-header-footer

    /// insetGrouped with headerMode and footerMode supplementary, then the section's own
    /// boundary items assigned: as in UIKit, they replace the list's header and footer (a 0 pt
    /// header, a 10 pt footer). headerMode and footerMode supplementary mean no grouped section
    /// spacing above or below, so nothing sits above the first row: the seed article's "no top
    /// gap". supplementaryContentInsetsReference none → boundary items measure from the bounds:
    /// 393 wide at x = 0. Rows follow the margins (insetGrouped): x 20, width 393 − 2·20 = 353.
    @Test func seedListInsetGroupedHeaderFooter() throws {
        let layout = try Preset.resolve("seed-list-inset-grouped-header-footer", try iPhone15(), [2, 1])
        let header = "section-header-element-kind"
        let footer = "section-footer-element-kind"
        #expect(layout.element(ListElementKind.header, 0) == nil)
        #expect(layout.element(ListElementKind.footer, 0) == nil)
        expectFrame(layout.element(header, 0), 0, 0, 393, 0)
        // header extends by 0 → first row at y 0; rows 44 (estimated list row height)
        expectFrame(layout.item(0, 0), 20, 0, 353, 44)
        expectFrame(layout.item(0, 1), 20, 44, 353, 44)
        // content bottom 2·44 = 88; footer at 88 + s.B (0)
        expectFrame(layout.element(footer, 0), 0, 88, 393, 10)
        // section 1 starts at 88 + 10 = 98
        expectFrame(layout.element(header, 1), 0, 98, 393, 0)
        expectFrame(layout.item(1, 0), 20, 98, 353, 44)
        expectFrame(layout.element(footer, 1), 0, 142, 393, 10)
        #expect(layout.element(header, 0)?.zIndex == 1)
        // 142 + 10 = 152
        expectContentSize(layout, 393, 152)
    }
}
