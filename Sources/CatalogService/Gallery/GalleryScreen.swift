import LayoutEngine
import Rendering

/// A device the gallery draws on, with the description the pages show.
struct GalleryScreen: Sendable {
    var device: Device

    var gallery: GalleryDevice {
        GalleryDevice(id: device.id, name: device.name, width: device.width, height: device.height)
    }
}
