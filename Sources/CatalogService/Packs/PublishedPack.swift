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
    /// The signing keys' short names, one signature line each, in order.
    public var keyIDs: [String]
    public var format: Int
    public var minimumRuntimeVersion: String
    public var created: String
    /// The audit trail's head before the publish event.
    public var auditHead: String
    public var tag: String?
    /// The channel the pack is for, and its place in it.
    public var channel: String
    public var sequence: Int
    /// When apps stop using the pack.
    public var expires: String
    /// Every key the pack declares revoked (the catalog's, with any this publish added).
    public var revokedKeys: [String]
    /// The keys this publish revoked.
    public var newlyRevokedKeys: [String]
    public var layouts: [Layout]
    /// The devices every layout was resolved on (portrait, each on its newest iOS).
    public var devices: [String]
    /// The audit event recording the publish.
    public var auditEvent: Int64
}
