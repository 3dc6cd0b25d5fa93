import LayoutEngine

/// The environment a recording was made in: what the layout saw, and which device and system
/// showed it.
public struct RecordedEnvironment: Sendable, Hashable {
    /// Bounds, safe area, margins, readable width, direction, scale and traits, as recorded.
    public var layout: LayoutEnvironment
    /// The catalog environment the probe asked for (`iphone-15-landscape`), nil for a size.
    public var device: String?
    /// The hardware or simulated model (`iPhone15,4`).
    public var deviceModel: String?
    /// The simulator's name (`iPhone 15`).
    public var deviceName: String?
    /// `iOS`.
    public var systemName: String?
    /// `17.5`.
    public var systemVersion: String?

    public init(
        layout: LayoutEnvironment, device: String? = nil, deviceModel: String? = nil, deviceName: String? = nil,
        systemName: String? = nil, systemVersion: String? = nil
    ) {
        self.layout = layout
        self.device = device
        self.deviceModel = deviceModel
        self.deviceName = deviceName
        self.systemName = systemName
        self.systemVersion = systemVersion
    }
}
