/// One recorded snapshot of a history.
public struct SnapshotLogEntry: Sendable, Hashable, Encodable {
    public var number: Int
    public var isCheckpoint: Bool
    public var contentHash: String
    public var sections: Int
    public var items: Int
    /// The bytes stored for this entry (a full snapshot or a delta).
    public var storedBytes: Int
    public var author: String
    public var message: String
    public var createdAt: String

    private enum CodingKeys: String, CodingKey { case number, stored, contentHash, sections, items, bytes, author, date, message }

    /// `stored` is `full` for a checkpoint, `delta` otherwise.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(number, forKey: .number)
        try container.encode(isCheckpoint ? "full" : "delta", forKey: .stored)
        try container.encode(contentHash, forKey: .contentHash)
        try container.encode(sections, forKey: .sections)
        try container.encode(items, forKey: .items)
        try container.encode(storedBytes, forKey: .bytes)
        try container.encode(author, forKey: .author)
        try container.encode(createdAt, forKey: .date)
        try container.encode(message, forKey: .message)
    }
}
