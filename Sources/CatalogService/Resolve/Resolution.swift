import LayoutEngine
import LayoutModel

/// A stored revision resolved into frames for one screen and one set of data.
public struct Resolution: Sendable {
    public var revision: StoredRevision
    /// The named environment (device, orientation, window), when one was named or defaulted.
    public var screen: DeviceEnvironment?
    /// The screen's device.
    public var device: Device? { screen?.device }
    public var environment: LayoutEnvironment
    public var data: LayoutData
    public var layout: ResolvedLayout
    /// Cell titles from a dataset, by index path.
    public var labels: [ElementIndexPath: String]
    /// Where the data came from.
    public var dataSource: DataSource
}
