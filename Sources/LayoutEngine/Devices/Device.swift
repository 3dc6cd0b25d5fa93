import LayoutModel

/// A device a layout can be resolved for: its portrait point size, the insets UIKit reports
/// for a full-screen collection view on it, and its traits. See docs/layout-rules.md for where each number
/// comes from.
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
    /// `layoutMargins` of a full-screen collection view (safe area included): 16 pt
    /// leading/trailing in compact width, 20 pt in regular width.
    public let layoutMargins: EdgeInsets
    /// `readableContentGuide` width, when narrower than the margins (regular width: 672).
    public let readableContentWidth: Double?
    /// Pixels per point.
    public let scale: Double
    /// `traitCollection.userInterfaceIdiom`.
    public let idiom: UserInterfaceIdiom
    /// Size classes of a full-screen app in portrait: compact × regular on an iPhone, regular ×
    /// regular on an iPad.
    public let horizontalSizeClass: SizeClass
    public let verticalSizeClass: SizeClass
    /// Other names `named(_:)` accepts.
    let aliases: [String]

    init(id: String, name: String, width: Double, height: Double, safeTop: Double, safeBottom: Double,
         regularWidth: Bool, scale: Double, aliases: [String] = []) {
        self.id = id
        self.name = name
        self.width = width
        self.height = height
        self.safeArea = EdgeInsets(top: safeTop, left: 0, bottom: safeBottom, right: 0)
        let side = regularWidth ? 20.0 : 16.0
        self.layoutMargins = EdgeInsets(top: safeTop, left: side, bottom: safeBottom, right: side)
        self.readableContentWidth = regularWidth ? 672 : nil
        self.scale = scale
        self.idiom = regularWidth ? .pad : .phone
        self.horizontalSizeClass = regularWidth ? .regular : .compact
        self.verticalSizeClass = .regular
        self.aliases = aliases
    }

    /// The devices the catalog knows, smallest first.
    public static let all: [Device] = [
        Device(id: "iphone-se", name: "iPhone SE (3rd generation)", width: 375, height: 667, safeTop: 20, safeBottom: 0,
               regularWidth: false, scale: 2, aliases: ["iphone-se-3", "iphone-8", "iPhone SE"]),
        Device(id: "iphone-15", name: "iPhone 15", width: 393, height: 852, safeTop: 59, safeBottom: 34,
               regularWidth: false, scale: 3),
        Device(id: "iphone-14-plus", name: "iPhone 14 Plus", width: 428, height: 926, safeTop: 47, safeBottom: 34,
               regularWidth: false, scale: 3),
        Device(id: "iphone-15-pro-max", name: "iPhone 15 Pro Max", width: 430, height: 932, safeTop: 59, safeBottom: 34,
               regularWidth: false, scale: 3),
        Device(id: "ipad-11", name: "iPad Pro 11-inch", width: 834, height: 1194, safeTop: 24, safeBottom: 20,
               regularWidth: true, scale: 2, aliases: ["iPad 11-inch", "ipad-pro-11"]),
        Device(id: "ipad-pro-12.9", name: "iPad Pro 12.9-inch", width: 1024, height: 1366, safeTop: 24, safeBottom: 20,
               regularWidth: true, scale: 2, aliases: ["iPad 12.9-inch", "ipad-12.9"]),
    ]

    /// The device with this id, name or alias, compared case-insensitively with spaces,
    /// punctuation and dashes treated alike ("iPhone 15", "iphone-15", "IPHONE_15").
    public static func named(_ idOrName: String) -> Device? {
        let wanted = normalized(idOrName)
        guard !wanted.isEmpty else { return nil }
        return all.first { device in
            ([device.id, device.name] + device.aliases).contains { normalized($0) == wanted }
        }
    }

    private static func normalized(_ text: String) -> String {
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

    /// The environment of a full-screen collection view on this device in portrait.
    /// - Parameter snapping: round frames to this device's pixels.
    public func environment(direction: LayoutDirection = .leftToRight, snapping: Bool = false) -> LayoutEnvironment {
        LayoutEnvironment(width: width, height: height, safeArea: safeArea, layoutMargins: layoutMargins,
                          readableContentWidth: readableContentWidth, layoutDirection: direction,
                          displayScale: snapping ? scale : nil, horizontalSizeClass: horizontalSizeClass,
                          verticalSizeClass: verticalSizeClass, userInterfaceIdiom: idiom)
    }
}
