/// What `catalog publish` wrote.
public struct PublishedPack: Sendable, Encodable {
    /// One layout in the pack.
    public struct Layout: Sendable, Hashable, Encodable {
        public var name: String
        public var revision: Int
        public var contentHash: String
        public var minimumAppVersion: String
    }

    /// The pack file, as given.
    public var path: String
    public var outcome: SafeOutput.Outcome
    /// SHA-256 of the whole file: the name the audit event gives the pack.
    public var packHash: String
    public var bytes: Int
    /// The signing key's short name.
    public var keyID: String
    public var format: Int
    public var minimumRuntimeVersion: String
    public var created: String
    /// The audit trail's head before the publish event.
    public var auditHead: String
    public var tag: String?
    public var layouts: [Layout]
    /// The devices every layout was resolved on (portrait, each on its newest iOS).
    public var devices: [String]
    /// The audit event recording the publish.
    public var auditEvent: Int64
}
