/// One layout drawn on one device: an SVG file beside the pages, or why it could not be drawn.
public struct GalleryPicture: Sendable, Hashable {
    public enum Content: Sendable, Hashable {
        /// SVG files, by their paths from the gallery's root folder (`/`-separated, plain
        /// names): the full picture (content around the screen, legend) for the layout's page,
        /// and a thumbnail of the first screen for its card on the index.
        case drawn(picturePath: String, thumbnailPath: String)
        /// The layout does not resolve on this device (e.g. no `oneOf` alternative holds at its
        /// width); the reason is shown in place of the picture.
        case unavailable(reason: String)
    }

    public var device: GalleryDevice
    public var content: Content

    public init(device: GalleryDevice, content: Content) {
        self.device = device
        self.content = content
    }
}
