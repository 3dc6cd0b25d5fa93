/// What an error message calls the values a caller gave.
///
/// A library caller reads them in words (`an anchor`); the command line names them by its
/// options (`--anchor`). Each ``ServiceError`` is worded once, in
/// ``ServiceError/message(naming:)``, and reads right with either.
public struct InputNames: Sendable {
    /// The head a write expects to replace.
    public var expectedHead: String
    /// The file a snapshot is recorded from.
    public var snapshotFile: String
    /// The operations a snapshot is recorded from.
    public var operationsScript: String
    /// The start of an audit trail check: an event hash.
    public var anchor: String
    /// The earliest time a log shows.
    public var since: String
    /// A screen's width and height, and the device that gives both.
    public var width: String
    public var height: String
    public var device: String
    /// The display scale a screen is snapped to.
    public var scale: String
    /// The items per section, and each section's count.
    public var itemCount: String
    public var sectionCounts: String
    /// How far a recorded frame may be from the computed one and still agree, in points.
    public var tolerance: String
    /// The private key a pack is signed with, and the public key a pack is verified against.
    public var privateKey: String
    public var publicKey: String

    public init(
        expectedHead: String, snapshotFile: String, operationsScript: String, anchor: String, since: String, width: String,
        height: String, device: String, scale: String, itemCount: String, sectionCounts: String, tolerance: String,
        privateKey: String, publicKey: String
    ) {
        self.expectedHead = expectedHead
        self.snapshotFile = snapshotFile
        self.operationsScript = operationsScript
        self.anchor = anchor
        self.since = since
        self.width = width
        self.height = height
        self.device = device
        self.scale = scale
        self.itemCount = itemCount
        self.sectionCounts = sectionCounts
        self.tolerance = tolerance
        self.privateKey = privateKey
        self.publicKey = publicKey
    }

    /// The names a library caller reads: words, never a command-line flag.
    public static let words = InputNames(
        expectedHead: "an expected head", snapshotFile: "a snapshot file", operationsScript: "an operations script",
        anchor: "an anchor", since: "since", width: "a width", height: "a height", device: "a device",
        scale: "the display scale", itemCount: "item count", sectionCounts: "section counts", tolerance: "the tolerance",
        privateKey: "a private key file", publicKey: "a public key file")
}
