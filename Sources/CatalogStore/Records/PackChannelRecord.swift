/// A row of `pack_channel`: the newest pack `publish` wrote for a channel.
package struct PackChannelRecord: Sendable, Hashable {
    package var channel: String
    /// The newest sequence given out for the channel.
    package var sequence: Int
    package var packHash: String
    /// The key IDs that signed that pack, in order.
    package var keyIDs: [String]
    package var publishedAt: String
    package var auditEventId: Int64

    package init(channel: String, sequence: Int, packHash: String, keyIDs: [String], publishedAt: String, auditEventId: Int64) {
        self.channel = channel
        self.sequence = sequence
        self.packHash = packHash
        self.keyIDs = keyIDs
        self.publishedAt = publishedAt
        self.auditEventId = auditEventId
    }
}
