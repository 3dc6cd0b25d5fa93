import LayoutEngine
import LayoutModel

extension ResolveRequest {
    /// The most items a section is drawn with in the gallery. Previews are sample-sized (Apple's
    /// Grid shows 94); a definition asking for far more still gets a quick, small picture.
    public static let galleryItemLimit = 1_000

    /// A layout's own default data on one device, with preview counts capped at
    /// ``galleryItemLimit``.
    ///
    /// - Parameters:
    ///   - definition: the layout to draw; its preview counts, if any, are the data.
    ///   - device: the device id to draw on.
    public static func gallery(_ definition: LayoutDefinition, device: String) -> ResolveRequest {
        var request = ResolveRequest()
        request.device = device
        if let counts = definition.preview?.itemCounts, counts.contains(where: { $0 > galleryItemLimit }) {
            request.counts = counts.map { min($0, galleryItemLimit) }
        }
        return request
    }
}
