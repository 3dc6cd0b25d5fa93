/// The newest pack an app has seen for one channel: its sequence and the hash of the pack that
/// had it. A pack is installed only with a higher sequence, or with this very sequence and hash
/// (the same pack again).
public struct LayoutPackMark: Sendable, Hashable, Codable {
    /// The newest sequence seen for the channel.
    public var sequence: Int
    /// SHA-256 of the pack that had `sequence`; nil when only the number is known (`verify-pack
    /// --after`), so that number itself is refused too.
    public var packHash: String?

    public init(sequence: Int, packHash: String?) {
        self.sequence = sequence
        self.packHash = packHash
    }

    /// The higher of two marks (`a` when equal).
    static func newer(_ a: LayoutPackMark?, _ b: LayoutPackMark?) -> LayoutPackMark? {
        guard let a else { return b }
        guard let b else { return a }
        return b.sequence > a.sequence ? b : a
    }
}
