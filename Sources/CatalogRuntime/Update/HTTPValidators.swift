/// What a server said about the pack it last sent (`ETag`, `Last-Modified`), kept so the next
/// request can ask "only if it changed" (`If-None-Match`, `If-Modified-Since`) and be answered
/// `304 Not Modified` without a body.
public struct HTTPValidators: Sendable, Hashable, Codable {
    /// The URL the response came from: validators are sent only to it.
    public var url: String
    /// The response's `ETag`, sent back as `If-None-Match`.
    public var etag: String?
    /// The response's `Last-Modified`, sent back as `If-Modified-Since`.
    public var lastModified: String?
    /// The pack the response carried: validators are sent only while that pack is installed,
    /// so a 304 can never stand for a pack the app no longer has.
    public var packHash: String

    public init(url: String, etag: String?, lastModified: String?, packHash: String) {
        self.url = url
        self.etag = etag
        self.lastModified = lastModified
        self.packHash = packHash
    }
}
