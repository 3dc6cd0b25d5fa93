import LayoutEngine

/// Where and with what data a probe runs the layout: the environment the collection view is
/// given on the device, and the item count of each section.
public struct ProbeTarget: Sendable, Hashable {
    /// The catalog environment's id (`iphone-15`, `ipad-11-landscape-split-1-3`), nil for a
    /// screen given by its size.
    public var environmentID: String?
    /// The simulator to run the probe on, for the file's instructions (`iPhone 15`).
    public var simulatorName: String?
    /// What the probe asks the device for: the window's size, the safe area and margins it
    /// adjusts the host to, the layout direction and (from iOS 17) the size classes it
    /// overrides. The scale and the idiom are the simulator's own; the probe records what it got.
    public var environment: LayoutEnvironment
    /// Items per section; as many sections as entries.
    public var itemCounts: [Int]
    /// For a layout that goes by kind: each section's identifier, which the probe hands the
    /// layout function's `sectionKind` closure as the app's data source would (nil past the
    /// end). Nil for the other layouts.
    public var sectionIdentifiers: [String]?

    public init(
        environmentID: String?, simulatorName: String?, environment: LayoutEnvironment, itemCounts: [Int],
        sectionIdentifiers: [String]? = nil
    ) {
        self.environmentID = environmentID
        self.simulatorName = simulatorName
        self.environment = environment
        self.itemCounts = itemCounts
        self.sectionIdentifiers = sectionIdentifiers
    }

    /// Whether the requested margins are what UIKit gives a full-window view controller's root
    /// view by itself on the named environment (its safe area plus the system minimum the
    /// catalog's device table gives it), so the probe leaves them alone and records the
    /// device's own. A screen given by its size always asks for its margins.
    var usesSystemMargins: Bool {
        guard let id = environmentID, let named = DeviceEnvironment.named(id) else { return false }
        return environment.safeArea == named.safeArea && environment.layoutMargins == named.layoutMargins
    }

    /// `iphone-15`, or `393x852` for a screen given by its size.
    var slug: String {
        environmentID ?? "\(ProbeNumber.text(environment.width))x\(ProbeNumber.text(environment.height))"
    }
}
