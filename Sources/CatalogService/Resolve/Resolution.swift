import LayoutEngine
import LayoutModel

/// A stored revision resolved into frames for one screen and one set of data.
public struct Resolution: Sendable {
    public var revision: StoredRevision
    /// The device, when one was named (or defaulted).
    public var device: Device?
    public var environment: LayoutEnvironment
    public var data: LayoutData
    public var layout: ResolvedLayout
    /// Cell titles from a dataset, by index path.
    public var labels: [IndexPath: String]
    /// Where the data came from.
    public var dataSource: DataSource
}
