import LayoutModel
import Testing

@testable import LayoutEngine

@Suite("Devices")
struct DeviceTests {
    @Test func devicesAreFoundByIdOrNameCaseInsensitively() throws {
        #expect(Device.named("iPhone 15")?.id == "iphone-15")
        #expect(Device.named("IPHONE-15")?.id == "iphone-15")
        #expect(Device.named("iphone 15 pro max")?.id == "iphone-15-pro-max")
        #expect(Device.named("iPhone SE (3rd generation)")?.id == "iphone-se")
        #expect(Device.named("ipad-pro-12.9")?.width == 1024)
        #expect(Device.named("iPhone 99") == nil)
        #expect(Device.named("") == nil)
    }

    @Test func portraitSizesAndSafeAreasMatchTheDeviceTable() throws {
        let phone = try #require(Device.named("iphone-15"))
        #expect((phone.width, phone.height, phone.safeArea.top, phone.safeArea.bottom, phone.scale) == (393, 852, 59, 34, 3))
        let plus = try #require(Device.named("iPhone 14 Plus"))
        #expect((plus.width, plus.height, plus.safeArea.top) == (428, 926, 47))
        let se = try #require(Device.named("iphone-se"))
        #expect((se.width, se.height, se.safeArea.top, se.scale) == (375, 667, 20, 2))
        let pad = try #require(Device.named("iPad 11-inch"))
        #expect((pad.width, pad.height, pad.safeArea.top, pad.safeArea.bottom) == (834, 1194, 24, 20))
        #expect(Device.all.count == 8)
    }

    @Test func theEvidenceDevicesAndTheReleasesEachRuns() throws {
        let eight = try #require(Device.named("iPhone 8"))
        #expect((eight.width, eight.height, eight.scale, eight.safeArea.top) == (375, 667, 2, 20))
        // iOS 11–16, of which the catalog knows 13–16; resolved on its newest unless told
        #expect(eight.iOSVersions.map(\.major) == [13, 14, 15, 16])
        #expect(eight.newestIOS == IOSVersion(16))
        #expect(eight.environment().iOSVersion == IOSVersion(16))
        #expect(eight.environment(iOS: IOSVersion(14, 4)).iOSVersion == IOSVersion(14, 4))
        let eleven = try #require(Device.named("iphone-11-pro"))
        #expect((eleven.width, eleven.height, eleven.scale, eleven.safeArea.top, eleven.safeArea.bottom) == (375, 812, 3, 44, 34))
        #expect(eleven.iOSVersions.map(\.major) == [13, 14, 15, 16, 17, 18, 26])
        let fifteen = try #require(Device.named("iphone-15"))
        #expect(fifteen.iOSVersions.map(\.major) == [17, 18, 26])
        #expect(fifteen.runs(IOSVersion(17, 4)) && !fifteen.runs(IOSVersion(16)))
        // the SE no longer answers to "iphone-8": the two ran different releases
        #expect(try #require(Device.named("iphone-se")).iOSVersions.first == IOSVersion(15))
    }

    @Test func releasesAreReadAsSystemVersionWritesThem() {
        #expect(IOSVersion(parsing: "17") == IOSVersion(17))
        #expect(IOSVersion(parsing: "17.4") == IOSVersion(17, 4))
        #expect(IOSVersion(parsing: "17.4.1") == IOSVersion(17, 4))
        #expect(IOSVersion(parsing: "iOS 14.5") == IOSVersion(14, 5))
        #expect(IOSVersion(parsing: " 16 ") == IOSVersion(16))
        for bad in ["", "x", "17.", ".4", "0", "1234", "17.4.1.2", "-3", "1e3"] { #expect(IOSVersion(parsing: bad) == nil, "\(bad)") }
        #expect(IOSVersion(17, 4).description == "17.4" && IOSVersion(26).description == "26")
        #expect(IOSVersion.list([IOSVersion(17), IOSVersion(18), IOSVersion(26)]) == "iOS 17, 18 and 26")
        #expect(IOSVersion(19).isKnown == false && IOSVersion(18, 2).isKnown)
    }

    @Test func marginsAre20OnAt3xIPhones16OnAt2xAnd20OnIPads() throws {
        // The renders: every @3x iPhone insets a list 20 pt (60 px) a side, the @2x one 16 pt.
        for id in ["iphone-11-pro", "iphone-15", "iphone-14-plus", "iphone-15-pro-max"] {
            let phone = try #require(Device.named(id))
            #expect(phone.systemMinimumMargin == 20, "\(id)")
            // portrait safe areas have no sides: the margins are the minimum itself
            #expect(phone.layoutMargins.left == 20 && phone.layoutMargins.right == 20, "\(id)")
            #expect(phone.readableContentWidth == nil)
        }
        for id in ["iphone-se", "iphone-8"] {
            let phone = try #require(Device.named(id))
            #expect(phone.layoutMargins.left == 16 && phone.layoutMargins.right == 16, "\(id)")
        }
        // top and bottom margins are the safe area's: iPhone 15 59 / 34
        let fifteen = try #require(Device.named("iphone-15"))
        #expect(fifteen.layoutMargins == EdgeInsets(top: 59, left: 20, bottom: 34, right: 20))
        let pad = try #require(Device.named("ipad-11"))
        #expect(pad.layoutMargins.left == 20 && pad.readableContentWidth == 672)
    }

    @Test func environmentCarriesDirectionAndTheDisplayScale() throws {
        let phone = try #require(Device.named("iphone-15"))
        let environment = phone.environment(direction: .rightToLeft)
        #expect(environment.layoutDirection == .rightToLeft && environment.displayScale == 3)
        #expect(try #require(Device.named("iphone-se")).environment().displayScale == 2)
    }

    @Test func readableContentOnAnIPadIs672Centred() throws {
        let pad = try #require(Device.named("ipad-11"))
        let layout = try LayoutResolver.resolve(
            try definition(
                """
                name: t
                section:
                  contentInsetsReference: readableContent
                  group:
                    layout: horizontal
                    size: {width: fractionalWidth(1), height: absolute(44)}
                    subitems:
                      - item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}
                """), environment: pad.environment(), data: LayoutData(itemCounts: [1]))
        // margins width 834 − 40 = 794; readable 672 → x = 20 + 61 = 81
        expectRect(layout.cell(0, 0), R(81, 0, 672, 44))
    }
}
