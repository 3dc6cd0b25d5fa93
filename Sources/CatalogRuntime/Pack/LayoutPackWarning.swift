/// Something an app should log that does not stop a pack from being used.
public enum LayoutPackWarning: Sendable, Hashable, CustomStringConvertible {
    /// A format 1 pack: it has no channel, sequence or expiry of its own, so it counts as
    /// sequence 0 of its tag's channel and never expires. Publish with a current `catalog` to
    /// get format 2's protections.
    case legacyFormat(channel: String?)
    /// The pack store could not be read or written (where and what); the pack in memory is used,
    /// but after a restart the app may start from an older state.
    case store(String)
    /// The pack store's state was older than its pack file (a crash between the two writes) and
    /// was brought up to the pack's sequence.
    case storeRepaired(channel: String, sequence: Int)
    /// Temporary files a crash left in the pack store were removed.
    case leftoverFilesRemoved(count: Int)

    public var description: String {
        switch self {
        case .legacyFormat(let channel?):
            "a format 1 pack (no channel, sequence or expiry): taken as sequence 0 of channel \(channel), never expiring"
        case .legacyFormat(nil):
            "a format 1 pack (no channel, sequence or expiry) without a tag"
        case .store(let what):
            "the pack store: \(what)"
        case .storeRepaired(let channel, let sequence):
            "the pack store's state for channel \(channel) was behind its pack file (an interrupted write); now at sequence \(sequence)"
        case .leftoverFilesRemoved(let count):
            "removed \(count) temporary file\(count == 1 ? "" : "s") an interrupted write left in the pack store"
        }
    }
}
