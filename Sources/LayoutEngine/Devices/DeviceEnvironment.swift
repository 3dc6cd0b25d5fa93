import LayoutModel

/// A screen people check a layout on: a built-in device in an orientation, full screen or (on
/// an iPad) in a Split View or Slide Over window, with the size, safe area, margins, readable
/// width and size classes a collection view filling that window sees. Named so `when`
/// conditions and pictures can be tried on each: `iphone-15-landscape`,
/// `ipad-11-landscape-split-1-3`, `ipad-pro-12.9-slide-over`.
public struct DeviceEnvironment: Sendable, Hashable {
    public let device: Device
    public let orientation: Orientation
    public let arrangement: WindowArrangement

    /// A stable slug: the device's id, then `-landscape` when landscape, then `-split-2-3`,
    /// `-split-1-2`, `-split-1-3` or `-slide-over`; portrait full screen is the device's id.
    public var id: String {
        var id = device.id
        if orientation == .landscape { id += "-landscape" }
        switch arrangement {
        case .fullScreen: break
        case .splitView(let share): id += "-split-" + share.rawValue
        case .slideOver: id += "-slide-over"
        }
        return id
    }

    /// For people: "iPhone 15, landscape", "iPad Pro 11-inch, portrait, Split View 2/3".
    public var name: String {
        var parts = [device.name, orientation.rawValue]
        switch arrangement {
        case .fullScreen: break
        case .splitView(let share): parts.append("Split View \(share.label)")
        case .slideOver: parts.append("Slide Over")
        }
        return parts.joined(separator: ", ")
    }

    /// The screen's size in this orientation.
    private var screen: (width: Double, height: Double) {
        orientation == .portrait ? (device.width, device.height) : (device.height, device.width)
    }

    private var split: Device.Split? {
        guard case .splitView(let share) = arrangement else { return nil }
        return device.splits.first { $0.orientation == orientation && $0.share == share }
    }

    /// The window's width: the screen's, the Split View share's, or Slide Over's.
    public var width: Double {
        switch arrangement {
        case .fullScreen: screen.width
        case .splitView: split?.width ?? screen.width
        case .slideOver: device.slideOverWidth ?? screen.width
        }
    }

    /// The window's height: the screen's in every arrangement (chosen for Slide Over, whose
    /// window floats a little inside the screen).
    public var height: Double { screen.height }

    /// `safeAreaInsets`: the orientation's; a Split View or Slide Over window keeps the status
    /// bar and home indicator insets (top and bottom) and has none at the sides.
    public var safeArea: EdgeInsets {
        let full = orientation == .portrait ? device.safeArea : device.landscapeSafeArea
        switch arrangement {
        case .fullScreen: return full
        case .splitView, .slideOver: return EdgeInsets(top: full.top, left: 0, bottom: full.bottom, right: 0)
        }
    }

    /// `traitCollection.horizontalSizeClass`.
    public var horizontalSizeClass: SizeClass {
        switch arrangement {
        case .fullScreen: orientation == .portrait ? device.horizontalSizeClass : device.landscapeHorizontalSizeClass
        case .splitView: split?.horizontalSizeClass ?? .compact
        case .slideOver: .compact
        }
    }

    /// `traitCollection.verticalSizeClass`: regular, except an iPhone in landscape (compact).
    public var verticalSizeClass: SizeClass {
        device.idiom == .phone && orientation == .landscape ? .compact : .regular
    }

    /// The system minimum layout margin at the leading and trailing edges of the window's root
    /// view (`systemMinimumLayoutMargins`): the device's, by its idiom, scale, orientation and
    /// the window's horizontal size class (`Device.systemMinimumMargin`).
    public var systemMinimumMargin: Double {
        Device.systemMinimumMargin(
            idiom: device.idiom, scale: device.scale, horizontalSizeClass: horizontalSizeClass,
            orientation: orientation)
    }

    /// `layoutMargins` of a collection view filling the window (safe area included): the safe
    /// area plus `systemMinimumMargin` at each side.
    public var layoutMargins: EdgeInsets {
        Device.margins(safeArea: safeArea, minimum: systemMinimumMargin)
    }

    /// `readableContentGuide` width (672 in regular width), nil when unlimited.
    public var readableContentWidth: Double? { Device.readableWidth(horizontalSizeClass) }

    /// The environment of a collection view filling this window, with the device's
    /// `displayScale` and traits, on `iOS` (default: the newest release the device runs).
    public func environment(direction: LayoutDirection = .leftToRight, iOS: IOSVersion? = nil) -> LayoutEnvironment {
        LayoutEnvironment(
            width: width, height: height, safeArea: safeArea, layoutMargins: layoutMargins,
            readableContentWidth: readableContentWidth, layoutDirection: direction,
            displayScale: device.scale, horizontalSizeClass: horizontalSizeClass,
            verticalSizeClass: verticalSizeClass, userInterfaceIdiom: device.idiom,
            iOSVersion: iOS ?? device.newestIOS)
    }

    /// Every environment of every built-in device, in `Device.all` order.
    public static var all: [DeviceEnvironment] { Device.all.flatMap(\.environments) }

    /// The environment with this id or name ("iphone-15-landscape", "iPad Pro 11-inch,
    /// landscape, Split View 1/3"), compared like `Device.named`; a device's own id, name or
    /// alias names its portrait full screen.
    public static func named(_ idOrName: String) -> DeviceEnvironment? {
        let wanted = Device.normalizedName(idOrName)
        guard !wanted.isEmpty else { return nil }
        if let found = all.first(where: { Device.normalizedName($0.id) == wanted || Device.normalizedName($0.name) == wanted }) {
            return found
        }
        return Device.named(idOrName).map { DeviceEnvironment(device: $0, orientation: .portrait, arrangement: .fullScreen) }
    }
}
