import LayoutModel

/// A device a layout can be resolved for: its screen, the insets UIKit reports for a
/// full-screen collection view on it in each orientation, its traits, and (iPads) the window
/// widths of Split View and Slide Over. `environments` lists every way it is used; the
/// properties below describe the portrait full screen. docs/layout-rules.md (Devices) says where
/// each number comes from.
public struct Device: Sendable, Hashable {
    /// A stable slug, e.g. `iphone-15`.
    public let id: String
    /// The marketing name, e.g. `iPhone 15`.
    public let name: String
    /// Portrait bounds in points.
    public let width: Double
    public let height: Double
    /// `safeAreaInsets` of a full-screen view in portrait.
    public let safeArea: EdgeInsets
    /// `layoutMargins` of a full-screen collection view in portrait (safe area included): the
    /// safe area plus `systemMinimumMargin` at each side.
    public let layoutMargins: EdgeInsets
    /// The system minimum layout margin at the leading and trailing edges of a full-screen
    /// view controller's root view in portrait (`systemMinimumLayoutMargins`), what an
    /// insetGrouped list is inset by beyond the safe area: 20 pt on @3x iPhones and iPads, 16 pt
    /// on @2x iPhones (20 in landscape).
    public var systemMinimumMargin: Double {
        Self.systemMinimumMargin(idiom: idiom, scale: scale, horizontalSizeClass: horizontalSizeClass, orientation: .portrait)
    }
    /// `readableContentGuide` width in portrait, when narrower than the margins (regular width:
    /// 672).
    public let readableContentWidth: Double?
    /// Pixels per point.
    public let scale: Double
    /// `traitCollection.userInterfaceIdiom`.
    public let idiom: UserInterfaceIdiom
    /// Size classes of a full-screen app in portrait: compact × regular on an iPhone, regular ×
    /// regular on an iPad.
    public let horizontalSizeClass: SizeClass
    public let verticalSizeClass: SizeClass
    /// `safeAreaInsets` of a full-screen view in landscape.
    public let landscapeSafeArea: EdgeInsets
    /// The horizontal size class in landscape (regular on Plus and Max iPhones and on iPads).
    public let landscapeHorizontalSizeClass: SizeClass
    /// Split View widths and their horizontal size classes, per orientation (iPads only).
    let splits: [Split]
    /// The Slide Over window's width (iPads only).
    let slideOverWidth: Double?
    /// Other names `named(_:)` accepts.
    let aliases: [String]
    /// The iOS releases of `IOSVersion.known` the device runs, oldest first (it may run older
    /// ones the catalog does not know).
    public let iOSVersions: [IOSVersion]

    /// The newest release the device runs: what it is resolved for unless told otherwise.
    public var newestIOS: IOSVersion { iOSVersions.last ?? .newest }

    /// Whether the device runs this release (its major number).
    public func runs(_ version: IOSVersion) -> Bool {
        iOSVersions.contains { $0.major == version.major }
    }

    /// One Split View window size.
    struct Split: Sendable, Hashable {
        var orientation: Orientation
        var share: WindowArrangement.SplitShare
        var width: Double
        var horizontalSizeClass: SizeClass
    }

    init(
        id: String, name: String, width: Double, height: Double, scale: Double, idiom: UserInterfaceIdiom,
        portraitSafeArea: EdgeInsets, landscapeSafeArea: EdgeInsets, landscapeHorizontalSizeClass: SizeClass,
        iOS: ClosedRange<Int>, splits: [Split] = [], slideOverWidth: Double? = nil, aliases: [String] = []
    ) {
        self.id = id
        self.name = name
        self.width = width
        self.height = height
        self.scale = scale
        self.idiom = idiom
        self.horizontalSizeClass = idiom == .pad ? .regular : .compact
        self.verticalSizeClass = .regular
        self.safeArea = portraitSafeArea
        self.layoutMargins = Self.margins(
            safeArea: portraitSafeArea,
            minimum: Self.systemMinimumMargin(idiom: idiom, scale: scale, horizontalSizeClass: horizontalSizeClass, orientation: .portrait))
        self.readableContentWidth = Self.readableWidth(horizontalSizeClass)
        self.landscapeSafeArea = landscapeSafeArea
        self.landscapeHorizontalSizeClass = landscapeHorizontalSizeClass
        self.splits = splits
        self.slideOverWidth = slideOverWidth
        self.aliases = aliases
        self.iOSVersions = IOSVersion.known.filter { iOS.contains($0.major) }
    }

    /// A full-screen view controller's root view margins: the safe area plus the system minimum
    /// at the sides, nothing more at the top and bottom.
    static func margins(safeArea: EdgeInsets, minimum side: Double) -> EdgeInsets {
        EdgeInsets(top: safeArea.top, left: safeArea.left + side, bottom: safeArea.bottom, right: safeArea.right + side)
    }

    /// `systemMinimumLayoutMargins` at the leading and trailing edges. The renders decide it
    /// where they exist, over Apple's documentation (which gives 16 in compact width): every
    /// @3x iPhone render (375 and 390 pt wide, iOS 14.4 to 18) shows 20 pt (60 px), the @2x one
    /// (375 × 667, portrait) 16 pt. No render shows an iPhone in landscape: 20 there (chosen,
    /// after a third party's note of 20 measured on an iPhone SE in landscape on iOS 26.1).
    /// iPads: 20 in regular width, 16 in compact (Split View, Slide Over) windows (chosen, as
    /// documented).
    static func systemMinimumMargin(
        idiom: UserInterfaceIdiom, scale: Double, horizontalSizeClass: SizeClass,
        orientation: Orientation
    ) -> Double {
        switch idiom {
        case .pad: horizontalSizeClass == .regular ? 20 : 16
        default: scale >= 3 || orientation == .landscape ? 20 : 16
        }
    }

    /// The readable content guide's width at the default text size: 672 pt in regular width,
    /// unlimited (the margins) in compact width.
    static func readableWidth(_ horizontalSizeClass: SizeClass) -> Double? {
        horizontalSizeClass == .regular ? 672 : nil
    }

    /// The devices the catalog knows, smallest first. Sizes, scales and size classes are Apple's
    /// published device specifications; safe areas are what the simulators report (see
    /// docs/layout-rules.md, Devices).
    /// The iOS releases are each model's first and last supported ones, Apple's published
    /// compatibility lists (an iPad's are iPadOS releases).
    public static let all: [Device] = [
        Device(
            id: "iphone-se", name: "iPhone SE (3rd generation)", width: 375, height: 667, scale: 2, idiom: .phone,
            portraitSafeArea: EdgeInsets(top: 20), landscapeSafeArea: .zero, landscapeHorizontalSizeClass: .compact,
            iOS: 15...26, aliases: ["iphone-se-3", "iPhone SE"]),
        // The device of the iOS 13/14 snapping evidence (docs/layout-rules.md): the same screen as
        // the SE, on releases the SE never ran.
        Device(
            id: "iphone-8", name: "iPhone 8", width: 375, height: 667, scale: 2, idiom: .phone,
            portraitSafeArea: EdgeInsets(top: 20), landscapeSafeArea: .zero, landscapeHorizontalSizeClass: .compact,
            iOS: 11...16),
        Device(
            id: "iphone-11-pro", name: "iPhone 11 Pro", width: 375, height: 812, scale: 3, idiom: .phone,
            portraitSafeArea: EdgeInsets(top: 44, bottom: 34), landscapeSafeArea: EdgeInsets(left: 44, bottom: 21, right: 44),
            landscapeHorizontalSizeClass: .compact, iOS: 13...26),
        Device(
            id: "iphone-15", name: "iPhone 15", width: 393, height: 852, scale: 3, idiom: .phone,
            portraitSafeArea: EdgeInsets(top: 59, bottom: 34), landscapeSafeArea: EdgeInsets(left: 59, bottom: 21, right: 59),
            landscapeHorizontalSizeClass: .compact, iOS: 17...26),
        Device(
            id: "iphone-14-plus", name: "iPhone 14 Plus", width: 428, height: 926, scale: 3, idiom: .phone,
            portraitSafeArea: EdgeInsets(top: 47, bottom: 34), landscapeSafeArea: EdgeInsets(left: 47, bottom: 21, right: 47),
            landscapeHorizontalSizeClass: .regular, iOS: 16...26),
        Device(
            id: "iphone-15-pro-max", name: "iPhone 15 Pro Max", width: 430, height: 932, scale: 3, idiom: .phone,
            portraitSafeArea: EdgeInsets(top: 59, bottom: 34), landscapeSafeArea: EdgeInsets(left: 59, bottom: 21, right: 59),
            landscapeHorizontalSizeClass: .regular, iOS: 17...26),
        Device(
            id: "ipad-11", name: "iPad Pro 11-inch", width: 834, height: 1194, scale: 2, idiom: .pad,
            portraitSafeArea: EdgeInsets(top: 24, bottom: 20), landscapeSafeArea: EdgeInsets(top: 24, bottom: 20),
            landscapeHorizontalSizeClass: .regular, iOS: 12...26,
            splits: [
                Split(orientation: .landscape, share: .twoThirds, width: 809, horizontalSizeClass: .regular),
                Split(orientation: .landscape, share: .half, width: 592, horizontalSizeClass: .compact),
                Split(orientation: .landscape, share: .oneThird, width: 375, horizontalSizeClass: .compact),
                Split(orientation: .portrait, share: .twoThirds, width: 504, horizontalSizeClass: .compact),
                Split(orientation: .portrait, share: .oneThird, width: 320, horizontalSizeClass: .compact),
            ],
            slideOverWidth: 320, aliases: ["iPad 11-inch", "ipad-pro-11"]),
        Device(
            id: "ipad-pro-12.9", name: "iPad Pro 12.9-inch", width: 1024, height: 1366, scale: 2, idiom: .pad,
            portraitSafeArea: EdgeInsets(top: 24, bottom: 20), landscapeSafeArea: EdgeInsets(top: 24, bottom: 20),
            landscapeHorizontalSizeClass: .regular, iOS: 12...26,
            splits: [
                Split(orientation: .landscape, share: .twoThirds, width: 981, horizontalSizeClass: .regular),
                Split(orientation: .landscape, share: .half, width: 678, horizontalSizeClass: .regular),
                Split(orientation: .landscape, share: .oneThird, width: 375, horizontalSizeClass: .compact),
                Split(orientation: .portrait, share: .twoThirds, width: 639, horizontalSizeClass: .compact),
                Split(orientation: .portrait, share: .oneThird, width: 375, horizontalSizeClass: .compact),
            ],
            slideOverWidth: 375, aliases: ["iPad 12.9-inch", "ipad-12.9"]),
    ]

    /// The device with this id, name or alias, compared case-insensitively with spaces,
    /// punctuation and dashes treated alike ("iPhone 15", "iphone-15", "IPHONE_15").
    public static func named(_ idOrName: String) -> Device? {
        let wanted = normalizedName(idOrName)
        guard !wanted.isEmpty else { return nil }
        return all.first { device in
            ([device.id, device.name] + device.aliases).contains { normalizedName($0) == wanted }
        }
    }

    /// A name lowercased, with every run of characters other than letters, digits and "." as
    /// one dash.
    static func normalizedName(_ text: String) -> String {
        var result = ""
        var pendingDash = false
        for character in text.lowercased() {
            if character.isLetter || character.isNumber || character == "." {
                if pendingDash && !result.isEmpty { result.append("-") }
                result.append(character)
                pendingDash = false
            } else {
                pendingDash = true
            }
        }
        return result
    }

    /// The environment of a full-screen collection view on this device in portrait, with the
    /// device's `displayScale` (resolve with `PixelSnapping.snapped` to round to its pixels), on
    /// `iOS` (default: the newest release it runs).
    public func environment(direction: LayoutDirection = .leftToRight, iOS: IOSVersion? = nil) -> LayoutEnvironment {
        LayoutEnvironment(
            width: width, height: height, safeArea: safeArea, layoutMargins: layoutMargins,
            readableContentWidth: readableContentWidth, layoutDirection: direction,
            displayScale: scale, horizontalSizeClass: horizontalSizeClass,
            verticalSizeClass: verticalSizeClass, userInterfaceIdiom: idiom, iOSVersion: iOS ?? newestIOS)
    }

    /// Every way this device is used: portrait and landscape full screen, then (iPads) each
    /// Split View width in landscape and in portrait, and Slide Over in both orientations.
    public var environments: [DeviceEnvironment] {
        var result = Orientation.allCases.map { DeviceEnvironment(device: self, orientation: $0, arrangement: .fullScreen) }
        for split in splits {
            result.append(DeviceEnvironment(device: self, orientation: split.orientation, arrangement: .splitView(split.share)))
        }
        if slideOverWidth != nil {
            result += Orientation.allCases.map { DeviceEnvironment(device: self, orientation: $0, arrangement: .slideOver) }
        }
        return result
    }
}
