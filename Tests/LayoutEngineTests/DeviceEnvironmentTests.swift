import LayoutModel
import Testing

@testable import LayoutEngine

// The named environments of the device catalogue. Expected numbers come from the device table
// in docs/layout-rules.md (Apple's published sizes and size classes, the simulators' safe areas)
// and its two rules: margins = safe area + the system minimum at the sides (20 on @3x iPhones;
// on @2x iPhones 16 in portrait, 20 in landscape; on iPads 20 in regular width, 16 in compact),
// readable width 672 in regular width.

@Suite("Device environments: orientations, Split View, Slide Over")
struct DeviceEnvironmentTests {
    private func named(_ id: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> DeviceEnvironment {
        try #require(DeviceEnvironment.named(id), "no environment \(id)", sourceLocation: sourceLocation)
    }

    @Test func everyDeviceHasBothOrientationsAndEveryIPadItsWindows() throws {
        // 6 iPhones × 2 orientations + 2 iPads × (2 full screens + 5 splits + 2 slide overs)
        #expect(DeviceEnvironment.all.count == 6 * 2 + 2 * 9)
        let ids = DeviceEnvironment.all.map(\.id)
        #expect(Set(ids).count == ids.count)
        #expect(Array(ids.prefix(2)) == ["iphone-se", "iphone-se-landscape"])
        #expect(
            try #require(Device.named("ipad-11")).environments.map(\.id) == [
                "ipad-11", "ipad-11-landscape",
                "ipad-11-landscape-split-2-3", "ipad-11-landscape-split-1-2", "ipad-11-landscape-split-1-3",
                "ipad-11-split-2-3", "ipad-11-split-1-3",
                "ipad-11-slide-over", "ipad-11-landscape-slide-over",
            ])
    }

    @Test func portraitFullScreenIsTheDevicesOwnEnvironment() throws {
        for device in Device.all {
            let portrait = try named(device.id)
            #expect(portrait.environment() == device.environment(), "\(device.id)")
        }
    }

    @Test func aNotchedIPhoneInLandscapeHasSideSafeAreasAndCompactHeight() throws {
        let phone = try named("iphone-15-landscape")
        let environment = phone.environment()
        // 852 × 393; safe area 0 / 59 / 21 / 59; margins 59 + 20 (@3x) = 79 at the sides
        #expect((environment.width, environment.height) == (852, 393))
        #expect(environment.safeArea == EdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
        #expect(environment.layoutMargins == EdgeInsets(top: 0, left: 79, bottom: 21, right: 79))
        #expect(phone.systemMinimumMargin == 20)
        #expect(environment.readableContentWidth == nil)
        #expect((environment.horizontalSizeClass, environment.verticalSizeClass, environment.userInterfaceIdiom) == (.compact, .compact, .phone))
        #expect(environment.displayScale == 3)
        #expect(phone.name == "iPhone 15, landscape")
    }

    @Test func maxAndPlusIPhonesAreRegularWidthInLandscape() throws {
        let max = try named("iphone-15-pro-max-landscape").environment()
        // 932 × 430; margins 59 + 20 = 79 (@3x); readable 672 (regular width)
        #expect((max.width, max.height, max.horizontalSizeClass, max.verticalSizeClass) == (932, 430, .regular, .compact))
        #expect(max.layoutMargins.left == 79 && max.readableContentWidth == 672)
        let plus = try named("iPhone 14 Plus, landscape").environment()
        // 47 + 20 = 67
        #expect(plus.layoutMargins == EdgeInsets(top: 0, left: 67, bottom: 21, right: 67))
        #expect(plus.horizontalSizeClass == .regular)
    }

    @Test func aHomeButtonIPhoneInLandscapeHasNoSafeArea() throws {
        let se = try named("iphone-se-landscape").environment()
        // the status bar hides in landscape: 667 × 375, margins 0 + 20 (an iPhone in landscape)
        #expect((se.width, se.height) == (667, 375))
        #expect(se.safeArea == .zero)
        #expect(se.layoutMargins == EdgeInsets(top: 0, left: 20, bottom: 0, right: 20))
        // in portrait the @2x minimum is 16: safe area 20 at the top, 16 at the sides
        #expect(try named("iphone-se").layoutMargins == EdgeInsets(top: 20, left: 16, bottom: 0, right: 16))
        #expect((se.horizontalSizeClass, se.verticalSizeClass) == (.compact, .compact))
    }

    @Test func iPadsAreRegularInBothOrientationsFullScreen() throws {
        let landscape = try named("ipad-11-landscape").environment()
        #expect((landscape.width, landscape.height) == (1194, 834))
        #expect(landscape.safeArea == EdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
        #expect(landscape.layoutMargins == EdgeInsets(top: 24, left: 20, bottom: 20, right: 20))
        #expect((landscape.horizontalSizeClass, landscape.verticalSizeClass, landscape.userInterfaceIdiom) == (.regular, .regular, .pad))
        #expect(landscape.readableContentWidth == 672)
    }

    @Test(arguments: [
        // id, width, horizontal size class
        ("ipad-11-landscape-split-2-3", 809.0, SizeClass.regular),
        ("ipad-11-landscape-split-1-2", 592, .compact),
        ("ipad-11-landscape-split-1-3", 375, .compact),
        ("ipad-11-split-2-3", 504, .compact),
        ("ipad-11-split-1-3", 320, .compact),
        ("ipad-pro-12.9-landscape-split-2-3", 981, .regular),
        ("ipad-pro-12.9-landscape-split-1-2", 678, .regular),
        ("ipad-pro-12.9-landscape-split-1-3", 375, .compact),
        ("ipad-pro-12.9-split-2-3", 639, .compact),
        ("ipad-pro-12.9-split-1-3", 375, .compact),
        ("ipad-11-slide-over", 320, .compact),
        ("ipad-pro-12.9-landscape-slide-over", 375, .compact),
    ])
    func windowsHaveTheirWidthAndSizeClass(id: String, width: Double, sizeClass: SizeClass) throws {
        let environment = try named(id).environment()
        #expect(environment.width == width)
        #expect(environment.horizontalSizeClass == sizeClass && environment.verticalSizeClass == .regular)
        // margins 16 in compact width, 20 in regular; the window keeps only the top/bottom safe area
        #expect(environment.layoutMargins.left == (sizeClass == .regular ? 20 : 16))
        #expect(environment.safeArea == EdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
        #expect(environment.readableContentWidth == (sizeClass == .regular ? 672 : nil))
    }

    @Test func splitWindowsAndTheDividerFillTheScreen() throws {
        // wider + 10-pt divider + narrower = the screen: 809 + 10 + 375 = 1194, 592 + 10 + 592,
        // 504 + 10 + 320 = 834, 981 + 10 + 375 = 1366, 678 + 10 + 678, 639 + 10 + 375 = 1024
        for (wide, narrow, screen) in [
            ("ipad-11-landscape-split-2-3", "ipad-11-landscape-split-1-3", 1194.0),
            ("ipad-11-landscape-split-1-2", "ipad-11-landscape-split-1-2", 1194),
            ("ipad-11-split-2-3", "ipad-11-split-1-3", 834),
            ("ipad-pro-12.9-landscape-split-2-3", "ipad-pro-12.9-landscape-split-1-3", 1366),
            ("ipad-pro-12.9-landscape-split-1-2", "ipad-pro-12.9-landscape-split-1-2", 1366),
            ("ipad-pro-12.9-split-2-3", "ipad-pro-12.9-split-1-3", 1024),
        ] {
            #expect(try named(wide).width + 10 + named(narrow).width == screen, "\(wide)")
        }
    }

    @Test func environmentsAreFoundByIdOrName() throws {
        #expect(DeviceEnvironment.named("iPad Pro 11-inch, landscape, Split View 1/3")?.id == "ipad-11-landscape-split-1-3")
        #expect(DeviceEnvironment.named("IPHONE-15-LANDSCAPE")?.orientation == .landscape)
        // a device's name alone is its portrait full screen
        #expect(DeviceEnvironment.named("iPhone SE")?.id == "iphone-se")
        #expect(DeviceEnvironment.named("iphone-15-split-1-3") == nil)
        #expect(DeviceEnvironment.named("") == nil)
    }

    @Test func whenConditionsChooseByTheWindow() throws {
        let definition = try definition(
            """
            name: t
            section:
              oneOf:
                - when: {horizontalSizeClass: regular, userInterfaceIdiom: pad}
                  group: {layout: horizontal, size: {width: fractionalWidth(1), height: absolute(50)}, subitem: {item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}}, count: 4}
                - group: {layout: horizontal, size: {width: fractionalWidth(1), height: absolute(50)}, subitem: {item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}}, count: 2}
            """)
        func resolved(_ id: String) throws -> ResolvedLayout {
            try LayoutResolver.resolve(definition, environment: try named(id).environment(), data: LayoutData(itemCounts: [1]))
        }
        // 2/3 of an 11-inch iPad in landscape is regular: four columns of 809 / 4 = 202.25
        expectRect(try resolved("ipad-11-landscape-split-2-3").cell(0, 0), R(0, 0, 202.25, 50))
        // half of it is compact: two columns of 592 / 2 = 296
        expectRect(try resolved("ipad-11-landscape-split-1-2").cell(0, 0), R(0, 0, 296, 50))
        // half of a 12.9-inch iPad is regular: 678 / 4 = 169.5
        expectRect(try resolved("ipad-pro-12.9-landscape-split-1-2").cell(0, 0), R(0, 0, 169.5, 50))
    }

    @Test func aLandscapeIPhoneKeepsContentInsideItsSafeArea() throws {
        let layout = try LayoutResolver.resolve(
            try definition(
                """
                name: t
                section:
                  group: {layout: horizontal, size: {width: fractionalWidth(1), height: absolute(44)}, subitems: [{item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}}]}
                """), environment: try named("iphone-15-landscape").environment(), data: LayoutData(itemCounts: [1]))
        // safeArea reference: 852 − 59 − 59 = 734 wide at x = 59
        expectRect(layout.cell(0, 0), R(59, 0, 734, 44))
    }
}
