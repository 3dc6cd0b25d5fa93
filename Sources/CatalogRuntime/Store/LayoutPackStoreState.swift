/// What the pack store remembers apart from the packs themselves (`state.json`): for each
/// channel the newest pack seen (`LayoutPackMark`) and the server's validators, and every key
/// seen revoked. It is a file of its own so that deleting or replacing a pack file cannot lower
/// the mark: rollback protection and revocations outlive the packs.
public struct LayoutPackStoreState: Sendable, Hashable, Codable {
    /// One channel's facts.
    public struct Channel: Sendable, Hashable, Codable {
        /// The newest pack installed for the channel.
        public var mark: LayoutPackMark
        /// The validators of the response that carried it, if it was downloaded.
        public var validators: HTTPValidators?

        public init(mark: LayoutPackMark, validators: HTTPValidators? = nil) {
            self.mark = mark
            self.validators = validators
        }
    }

    /// The state file's own format.
    public var format = 1
    public var channels: [String: Channel] = [:]
    /// Key IDs seen revoked, sorted.
    public var revokedKeys: [String] = []

    public init() {}

    /// The channel's mark, if any pack was installed for it.
    func mark(_ channel: String) -> LayoutPackMark? { channels[channel]?.mark }

    /// Adds revoked keys (kept sorted, without repeats).
    mutating func revoke(_ keys: [String]) {
        revokedKeys = Array(Set(revokedKeys).union(keys)).sorted()
    }
}
