import LayoutEngine
import LayoutModel

/// The screens a review resolves every changed layout on.
public struct ReviewRequest: Sendable, Hashable {
    /// Device ids from `catalog devices`, in report order.
    public var devices: [String]
    /// Also lay every layout out right-to-left.
    public var rightToLeft: Bool
    /// The iOS release every device runs (each must run it); nil: each device's newest.
    public var iOS: IOSVersion?

    /// A small phone, a large phone and an 11-inch iPad: the extremes a change most often breaks.
    public static let defaultDevices = ["iphone-se", "iphone-15-pro-max", "ipad-11"]

    public init(devices: [String] = Self.defaultDevices, rightToLeft: Bool = false, iOS: IOSVersion? = nil) {
        self.devices = devices
        self.rightToLeft = rightToLeft
        self.iOS = iOS
    }

    /// The devices to compare on, in order and each once. Refuses, before anything is read, a
    /// device that does not exist, one that never ran ``iOS``, and an empty list.
    public func checkedDevices() throws(ServiceError) -> [Device] {
        var found: [Device] = []
        for id in devices {
            guard let device = Device.named(id) else { throw ServiceError.unknownDevice(id, known: Device.all.map(\.id)) }
            if let iOS, !device.runs(iOS) {
                throw ServiceError.releaseNotRunByDevice(device: device.name, release: iOS, runs: device.iOSVersions)
            }
            if !found.contains(device) { found.append(device) }
        }
        if found.isEmpty { throw ServiceError.noReviewDevices }
        return found
    }
}
