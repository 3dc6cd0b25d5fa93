import LayoutModel
import Testing

@testable import LayoutEngine

// Issue 34: lists as the real-UIKit renders lay them out (docs/layout-rules.md, Lists and
// Devices). Every expected number is derived by hand from the rules:
//  • margins: the safe area plus the system minimum, 20 pt on @3x iPhones (every @3x render,
//    iOS 14.4 to 18), 16 pt on @2x (the 375 × 667 @2x render);
//  • grouped-style section spacing S = 17.5 pt on the pixel grid, halves up: 53 px at @3x
//    (17.667 pt, the iOS 14.4 renders), 35 px at @2x (17.5 pt, chosen), above a section without
//    a supplementary header and below one without a supplementary footer;
//  • a grouped-style header is estimated at 116 px / 3 = 38.667 pt (§19.6), rows at 44.
// Frames are snapped as the release does: iOS 16+ rounds absolute and estimated lengths to the
// pixel and accumulates; iOS 13–15 rounds each frame on its own (here every exact value is
// already on the @3x grid, so both agree).

@Suite("Issue 34: inset-grouped lists on the devices' margins")
struct InsetGroupedDeviceListTests {
    /// A titled section of three rows, then a headerless one of one row.
    private let twoSections = """
        name: t
        sections:
          - list: {appearance: insetGrouped, headerMode: supplementary}
          - list: {appearance: insetGrouped}
        """

    private func resolve(on deviceName: String) throws -> ResolvedLayout {
        let device = try #require(Device.named(deviceName))
        return try LayoutResolver.resolve(
            try definition(twoSections), environment: device.environment(),
            data: LayoutData(itemCounts: [3, 1]), snapping: .snapped)
    }

    @Test func iPhone15InsetsTheListTwentyPoints() throws {
        let layout = try resolve(on: "iphone-15")
        // margins 0 + 20 each side (@3x): x 20, width 393 − 2 × 20 = 353 (1059 px, whole)
        // header: estimated 116 px tall at y 0 (a header takes the section's top spacing's place)
        expectRect(layout.kind(ListElementKind.header).first?.frame, R(20, 0, 353, 116.0 / 3))
        // rows of 132 px after the header: 116, 248, 380 px
        expectRect(layout.cell(0, 0), R(20, 116.0 / 3, 353, 44))
        expectRect(layout.cell(0, 1), R(20, 248.0 / 3, 353, 44))
        expectRect(layout.cell(0, 2), R(20, 380.0 / 3, 353, 44))
        // section 0 ends at 512 px plus S = 53 px below it; section 1 has S above its row:
        // 512 + 53 + 53 = 618 px = 206
        expectRect(layout.cell(1, 0), R(20, 206, 353, 44))
        // content: 618 + 132 + 53 (S below the last section) = 803 px
        expectClose(layout.contentSize.height, 803.0 / 3)
    }

    @Test func iPhoneSEInsetsTheListSixteenPoints() throws {
        let layout = try resolve(on: "iphone-se")
        // margins 0 + 16 each side (@2x): x 16, width 375 − 2 × 16 = 343
        // header: 38.667 pt = 77.33 px rounds to 77 px = 38.5
        expectRect(layout.kind(ListElementKind.header).first?.frame, R(16, 0, 343, 38.5))
        // rows of 44 after the header: 38.5, 82.5, 126.5
        expectRect(layout.cell(0, 0), R(16, 38.5, 343, 44))
        expectRect(layout.cell(0, 2), R(16, 126.5, 343, 44))
        // S = 35 px = 17.5 below section 0 (ends 170.5) and above section 1: 170.5 + 35 = 205.5
        expectRect(layout.cell(1, 0), R(16, 205.5, 343, 44))
        // content: 205.5 + 44 + 17.5 = 267
        expectClose(layout.contentSize.height, 267)
    }
}

@Suite("Issue 34: grouped section spacing on iOS 14")
struct GroupedListSpacingTests {
    /// The iOS 14.4 demo app's screen: 390 × 844 @3x (safe area 47 / 34, which a vertical list
    /// does not use), iOS 14: each frame rounded on its own.
    private let screen = LayoutEnvironment(
        width: 390, height: 844, safeArea: EdgeInsets(top: 47, bottom: 34),
        layoutMargins: EdgeInsets(top: 47, left: 20, bottom: 34, right: 20), displayScale: 3, iOSVersion: IOSVersion(14))

    private func resolve(_ yaml: String, items: [Int]) throws -> ResolvedLayout {
        try LayoutResolver.resolve(try definition(yaml), environment: screen, data: LayoutData(itemCounts: items), snapping: .snapped)
    }

    @Test func twoHeaderlessSectionsAreTwoSpacingsApart() throws {
        let layout = try resolve(
            """
            name: t
            sections:
              - list: {appearance: grouped}
              - list: {appearance: grouped}
            """, items: [2, 2])
        // grouped runs edge to edge: x 0, width 390. S = 53 px above the first section's rows:
        // 53 px and 53 + 132 = 185 px
        expectRect(layout.cell(0, 0), R(0, 53.0 / 3, 390, 44))
        expectRect(layout.cell(0, 1), R(0, 185.0 / 3, 390, 44))
        // section 0 ends at 317 px; S below it and S above section 1: 317 + 106 = 423 px = 141
        // (35.333 pt apart, the renders' gap), then 423 + 132 = 555 px = 185
        expectRect(layout.cell(1, 0), R(0, 141, 390, 44))
        expectRect(layout.cell(1, 1), R(0, 185, 390, 44))
        // content: 555 + 132 + 53 = 740 px
        expectClose(layout.contentSize.height, 740.0 / 3)
    }

    @Test func aHeaderSitsOneSpacingBelowThePreviousSectionsLastRow() throws {
        let layout = try resolve(
            """
            name: t
            sections:
              - list: {appearance: grouped, headerMode: supplementary}
              - list: {appearance: grouped, headerMode: supplementary}
            """, items: [2, 2])
        let headers = layout.kind(ListElementKind.header).map(\.frame)
        #expect(headers.count == 2)
        // section 0: its header at 0 (116 px tall, no spacing above a header), rows at 116 and
        // 248 px, ending at 380 px
        expectRect(headers.first, R(0, 0, 390, 116.0 / 3))
        expectRect(layout.cell(0, 0), R(0, 116.0 / 3, 390, 44))
        expectRect(layout.cell(0, 1), R(0, 248.0 / 3, 390, 44))
        // section 1's header S = 53 px below that: 433 px = 144.333; rows at 549 and 681 px
        expectRect(headers.last, R(0, 433.0 / 3, 390, 116.0 / 3))
        expectRect(layout.cell(1, 0), R(0, 183, 390, 44))
        expectRect(layout.cell(1, 1), R(0, 227, 390, 44))
        // content: 681 + 132 + 53 = 866 px
        expectClose(layout.contentSize.height, 866.0 / 3)
    }

    @Test func headerlessSectionsThenOneWithAHeader() throws {
        let layout = try resolve(
            """
            name: t
            sections:
              - list: {appearance: grouped}
              - list: {appearance: grouped}
              - list: {appearance: grouped, headerMode: supplementary}
            """, items: [1, 1, 1])
        // row 0 at S = 53 px; row 1 at 53 + 132 + 53 + 53 = 291 px = 97
        expectRect(layout.cell(0, 0), R(0, 53.0 / 3, 390, 44))
        expectRect(layout.cell(1, 0), R(0, 97, 390, 44))
        // the header S below row 1 (ends 423 px): 476 px; its row at 476 + 116 = 592 px
        expectRect(layout.kind(ListElementKind.header).first?.frame, R(0, 476.0 / 3, 390, 116.0 / 3))
        expectRect(layout.cell(2, 0), R(0, 592.0 / 3, 390, 44))
        // content: 592 + 132 + 53 = 777 px = 259
        expectClose(layout.contentSize.height, 259)
    }
}
