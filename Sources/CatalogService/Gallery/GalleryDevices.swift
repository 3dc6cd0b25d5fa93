import LayoutEngine

extension Device {
    /// Every built-in device with `first` (an id, name or alias) moved to the front; nil gives
    /// every device with the resolver's default (`iphone-15`) first.
    ///
    /// - Parameter first: the device the gallery opens on; nil for the resolver's default.
    public static func galleryDevices(first: String?) throws -> [Device] {
        let chosen =
            try first.map { name in
                guard let device = Device.named(name) else { throw ServiceError.unknownDevice(name, known: Device.all.map(\.id)) }
                return device
            } ?? Device.named(ResolveRequest.defaultDevice)
        guard let chosen else { return Device.all }
        return [chosen] + Device.all.filter { $0.id != chosen.id }
    }

    /// The devices named (ids, names or aliases), in order, each once.
    ///
    /// - Parameter names: the devices to draw on, at least one.
    public static func galleryDevices(_ names: [String]) throws -> [Device] {
        var devices: [Device] = []
        for name in names {
            guard let device = Device.named(name) else { throw ServiceError.unknownDevice(name, known: Device.all.map(\.id)) }
            if !devices.contains(where: { $0.id == device.id }) { devices.append(device) }
        }
        guard !devices.isEmpty else { throw ServiceError.noGalleryDevices }
        return devices
    }
}
